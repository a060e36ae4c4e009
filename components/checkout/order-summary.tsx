'use client';

import type { Cart } from '@shop/product-api/contract/cart';
import { useLocale, useTranslations } from 'next-intl';
import { CouponLines } from '@/components/cart/coupon-lines';
import { DepositLine } from '@/components/cart/deposit-line';
import { useFeeName } from '@/components/cart/fee-name';
import { ItemsCount } from '@/components/cart/items-count';
import { SummaryRow } from '@/components/ui/summary-row';
import { feesDue } from '@/lib/cart/fees-due';
import { formatMoney, toCents } from '@/lib/format';
import styles from './data-step.module.css';

type OrderSummaryProps = {
  cart: Cart;
  /** The online payment is chosen: with weighed goods the card is pre-authorised for more. */
  online: boolean;
};

/**
 * Spec §2 step 2 summary: the lines, the goods, the fees, the coupons applied, the BCRS deposit,
 * the total; for an online payment of a cart with weighed goods the amount the card is
 * pre-authorised for (spec §9: 10 % more, as the weights may come out higher), of which only the
 * final total is charged.
 */
export function OrderSummary({ cart, online }: OrderSummaryProps) {
  const t = useTranslations('checkout.data');
  const locale = useLocale();
  const feeName = useFeeName();
  const fees = feesDue(cart);
  const preAuthorised = online && toCents(cart.preAuthorisedTotal) > toCents(cart.totalToPay);
  return (
    <section className={styles.summary} aria-labelledby="checkout-summary-heading">
      <h3 id="checkout-summary-heading" className={styles.legend}>
        {t('summaryHeading')}
      </h3>
      <dl className={styles.totals}>
        <SummaryRow term={t('lines', { count: cart.items.length })}>
          <ItemsCount items={cart.items} />
        </SummaryRow>
        <SummaryRow term={t('goods')}>{formatMoney(cart.netTotal, locale)}</SummaryRow>
        {fees.map((fee) => (
          <SummaryRow key={fee.id} term={feeName(fee)}>
            {formatMoney(fee.value, locale)}
          </SummaryRow>
        ))}
        <CouponLines coupons={cart.coupons} />
        <DepositLine label={t('deposit')} amount={cart.depositTotal} />
        <SummaryRow className={styles.total} term={t('total')}>
          {formatMoney(cart.totalToPay, locale)}
        </SummaryRow>
      </dl>
      {preAuthorised ? (
        <p className={styles.note}>
          {t('preAuthorised', { amount: formatMoney(cart.preAuthorisedTotal, locale) })}
        </p>
      ) : null}
    </section>
  );
}
