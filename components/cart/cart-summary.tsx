'use client';

import type { Cart } from '@shop/product-api/contract/cart';
import { useQuery } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import { SummaryRow } from '@/components/ui/summary-row';
import { formatMoney } from '@/lib/format';
import { firstSlotQueryOptions } from '@/lib/cart/cart';
import { feeApplies } from '@/lib/cart/fees-due';
import { isPickUpMode } from '@/lib/cart/pick-up-modes';
import { formatSlotWindow } from '@/lib/checkout/slot-time';
import styles from './cart-screen.module.css';
import { CouponLines } from './coupon-lines';
import { DepositLine } from './deposit-line';
import { useFeeName } from './fee-name';
import { ItemsCount } from './items-count';

/**
 * The cart page's summary panel (spec §2): pieces, the goods, each fee (free once the cart passes
 * its threshold), the coupons applied (issue 32 item 3), the BCRS deposit, the total, the first available slot, the
 * delivery mode with its store or address, the mode's minimum order and how much more earns free
 * delivery (issue 13 item 4).
 */
export function CartSummary({ cart }: { cart: Cart }) {
  const t = useTranslations('cartPage');
  const locale = useLocale();
  const feeName = useFeeName();
  const { data: firstSlot } = useQuery(firstSlotQueryOptions(cart.id));
  const missing = cart.missingForFreeDelivery;

  return (
    <section className={styles.summary} aria-labelledby="cart-summary-heading">
      <h2 id="cart-summary-heading" className={styles.summaryHeading}>
        {t('summaryHeading')}
      </h2>
      <dl className={styles.figures}>
        <SummaryRow term={t('items')}>
          <ItemsCount items={cart.items} />
        </SummaryRow>
        <SummaryRow term={t('goods')}>{formatMoney(cart.netTotal, locale)}</SummaryRow>
        {cart.fees.map((fee) => (
          <SummaryRow key={fee.id} term={feeName(fee)}>
            {feeApplies(cart, fee) ? formatMoney(fee.value, locale) : t('free')}
          </SummaryRow>
        ))}
        <CouponLines coupons={cart.coupons} />
        <DepositLine label={t('deposit')} amount={cart.depositTotal} />
        <SummaryRow className={styles.total} term={t('total')}>
          {formatMoney(cart.total, locale)}
        </SummaryRow>
      </dl>
      {missing !== null && missing > 0 ? (
        <p className={styles.freeDeliveryHint}>
          {t('freeDeliveryHint', { amount: formatMoney(missing, locale) })}
        </p>
      ) : null}
      <dl className={styles.details}>
        {firstSlot ? (
          <SummaryRow term={t('firstSlot')}>
            {formatSlotWindow(firstSlot.validFrom, firstSlot.validTo, locale)}
          </SummaryRow>
        ) : null}
        <SummaryRow term={t('deliveryMode')}>{t(`modes.${cart.deliveryMode}`)}</SummaryRow>
        {isPickUpMode(cart.deliveryMode) ? (
          <SummaryRow term={t('store')}>{cart.storeDescription}</SummaryRow>
        ) : cart.delivery.addressDescription ? (
          <SummaryRow term={t('address')}>{cart.delivery.addressDescription}</SummaryRow>
        ) : null}
        {cart.minNetTotal > 0 ? (
          <SummaryRow term={t('minimum')}>{formatMoney(cart.minNetTotal, locale)}</SummaryRow>
        ) : null}
      </dl>
    </section>
  );
}
