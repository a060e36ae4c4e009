'use client';

import type { PickList } from '@shop/product-api/contract/picking';
import { useLocale, useTranslations } from 'next-intl';
import { formatSlotWindow } from '@/lib/checkout/slot-time';
import { formatMoney } from '@/lib/format';
import styles from './pick-list.module.css';
import staffStyles from './staff.module.css';

/**
 * What the picker needs before the first shelf (issue 29 item 4): the order's code and status,
 * its slot, store and mode, the customer's first name and notes, how far picking has come, and
 * the totals (the final one once picking is done), each with the BCRS deposit it holds.
 */
export function PickOrderHeader({ pickList }: { pickList: PickList }) {
  const t = useTranslations('staff');
  const locale = useLocale();
  const { order, progress } = pickList;
  return (
    <header className={styles.orderHeader}>
      <div className={staffStyles.spreadRow}>
        <h1 className={staffStyles.title}>{t('pick.heading', { code: order.code })}</h1>
        <span className={staffStyles.badge} data-status={order.status}>
          {t(`statuses.${order.status}`)}
        </span>
      </div>
      <p className={styles.orderFacts}>
        {t('pick.slot', {
          store: order.storeName,
          window: formatSlotWindow(order.validFrom, order.validTo, locale),
        })}
        <br />
        {t(`modes.${order.deliveryMode}`)}
        {order.customerFirstName ? <> · {t('pick.customer', { name: order.customerFirstName })}</> : null}
      </p>
      {order.notes ? <p className={styles.note}>{t('pick.orderNotes', { notes: order.notes })}</p> : null}
      <div className={styles.progress}>
        <p id="pick-progress" className={styles.progressText}>
          {t('pick.progress', { done: progress.done, total: progress.total })}
        </p>
        <progress
          className={styles.progressBar}
          aria-labelledby="pick-progress"
          value={progress.done}
          max={Math.max(progress.total, 1)}
        />
      </div>
      <dl className={styles.totals}>
        <div>
          <dt>{t('pick.orderedTotal')}</dt>
          <dd>{formatMoney(order.orderedTotal, locale)}</dd>
        </div>
        {order.orderedDeposit > 0 ? (
          <div className={styles.depositLine}>
            <dt>{t('pick.depositIncluded')}</dt>
            <dd>{formatMoney(order.orderedDeposit, locale)}</dd>
          </div>
        ) : null}
        {order.finalTotal !== null ? (
          <div className={styles.finalTotal}>
            <dt>{t('pick.finalTotal')}</dt>
            <dd>{formatMoney(order.finalTotal, locale)}</dd>
          </div>
        ) : null}
        {order.finalDeposit !== null && order.finalDeposit > 0 ? (
          <div className={styles.depositLine}>
            <dt>{t('pick.depositIncluded')}</dt>
            <dd>{formatMoney(order.finalDeposit, locale)}</dd>
          </div>
        ) : null}
      </dl>
    </header>
  );
}
