'use client';

import type { OrderSummary } from '@shop/product-api/contract/orders';
import { useQuery } from '@tanstack/react-query';
import { ChevronRight } from 'lucide-react';
import { useLocale, useTranslations } from 'next-intl';
import { useEffect } from 'react';
import { CartScreenSkeleton } from '@/components/cart-create/cart-screen-skeleton';
import buttons from '@/components/ui/button.module.css';
import { FailureAlert } from '@/components/ui/failure-alert';
import { Pager } from '@/components/ui/pager';
import { Link } from '@/i18n/navigation';
import { formatSlotWindow } from '@/lib/checkout/slot-time';
import { formatMoney } from '@/lib/format';
import { orderQuery, ordersPageQuery, pageWithin } from '@/lib/orders/orders-address';
import { orderPageQueryOptions } from '@/lib/orders/orders';
import { showAddressQuery } from '@/lib/use-address-query';
import { OrderStatusBadge } from './order-status-badge';
import styles from './orders.module.css';
import { QueryLink } from './query-link';

/**
 * A page of the customer's orders (spec §2: 5 a page, newest first), each a link to its detail,
 * and the pager. The page is in the address (`?p=`), so back and forward step through pages; a
 * page outside 0..totalPages-1 is replaced by the nearest one that exists (spec §2).
 */
export function OrderList({ page }: { page: number }) {
  const t = useTranslations('orders');
  const list = useQuery(orderPageQueryOptions(page));
  const totalPages = list.data?.totalPages;

  useEffect(() => {
    if (totalPages === undefined) return;
    const within = pageWithin(page, totalPages);
    if (within !== null && within !== page) showAddressQuery(ordersPageQuery(within), true);
  }, [page, totalPages]);

  if (list.isPending) return <CartScreenSkeleton label={t('loading')} />;
  if (list.isError) {
    return (
      <div className={styles.stack}>
        <FailureAlert message={t('loadFailed')} announce={false} />
        <button type="button" className={buttons.secondary} onClick={() => void list.refetch()}>
          {t('retry')}
        </button>
      </div>
    );
  }
  if (list.data.totalPages === 0 || (list.data.data.length === 0 && page === 0)) {
    return (
      <div className={styles.empty}>
        <p className={styles.emptyTitle}>{t('empty')}</p>
        <p>{t('emptyHint')}</p>
        <Link href="/" className={buttons.primary}>
          {t('startShopping')}
        </Link>
      </div>
    );
  }
  return (
    <div className={styles.stack}>
      <ul className={styles.list} aria-label={t('listLabel')}>
        {list.data.data.map((order) => (
          <li key={order.id}>
            <OrderCard order={order} page={page} />
          </li>
        ))}
      </ul>
      <Pager
        page={page}
        totalPages={list.data.totalPages}
        hrefFor={(target) => ordersPageQuery(target) || '?'}
        onSelect={(target) => {
          showAddressQuery(ordersPageQuery(target));
          // The new page starts at its first order, not at the pager it was chosen from.
          document.documentElement.scrollTop = 0;
        }}
        label={t('pagesLabel')}
      />
    </div>
  );
}

function OrderCard({ order, page }: { order: OrderSummary; page: number }) {
  const t = useTranslations('orders');
  const locale = useLocale();
  const { validFrom, validTo } = order.timeSlot;
  return (
    <QueryLink query={orderQuery(order.id, page)} className={styles.card}>
      <span className={styles.cardHead}>
        <span className={styles.cardTitle}>{t('orderTitle', { code: order.code })}</span>
        <OrderStatusBadge status={order.status} />
      </span>
      <span>{formatSlotWindow(validFrom, validTo, locale)}</span>
      <span className={styles.muted}>
        {t(`modes.${order.deliveryMode}`)} · {order.storeDescription}
      </span>
      <span className={styles.cardFoot}>
        <span>{t('items', { count: order.itemsCount })}</span>
        <span className={styles.total}>{formatMoney(order.total, locale)}</span>
        <ChevronRight aria-hidden="true" size={20} className={styles.chevron} />
      </span>
    </QueryLink>
  );
}
