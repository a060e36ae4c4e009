'use client';

import type { StaffSlotGroup } from '@shop/product-api/contract/staff';
import { useLocale, useTranslations } from 'next-intl';
import { Link } from '@/i18n/navigation';
import { formatSlotTime } from '@/lib/checkout/slot-time';
import styles from './staff.module.css';

/**
 * The orders of a day, one section per store and slot, earliest first (issue 29 item 4); each
 * order opens its pick list.
 */
export function StaffSlotList({ slots }: { slots: readonly StaffSlotGroup[] }) {
  const t = useTranslations('staff');
  const locale = useLocale();
  return (
    <div className={styles.slots}>
      {slots.map((slot) => {
        const headingId = `slot-${slot.storeId}-${slot.validFrom}`;
        return (
          <section key={headingId} aria-labelledby={headingId} className={styles.slot}>
            <h2 id={headingId} className={styles.slotTitle}>
              {t('orders.slot', {
                store: slot.storeName,
                from: formatSlotTime(slot.validFrom, locale),
                to: formatSlotTime(slot.validTo, locale),
              })}
              <span className={styles.count}>{t('orders.orderCount', { count: slot.orders.length })}</span>
            </h2>
            <ul className={styles.orders}>
              {slot.orders.map((order) => (
                <li key={order.id}>
                  <Link href={`/ops/orders/${order.id}`} className={styles.order}>
                    <div className={styles.spreadRow}>
                      <span className={styles.code}>{t('orders.code', { code: order.code })}</span>
                      <span className={styles.badge} data-status={order.status}>
                        {t(`statuses.${order.status}`)}
                      </span>
                    </div>
                    <p className={styles.details}>
                      {t(`modes.${order.deliveryMode}`)} · {t('orders.lines', { count: order.lineCount })}
                      {order.customerFirstName && (
                        <> · {t('orders.customer', { name: order.customerFirstName })}</>
                      )}
                    </p>
                  </Link>
                </li>
              ))}
            </ul>
          </section>
        );
      })}
    </div>
  );
}
