import { and, desc, eq, lt } from 'drizzle-orm';
import type { PaymentOutcome, PaymentProvider, PaymentStatus } from '../contract/payments';
import type { Database } from '../db/client';
import { orders, paymentEvents, payments } from '../db/schema';

/** SQL of online payment (architecture, Code conventions: only repositories use the ORM). */

export type NewPayment = {
  orderId: number;
  provider: PaymentProvider;
  providerRef: string;
  amountCents: number;
};

/**
 * The reference of the order's open session with this provider for this amount, or of `payment`,
 * inserted when there is none. The order row is locked first, so two calls at once queue and the
 * second finds the first one's session.
 */
export async function openPaymentSession(db: Database, payment: NewPayment): Promise<string> {
  return db.transaction(async (tx) => {
    await tx.select({ id: orders.id }).from(orders).where(eq(orders.id, payment.orderId)).for('update');
    const [open] = await tx
      .select({ ref: payments.providerRef })
      .from(payments)
      .where(
        and(
          eq(payments.orderId, payment.orderId),
          eq(payments.provider, payment.provider),
          eq(payments.status, 'PENDING'),
          eq(payments.amountCents, payment.amountCents),
        ),
      )
      .orderBy(desc(payments.id))
      .limit(1);
    if (open) return open.ref;
    await tx.insert(payments).values(payment);
    return payment.providerRef;
  });
}

/** A payment session with what its page and its outcome need of the order. */
export type PaymentSession = {
  paymentId: number;
  status: string;
  amountCents: number;
  orderId: number;
  orderCode: string;
  orderStatus: string;
};

const sessionColumns = {
  paymentId: payments.id,
  status: payments.status,
  amountCents: payments.amountCents,
  orderId: orders.id,
  orderCode: orders.code,
  orderStatus: orders.status,
};

export async function findPaymentSession(
  db: Database,
  provider: PaymentProvider,
  ref: string,
): Promise<PaymentSession | null> {
  const [row] = await db
    .select(sessionColumns)
    .from(payments)
    .innerJoin(orders, eq(orders.id, payments.orderId))
    .where(and(eq(payments.provider, provider), eq(payments.providerRef, ref)))
    .limit(1);
  return row ?? null;
}

/** The same, with the payment row locked for the rest of the transaction (two notifications of one session queue). */
export async function lockPaymentSession(
  tx: Database,
  provider: PaymentProvider,
  ref: string,
): Promise<PaymentSession | null> {
  const [row] = await tx
    .select(sessionColumns)
    .from(payments)
    .innerJoin(orders, eq(orders.id, payments.orderId))
    .where(and(eq(payments.provider, provider), eq(payments.providerRef, ref)))
    .for('update', { of: payments })
    .limit(1);
  return row ?? null;
}

/**
 * Records the provider's event id; false when it was recorded before (a replay). Inserted in the
 * transaction that applies the event, so an event is either recorded and applied, or neither.
 */
export async function recordPaymentEvent(
  tx: Database,
  provider: PaymentProvider,
  eventId: string,
  now: Date,
): Promise<boolean> {
  const inserted = await tx
    .insert(paymentEvents)
    .values({ provider, eventId, receivedAt: now })
    .onConflictDoNothing()
    .returning({ eventId: paymentEvents.eventId });
  return inserted.length > 0;
}

/** Sets the outcome of a session still PENDING; a later, contradicting notification changes nothing. */
export async function settlePayment(
  tx: Database,
  paymentId: number,
  outcome: PaymentOutcome,
  now: Date,
): Promise<PaymentStatus | null> {
  const [row] = await tx
    .update(payments)
    .set({ status: outcome, updatedAt: now })
    .where(and(eq(payments.id, paymentId), eq(payments.status, 'PENDING')))
    .returning({ status: payments.status });
  return row ? outcome : null;
}

/** Online orders whose time to pay ran out by `now` (oldest first, a batch at a time). */
export async function findUnpaidOrderIds(db: Database, now: Date, limit: number): Promise<number[]> {
  const rows = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.status, 'PAYMENT_PENDING'), lt(orders.payBy, now)))
    .orderBy(orders.payBy)
    .limit(limit);
  return rows.map((row) => row.id);
}

/**
 * The order's sessions still waiting for the provider become CANCELLED (the order was aborted or
 * cancelled). A PAID notification that still arrives for one of them settles nothing and is
 * flagged for a refund (payments.service.ts).
 */
export async function cancelPendingSessions(tx: Database, orderId: number, now: Date): Promise<void> {
  await tx
    .update(payments)
    .set({ status: 'CANCELLED', updatedAt: now })
    .where(and(eq(payments.orderId, orderId), eq(payments.status, 'PENDING')));
}

/** Whether a session of the order was paid: money the shop holds for it. */
export async function orderWasPaid(tx: Database, orderId: number): Promise<boolean> {
  const [paid] = await tx
    .select({ id: payments.id })
    .from(payments)
    .where(and(eq(payments.orderId, orderId), eq(payments.status, 'PAID')))
    .limit(1);
  return paid !== undefined;
}
