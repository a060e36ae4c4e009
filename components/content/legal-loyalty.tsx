import { SHOP_RULES } from '@shop/product-api/contract/shop-rules';
import { getLocale, getTranslations } from 'next-intl/server';
import { config } from '@/lib/config';
import { formatCents } from '@/lib/format';
import { LegalDocument, type LegalSection } from './legal-document';
import styles from './legal-loyalty.module.css';
import { legalRichValues, pageLink } from './legal-rich';
import { LegalTable } from './legal-table';

const cardRules = ['free', 'age', 'number', 'one'] as const;
const earningRules = ['rate', 'where', 'when', 'excluded'] as const;

/** Loyalty card terms (spec §1): points per euro spent, and the voucher a number of points buys. */
export async function LoyaltyTerms() {
  const t = await getTranslations('loyaltyTerms');
  const locale = await getLocale();
  const common = await getTranslations('legal');
  const rich = legalRichValues(config);
  const voucher = formatCents(SHOP_RULES.loyaltyVoucherCents, locale);
  const euro = formatCents(100, locale);
  const points = SHOP_RULES.loyaltyVoucherPoints;
  // Spending that earns exactly one voucher: the example follows the configured rate.
  const spent = formatCents((points / SHOP_RULES.loyaltyPointsPerEuro) * 100, locale);

  const sections: LegalSection[] = [
    {
      id: 'card',
      title: t('card.title'),
      body: (
        <ul>
          {cardRules.map((key) => (
            <li key={key}>{t(`card.items.${key}`, { age: SHOP_RULES.minimumCustomerAge })}</li>
          ))}
        </ul>
      ),
    },
    {
      id: 'earning',
      title: t('earning.title'),
      body: (
        <ul>
          {earningRules.map((key) => (
            <li key={key}>
              {t.rich(`earning.items.${key}`, { ...rich, points: SHOP_RULES.loyaltyPointsPerEuro, euro })}
            </li>
          ))}
        </ul>
      ),
    },
    {
      id: 'vouchers',
      title: t('vouchers.title'),
      body: (
        <>
          <p>{t.rich('vouchers.body', { ...rich, points, voucher })}</p>
          <LegalTable
            caption={t('vouchers.caption')}
            headings={[t('vouchers.points'), t('vouchers.voucherHeading')]}
            rows={[{ key: 'voucher', cells: [t('vouchers.rate', { points }), voucher] }]}
          />
          <p>{t('vouchers.example', { spent, points, voucher })}</p>
          <p>{t('vouchers.use')}</p>
        </>
      ),
    },
    { id: 'balance', title: t('balance.title'), body: <p>{t('balance.body')}</p> },
    { id: 'lost-card', title: t('lost.title'), body: <p>{t.rich('lost.body', rich)}</p> },
    { id: 'changes', title: t('changes.title'), body: <p>{t('changes.body')}</p> },
    {
      id: 'your-data',
      title: t('data.title'),
      body: <p>{t.rich('data.body', { link: pageLink('/privacy') })}</p>,
    },
  ];

  return (
    <LegalDocument
      title={t('title')}
      intro={
        <>
          <p>{t('intro', { brand: rich.brand })}</p>
          <p className={styles.summary}>
            {t.rich('summary', {
              ...rich,
              points: SHOP_RULES.loyaltyPointsPerEuro,
              euro,
              voucherPoints: points,
              voucher,
            })}
          </p>
        </>
      }
      contentsLabel={common('contents')}
      backToTopLabel={common('backToTop')}
      sections={sections}
      closing={common.rich('questions', rich)}
    />
  );
}
