'use client';

import type { OrderDetail } from '@shop/product-api/contract/orders';
import { useQuery } from '@tanstack/react-query';
import { ChevronLeft } from 'lucide-react';
import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useRef } from 'react';
import { CartScreenSkeleton } from '@/components/cart-create/cart-screen-skeleton';
import { FailureAlert } from '@/components/ui/failure-alert';
import { formatShopDateTime, formatSlotWindow } from '@/lib/checkout/slot-time';
import { paidAtTheStore } from '@/lib/cart/pick-up-modes';
import { formatMoney } from '@/lib/format';
import { ordersPageQuery } from '@/lib/orders/orders-address';
import { orderDetailQueryOptions } from '@/lib/orders/orders';
import { BffError } from '@/lib/queries/bff-error';
import { OrderActions } from './order-actions';
import { OrderLines } from './order-lines';
import { OrderDocuments } from './order-documents';
import { OrderPayment } from './order-payment';
import { OrderStatusBadge } from './order-status-badge';
import { OrderTimeline } from './order-timeline';
import styles from './orders.module.css';
import { QueryLink } from './query-link';

/** Spec §8: the API answers another customer's order, or none, as not found. */
const isNotFound = (error: unknown) =>
  error instanceof BffError && (error.status === 404 || (error.refused && error.code === 4004));

/**
 * One order in full (spec §2 Orders detail; issue 29 items 1 and 2), read again every few seconds
 * while it can still move (lib/orders/orders.ts), so a change made in the store shows without a
 * reload. The way back leads to the page of the list it was opened from.
 */
export function OrderDetailView({ orderId, fromPage }: { orderId: number; fromPage: number }) {
  const t = useTranslations('orders.detail');
  const order = useQuery(orderDetailQueryOptions(orderId));
  let body;
  if (order.isPending) body = <CartScreenSkeleton label={t('loading')} />;
  else if (order.isError)
    body = (
      <FailureAlert message={isNotFound(order.error) ? t('notFound') : t('loadFailed')} announce={false} />
    );
  else body = <OrderFull order={order.data} />;
  return (
    <div className={styles.stack}>
      <QueryLink query={ordersPageQuery(fromPage)} className={styles.back}>
        <ChevronLeft aria-hidden="true" size={20} />
        {t('backToList')}
      </QueryLink>
      {body}
    </div>
  );
}

function OrderFull({ order }: { order: OrderDetail }) {
  const t = useTranslations('orders');
  const locale = useLocale();
  const heading = useRef<HTMLHeadingElement>(null);
  // Opening an order replaces the list: the focus follows to what changed (architecture, Look and feel).
  useEffect(() => heading.current?.focus(), []);
  const { validFrom, validTo } = order.timeSlot;
  const total = order.operatorCart ? order.operatorCart.totalToPay : order.cart.totalToPay;

  return (
    <article className={styles.detail} aria-labelledby="order-heading">
      <header className={styles.detailHead}>
        <h2 id="order-heading" ref={heading} tabIndex={-1} className={styles.detailTitle}>
          {t('orderTitle', { code: order.code })}
        </h2>
        <OrderStatusBadge status={order.status} />
      </header>
      <dl className={styles.facts} aria-label={t('detail.facts')}>
        <Fact term={t('detail.placed')} value={formatShopDateTime(order.createdAt, locale)} />
        <Fact term={t('detail.mode')} value={t(`modes.${order.cart.deliveryMode}`)} />
        <Fact term={t('detail.store')} value={order.cart.storeDescription} />
        <Fact term={t('detail.slot')} value={formatSlotWindow(validFrom, validTo, locale)} />
        <Fact
          term={t('detail.payment')}
          value={
            paidAtTheStore(order.cart.deliveryMode, order.paymentMode)
              ? t(`paymentModesAtStore.${order.paymentMode}`)
              : t(`paymentModes.${order.paymentMode}`)
          }
        />
        <Fact term={t('detail.total')} value={formatMoney(total, locale)} />
      </dl>
      <OrderTimeline order={order} />
      <OrderLines order={order} />
      <OrderPayment order={order} />
      <OrderDocuments orderId={order.id} documents={order.documents} />
      <OrderActions order={order} />
    </article>
  );
}

function Fact({ term, value }: { term: string; value: string }) {
  return (
    <div>
      <dt>{term}</dt>
      <dd>{value}</dd>
    </div>
  );
}
