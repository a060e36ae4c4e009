import { SHOP_RULES } from '@shop/product-api/contract/shop-rules';
import { getLocale, getTranslations } from 'next-intl/server';
import { config } from '@/lib/config';
import { formatCents } from '@/lib/format';
import { LegalDocument, type LegalSection } from './legal-document';
import { DeliveryFeeTable } from './legal-fee-table';
import { legalRichValues, pageLink } from './legal-rich';

const orderRules = ['prices', 'weight', 'contract', 'replacement', 'images'] as const;
const returnRules = ['window', 'excluded', 'faulty', 'refund'] as const;

/**
 * Website terms and conditions with the business rules of spec §1 (delivery and re-delivery fees,
 * the water-pack limit, the reward per step spent, the minimum age, returns and refunds), each
 * figure from SHOP_RULES so the page says what the API charges.
 * The delivery section keeps the id 'delivery' for links to /termsandconditions#delivery.
 */
export async function TermsAndConditions() {
  const t = await getTranslations('terms');
  const locale = await getLocale();
  const common = await getTranslations('legal');
  const rich = legalRichValues(config);
  const money = {
    fee: formatCents(SHOP_RULES.deliveryFeeCents, locale),
    threshold: formatCents(SHOP_RULES.freeDeliveryFromCents, locale),
    redelivery: formatCents(SHOP_RULES.redeliveryFeeCents, locale),
  };
  const age = SHOP_RULES.minimumCustomerAge;
  const days = SHOP_RULES.returnWindowDays;

  const sections: LegalSection[] = [
    { id: 'about', title: t('about.title'), body: <p>{t('about.body', { brand: rich.brand })}</p> },
    {
      id: 'account',
      title: t('account.title'),
      body: (
        <>
          <p>{t.rich('account.age', { ...rich, age })}</p>
          <p>{t('account.security')}</p>
        </>
      ),
    },
    {
      id: 'orders',
      title: t('orders.title'),
      body: (
        <ul>
          {orderRules.map((key) => (
            <li key={key}>{t(`orders.items.${key}`)}</li>
          ))}
        </ul>
      ),
    },
    {
      id: 'water',
      title: t('water.title'),
      body: (
        <>
          <p>
            {t.rich('water.limit', {
              ...rich,
              max: SHOP_RULES.maxWaterPacksPerOrder,
              free: SHOP_RULES.waterPacksWithoutSurcharge,
              next: SHOP_RULES.waterPacksWithoutSurcharge + 1,
              surcharge: formatCents(SHOP_RULES.waterPackSurchargeCents, locale),
            })}
          </p>
          <p>
            {t.rich('water.reward', {
              ...rich,
              step: formatCents(SHOP_RULES.rewardStepCents, locale),
              packs: SHOP_RULES.freeWaterPacksPerStep,
              coupons: SHOP_RULES.couponsPerStep,
            })}
          </p>
        </>
      ),
    },
    {
      id: 'delivery',
      title: t('delivery.title'),
      body: (
        <>
          <p>{t('delivery.body')}</p>
          <p>{t.rich('delivery.fees', { ...rich, ...money })}</p>
          <DeliveryFeeTable />
          <p>{t.rich('delivery.more', { link: pageLink('/delivery') })}</p>
        </>
      ),
    },
    {
      id: 'payment',
      title: t('payment.title'),
      body: <p>{t('payment.body', { percent: SHOP_RULES.weighedPreAuthorisationPercent })}</p>,
    },
    {
      id: 'returns',
      title: t('returns.title'),
      body: (
        <ul>
          {returnRules.map((key) => (
            <li key={key}>
              {t.rich(`returns.items.${key}`, { ...rich, days, refundDays: SHOP_RULES.refundWithinDays })}
            </li>
          ))}
        </ul>
      ),
    },
    { id: 'liability', title: t('liability.title'), body: <p>{t('liability.body')}</p> },
    { id: 'law', title: t('law.title'), body: <p>{t('law.body')}</p> },
  ];

  return (
    <LegalDocument
      title={t('title')}
      intro={
        <p>
          {t.rich('intro', {
            brand: rich.brand,
            privacy: pageLink('/privacy'),
            loyalty: pageLink('/loyalty'),
          })}
        </p>
      }
      contentsLabel={common('contents')}
      backToTopLabel={common('backToTop')}
      sections={sections}
      closing={common.rich('questions', rich)}
    />
  );
}
