import { SHOP_RULES } from '@shop/product-api/contract/shop-rules';
import { getLocale, getTranslations } from 'next-intl/server';
import { dataOrThrow } from '@/lib/api/fetch-envelope';
import { config } from '@/lib/config';
import { formatCents } from '@/lib/format';
import { getPickUpStoreNames } from '@/lib/stores/pick-up-stores-fetch';
import { LegalDocument, type LegalSection } from './legal-document';
import { DeliveryFeeTable } from './legal-fee-table';
import { legalRichValues, pageLink } from './legal-rich';

const slotRules = ['choose', 'capacity', 'pickup', 'carts'] as const;
const receivingRules = ['adult', 'check', 'missed'] as const;

/**
 * Delivery information (spec §1): delivery covers all of Malta subject to available time slots,
 * pick-up at the stores that offer it, named from the store data (the store locator also lists
 * shops without pick-up), with the fees and water-pack limit of the terms.
 */
export async function DeliveryInformation() {
  const t = await getTranslations('deliveryInfo');
  const locale = await getLocale();
  const common = await getTranslations('legal');
  const rich = legalRichValues(config);
  const fee = formatCents(SHOP_RULES.deliveryFeeCents, locale);
  const threshold = formatCents(SHOP_RULES.freeDeliveryFromCents, locale);
  const redelivery = formatCents(SHOP_RULES.redeliveryFeeCents, locale);
  const pickUpStores = dataOrThrow(await getPickUpStoreNames(), 'pick-up stores');
  const stores = new Intl.ListFormat(locale, { type: 'conjunction' }).format(pickUpStores);

  const sections: LegalSection[] = [
    { id: 'areas', title: t('areas.title'), body: <p>{t.rich('areas.body', rich)}</p> },
    {
      id: 'slots',
      title: t('slots.title'),
      body: (
        <ul>
          {slotRules.map((key) => (
            <li key={key}>{t(`slots.items.${key}`)}</li>
          ))}
        </ul>
      ),
    },
    {
      id: 'fees',
      title: t('fees.title'),
      body: (
        <>
          <p>{t.rich('fees.body', { ...rich, fee, threshold })}</p>
          <DeliveryFeeTable />
        </>
      ),
    },
    {
      id: 'pick-up',
      title: t('pickup.title'),
      body: (
        <p>
          {t.rich('pickup.body', {
            ...rich,
            count: pickUpStores.length,
            stores,
            link: pageLink('/stores'),
          })}
        </p>
      ),
    },
    {
      id: 'receiving',
      title: t('receiving.title'),
      body: (
        <ul>
          {receivingRules.map((key) => (
            <li key={key}>
              {t(`receiving.items.${key}`, { age: SHOP_RULES.minimumCustomerAge, redelivery })}
            </li>
          ))}
        </ul>
      ),
    },
    {
      id: 'water',
      title: t('water.title'),
      body: <p>{t('water.body', { max: SHOP_RULES.maxWaterPacksPerOrder })}</p>,
    },
    {
      id: 'help',
      title: t('help.title'),
      body: <p>{t.rich('help.body', { link: pageLink('/termsandconditions') })}</p>,
    },
  ];

  return (
    <LegalDocument
      title={t('title')}
      intro={<p>{t('intro')}</p>}
      contentsLabel={common('contents')}
      backToTopLabel={common('backToTop')}
      sections={sections}
      closing={common.rich('questions', rich)}
    />
  );
}
