'use client';

import type { OrderDetail } from '@shop/product-api/contract/orders';
import { CircleCheck } from 'lucide-react';
import { useLocale, useTranslations } from 'next-intl';
import { formatShopDateTime, formatSlotTime, formatSlotWindow } from '@/lib/checkout/slot-time';
import { nextStepOf } from '@/lib/orders/order-progress';
import styles from './orders.module.css';

/**
 * The order's way so far (issue 29 item 2): each status it passed through with its time on the
 * shop's clock (Malta), oldest first, under the step expected next. The next step sits in a
 * polite live region, so a shopper using a screen reader hears a change the store makes while the page
 * is open.
 */
export function OrderTimeline({ order }: { order: OrderDetail }) {
  const t = useTranslations('orders');
  const locale = useLocale();
  const next = useNextStepText(order);
  return (
    <section className={styles.section} aria-labelledby="order-timeline">
      <h3 id="order-timeline" className={styles.sectionTitle}>
        {t('detail.timelineHeading')}
      </h3>
      <p className={styles.next} aria-live="polite">
        {next}
      </p>
      <ol className={styles.timeline}>
        {order.history.map((entry) => (
          <li key={`${entry.status}-${entry.at}`} className={styles.step}>
            <CircleCheck aria-hidden="true" size={20} className={styles.stepIcon} />
            <span className={styles.stepText}>
              <span className={styles.stepStatus}>{t(`statuses.${entry.status}`)}</span>
              <span className={styles.muted}>
                <time dateTime={entry.at}>{formatShopDateTime(entry.at, locale)}</time>
                {` · ${t(`detail.by.${entry.actor}`)}`}
              </span>
              {entry.note ? <span className={styles.muted}>{entry.note}</span> : null}
            </span>
          </li>
        ))}
      </ol>
    </section>
  );
}

/** 'Ready for collection at Birkirkara from 10:00' and the like, or null once the order is final. */
function useNextStepText(order: OrderDetail): string | null {
  const t = useTranslations('orders.next');
  const locale = useLocale();
  const { validFrom, validTo } = order.timeSlot;
  const slot = formatSlotWindow(validFrom, validTo, locale);
  switch (nextStepOf(order.status)) {
    case 'pay':
      return order.payBy ? t('payBy', { time: formatSlotTime(order.payBy, locale) }) : t('pay');
    case 'toBePrepared':
      return t('toBePrepared', { slot });
    case 'beingPrepared':
      return t('beingPrepared');
    case 'finishing':
      return t('finishing');
    case 'readyForCollection':
      return t('readyForCollection', {
        store: order.cart.storeDescription,
        time: formatSlotTime(validFrom, locale),
      });
    case 'outForDelivery':
      return t('outForDelivery', { slot });
    default:
      return null;
  }
}
