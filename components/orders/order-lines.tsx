'use client';

import type { CartItem } from '@shop/product-api/contract/cart';
import type { OrderDetail, PreparedCartItem } from '@shop/product-api/contract/orders';
import { useLocale, useTranslations } from 'next-intl';
import { CouponLines } from '@/components/cart/coupon-lines';
import { useFeeName } from '@/components/cart/fee-name';
import { SummaryRow } from '@/components/ui/summary-row';
import { feesDue } from '@/lib/cart/fees-due';
import { formatKg, formatMoney } from '@/lib/format';
import { showsCartItems } from '@/lib/orders/order-progress';
import styles from './orders.module.css';

/**
 * The order's products (spec §2 Orders detail): the cart as ordered until the store has prepared
 * it, then what was prepared, with the picker's amounts and weights, the substitutes and the
 * adjusted total. A line the store could not supply (status danger) is struck through and says
 * 'Not available' in words, which a phone's narrow line needs and a screen reader reads; one the
 * picker replaced is struck through too (it is not in the bag) but says 'Replaced' and names its
 * substitute, the line that follows it (docs/order-lifecycle.md: Picking).
 */
export function OrderLines({ order }: { order: OrderDetail }) {
  const t = useTranslations('orders.detail');
  const locale = useLocale();
  const prepared = showsCartItems(order.status) ? null : order.preparedCartItems;
  const ordered = new Set(order.cart.items.map((item) => item.barcode));
  // The BCRS deposit of what was prepared, or of the order until then; inside both totals.
  const deposit = prepared && order.operatorCart ? order.operatorCart.depositTotal : order.cart.depositTotal;
  // The prepared cart keeps a replaced product as a line of amount 0, status danger, like one not
  // supplied; only its substitute's `substituteFor` tells the two apart.
  const replacedBy = new Map(
    (prepared ?? []).flatMap((item) =>
      item.substituteFor ? [[item.substituteFor.barcode, item.description] as const] : [],
    ),
  );

  return (
    <>
      <section className={styles.section} aria-labelledby="order-lines">
        <h3 id="order-lines" className={styles.sectionTitle}>
          {prepared ? t('preparedHeading') : t('itemsHeading')}
        </h3>
        <ul className={styles.lines}>
          {prepared
            ? prepared.map((item) => (
                <PreparedLine
                  key={item.barcode}
                  item={item}
                  replacedBy={replacedBy.get(item.barcode)}
                  substitute={Boolean(item.substituteFor) || !ordered.has(item.barcode)}
                />
              ))
            : order.cart.items.map((item) => <OrderedLine key={item.barcode} item={item} />)}
        </ul>
      </section>
      <section className={styles.section} aria-labelledby="order-totals">
        <h3 id="order-totals" className={styles.sectionTitle}>
          {t('totalsHeading')}
        </h3>
        <dl className={styles.totals}>
          <div>
            <dt>{t('products')}</dt>
            <dd>
              {formatMoney(
                prepared && order.operatorCart ? order.operatorCart.netTotal : order.cart.netTotal,
                locale,
              )}
            </dd>
          </div>
          {prepared ? null : <OrderedCharges cart={order.cart} />}
          {deposit > 0 ? (
            <div>
              <dt>{t('deposit')}</dt>
              <dd>{formatMoney(deposit, locale)}</dd>
            </div>
          ) : null}
          {prepared && order.operatorCart ? (
            <>
              <div className={styles.muted}>
                <dt>{t('orderedTotal')}</dt>
                <dd>{formatMoney(order.cart.totalToPay, locale)}</dd>
              </div>
              <div className={styles.grandTotal}>
                <dt>{t('finalTotal')}</dt>
                <dd>{formatMoney(order.operatorCart.totalToPay, locale)}</dd>
              </div>
              {order.operatorCart.payed > 0 ? (
                <div>
                  <dt>{t('paid')}</dt>
                  <dd>{formatMoney(order.operatorCart.payed, locale)}</dd>
                </div>
              ) : null}
            </>
          ) : (
            <div className={styles.grandTotal}>
              <dt>{t('total')}</dt>
              <dd>{formatMoney(order.cart.totalToPay, locale)}</dd>
            </div>
          )}
        </dl>
      </section>
    </>
  );
}

/** '3 pc' or '0.75 kg': pieces for PZ, kilograms for weighed goods (spec §3 purchaseUm, §9). */
function useAmountText() {
  const t = useTranslations('orders.detail');
  const locale = useLocale();
  return (item: Pick<CartItem, 'purchaseUm'>, amount: number) =>
    item.purchaseUm === 'PZ' ? t('pieces', { count: amount }) : formatKg(amount, locale);
}

function OrderedLine({ item }: { item: CartItem }) {
  const t = useTranslations('orders.detail');
  const locale = useLocale();
  const amountText = useAmountText();
  const missing = item.status === 'danger';
  return (
    <li className={styles.line}>
      <span className={styles.lineName}>{missing ? <s>{item.description}</s> : item.description}</span>
      {missing ? <span className={styles.missing}>{t('notAvailable')}</span> : null}
      <span className={styles.muted}>{amountText(item, item.amount)}</span>
      <span className={styles.lineTotal}>{formatMoney(item.rowNetPriceWithCartItemRelated, locale)}</span>
    </li>
  );
}

type PreparedLineProps = {
  item: PreparedCartItem;
  /** The substitute's name when the picker replaced this line. */
  replacedBy: string | undefined;
  substitute: boolean;
};

function PreparedLine({ item, replacedBy, substitute }: PreparedLineProps) {
  const t = useTranslations('orders.detail');
  const locale = useLocale();
  const amountText = useAmountText();
  const notSupplied = item.status === 'danger' || item.operatorAmount === 0;
  const missing = notSupplied && replacedBy === undefined;
  const total = notSupplied ? 0 : (item.operatorTotal ?? item.rowNetPriceWithCartItemRelated);
  return (
    <li className={styles.line}>
      <span className={styles.lineName}>
        {notSupplied ? <s>{item.description}</s> : item.description}
        {substitute ? <span className={styles.substitute}>{t('substitute')}</span> : null}
      </span>
      {item.substituteFor ? (
        <span className={styles.muted}>{t('insteadOf', { product: item.substituteFor.description })}</span>
      ) : null}
      {missing ? <span className={styles.missing}>{t('notAvailable')}</span> : null}
      {replacedBy !== undefined ? (
        <>
          <span className={styles.replaced}>{t('replaced')}</span>
          <span className={styles.muted}>{t('replacedWith', { product: replacedBy })}</span>
        </>
      ) : null}
      <span className={styles.muted}>
        {substitute ? null : t('ordered', { amount: amountText(item, item.amount) })}
        {!notSupplied && item.operatorAmount !== null ? (
          <>
            {substitute ? null : ' · '}
            {item.purchaseUm === 'PZ'
              ? t('prepared', { amount: amountText(item, item.operatorAmount) })
              : t('weight', { weight: formatKg(item.operatorAmount, locale) })}
          </>
        ) : null}
      </span>
      <span className={styles.lineTotal}>{formatMoney(total, locale)}</span>
    </li>
  );
}

/**
 * What lies between the goods and the total of the order as placed: the fees it paid (those
 * under their threshold) and the coupons it claimed (issue 32 item 3), as the checkout showed them.
 */
function OrderedCharges({ cart }: { cart: OrderDetail['cart'] }) {
  const locale = useLocale();
  const feeName = useFeeName();
  return (
    <>
      {feesDue(cart).map((fee) => (
        <SummaryRow key={fee.id} term={feeName(fee)}>
          {formatMoney(fee.value, locale)}
        </SummaryRow>
      ))}
      <CouponLines coupons={cart.coupons} />
    </>
  );
}
