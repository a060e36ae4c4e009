'use client';

import type { CartCoupon } from '@shop/product-api/contract/coupons';
import { useLocale, useTranslations } from 'next-intl';
import { SummaryRow } from '@/components/ui/summary-row';
import { formatMoney } from '@/lib/format';

/**
 * The activated coupons the API applied to the cart (issue 32 item 3), as rows of a totals list:
 * the coupon's description and what it takes off; a water coupon names the free pack in the shop's
 * words and takes off one pack's price. The API's totals already include them, so the rows only
 * say why the total is lower. Shared by the cart page's summary and the checkout's, in their <dl>.
 */
export function CouponLines({ coupons }: { coupons: readonly CartCoupon[] }) {
  const t = useTranslations('cartPage.coupons');
  const locale = useLocale();
  return coupons.map((coupon) => (
    <SummaryRow key={coupon.id} term={coupon.kind === 'WATER' ? t('freeWaterPack') : coupon.description}>
      {t('discount', { amount: formatMoney(coupon.discount, locale) })}
    </SummaryRow>
  ));
}
