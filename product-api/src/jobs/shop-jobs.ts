import { moveUnfinishedCarts } from '../carts/unfinished-carts';
import type { Config } from '../config';
import { sellerOf } from '../invoices/documents.service';
import { forgetIdempotencyKeysBefore } from '../orders/idempotency.repository';
import { abortUnpaidOrders } from '../payments/unpaid-orders';
import { materialiseSlots } from '../slots/slot-calendar';
import { releaseExpiredHolds } from '../slots/slot-holds.repository';
import { dailyAt, every } from './job-schedule';
import type { ScheduledJob } from './scheduled-job';

const MINUTE = 60_000;
/** A retried order placement comes within minutes; a day is plenty. */
const IDEMPOTENCY_KEY_LIFETIME_MS = 24 * 60 * MINUTE;

/**
 * The shop's scheduled work (issue 13 item 9). Each job acts on what it finds at `now`, so a run
 * repeated after a crash changes nothing more: slots are inserted only where missing, holds and
 * orders change status only from the state they were in, a moved cart is no longer open.
 */
export function shopJobs(
  config: Pick<Config, 'END_OF_DAY_TIME' | 'SHOP_LEGAL_NAME' | 'SHOP_LEGAL_ADDRESS' | 'SHOP_VAT_NUMBER'>,
): ScheduledJob[] {
  const seller = sellerOf(config);
  return [
    // New days come into the look-ahead at midnight; hourly also covers a first start and a restart.
    {
      name: 'slots:materialise',
      schedule: every(60 * MINUTE),
      run: (db, now) => materialiseSlots(db, now).then(() => {}),
    },
    {
      name: 'slots:release-expired-holds',
      schedule: every(30_000),
      run: (db, now) => releaseExpiredHolds(db, now).then(() => {}),
    },
    {
      name: 'orders:abort-unpaid',
      schedule: every(MINUTE),
      run: (db, now) => abortUnpaidOrders(db, now, seller).then(() => {}),
    },
    {
      name: 'carts:end-of-day-move',
      schedule: dailyAt(config.END_OF_DAY_TIME),
      run: (db, now) => moveUnfinishedCarts(db, now).then(() => {}),
    },
    {
      name: 'orders:forget-idempotency-keys',
      schedule: every(60 * MINUTE),
      run: (db, now) =>
        forgetIdempotencyKeysBefore(db, new Date(now.getTime() - IDEMPOTENCY_KEY_LIFETIME_MS)).then(() => {}),
    },
  ];
}
