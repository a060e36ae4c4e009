'use client';

import type { OrderDetail } from '@shop/product-api/contract/orders';
import { useLocale, useTranslations } from 'next-intl';
import { formatMoney } from '@/lib/format';
import styles from './orders.module.css';

/**
 * What became of the payment once the store has prepared the order (issue 29 item 6;
 * docs/order-lifecycle.md, The payment side): for a card paid online what was held on it, what was
 * taken, what went back (released, or refunded after a cancellation) and what is left to pay on
 * delivery; for payment on delivery the final amount due. Nothing before the API says so.
 */
export function OrderPayment({ order }: { order: OrderDetail }) {
  const t = useTranslations('orders.payment');
  const locale = useLocale();
  const payment = order.payment;
  if (!payment) return null;
  const rows: [string, number | null][] = [
    [t('authorised'), payment.authorised],
    [t('captured'), payment.captured],
    [t('released'), payment.released ? payment.released : null],
    [t('refunded'), payment.refunded],
    [t('dueOnDelivery'), payment.dueOnDelivery],
  ];
  return (
    <section className={styles.section} aria-labelledby="order-payment">
      <h3 id="order-payment" className={styles.sectionTitle}>
        {t('heading')}
      </h3>
      <dl className={styles.totals}>
        {rows.map(([term, amount]) =>
          amount === null ? null : (
            <div key={term}>
              <dt>{term}</dt>
              <dd>{formatMoney(amount, locale)}</dd>
            </div>
          ),
        )}
      </dl>
    </section>
  );
}
