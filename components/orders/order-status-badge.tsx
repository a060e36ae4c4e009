'use client';

import type { OrderStatus } from '@shop/product-api/contract/checkout';
import { useTranslations } from 'next-intl';
import { toneOf } from '@/lib/orders/order-progress';
import styles from './orders.module.css';

/** An order's status in words, coloured by what it asks of the shopper (waiting, moving, done, stopped). */
export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  const t = useTranslations('orders');
  return <span className={`${styles.badge} ${styles[toneOf(status)]}`}>{t(`statuses.${status}`)}</span>;
}
