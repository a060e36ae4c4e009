import { SHOP_RULES } from '@shop/product-api/contract/shop-rules';
import { getLocale, getTranslations } from 'next-intl/server';
import { formatCents } from '@/lib/format';
import { LegalTable } from './legal-table';

/** Spec §1 delivery fees: the fee under the free-delivery threshold, none from it, and the re-delivery fee. */
export async function DeliveryFeeTable() {
  const t = await getTranslations('legal.feeTable');
  const locale = await getLocale();
  const threshold = formatCents(SHOP_RULES.freeDeliveryFromCents, locale);
  return (
    <LegalTable
      caption={t('caption')}
      headings={[t('case'), t('fee')]}
      rows={[
        {
          key: 'under',
          cells: [t('under', { threshold }), formatCents(SHOP_RULES.deliveryFeeCents, locale)],
        },
        { key: 'over', cells: [t('over', { threshold }), t('free')] },
        { key: 'redelivery', cells: [t('redelivery'), formatCents(SHOP_RULES.redeliveryFeeCents, locale)] },
      ]}
    />
  );
}
