import type { Database } from '../db/client';
import type { DocumentSeller } from '../invoices/document-content';
import { lockOrder } from '../orders/order-status.repository';
import { moveOrder } from '../orders/order-transitions';
import { sessionPaymentEffects } from './order-payment-effects';
import { findUnpaidOrderIds } from './payments.repository';

/** Orders aborted per query: a backlog (the API was down for hours) is worked off in bounded steps. */
const BATCH_SIZE = 100;

/**
 * The auto-abort of spec §4 ("an unpaid online payment is aborted automatically after a
 * stipulated time", PAYMENT_TIMEOUT_MINUTES): every PAYMENT_PENDING order whose pay_by is before
 * `now` becomes ABORTED through the order state machine (docs/order-lifecycle.md), which gives its
 * slot's place back, each in its own transaction. Idempotent, as a scheduled job must be
 * (jobs/scheduled-job.ts): it acts on what it finds at `now`, and a second run, or another
 * instance racing it, aborts nothing twice. Answers how many it aborted. An abort issues no
 * receipt, but the state machine is given the deployment's seller like every caller.
 */
export async function abortUnpaidOrders(db: Database, now: Date, seller: DocumentSeller): Promise<number> {
  let aborted = 0;
  for (;;) {
    const ids = await findUnpaidOrderIds(db, now, BATCH_SIZE);
    for (const id of ids) if (await abortUnpaidOrder(db, id, now, seller)) aborted += 1;
    // An order that could not be aborted (paid meanwhile) is no longer PAYMENT_PENDING, so a full
    // batch always means there may be more, never the same ones again.
    if (ids.length < BATCH_SIZE) return aborted;
  }
}

/**
 * Aborts one unpaid order. Under the order's lock it is checked again (still waiting, still past
 * pay_by): a payment confirmed meanwhile, or another instance's abort, leaves it as it is, so the
 * place is given back exactly once.
 */
async function abortUnpaidOrder(
  db: Database,
  orderId: number,
  now: Date,
  seller: DocumentSeller,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const order = await lockOrder(tx, orderId);
    if (order?.status !== 'PAYMENT_PENDING' || order.payBy === null || order.payBy >= now) return false;
    const outcome = await moveOrder(
      tx,
      orderId,
      { to: 'ABORTED', actor: { kind: 'job' } },
      { now, payments: sessionPaymentEffects, seller },
    );
    return outcome.ok && outcome.moved;
  });
}
