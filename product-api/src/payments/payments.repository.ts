import { and, desc, eq, lt } from 'drizzle-orm';
import type { PaymentOutcome, PaymentProvider, PaymentStatus } from '../contract/payments';
import type { Database } from '../db/client';
import { orders, paymentEvents, payments } from '../db/schema';
import { givePlaceBack } from '../slots/slot-capacity.repository';

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

/**
 * PAYMENT_PENDING → TO_BE_PREPARED, conditionally: an order aborted meanwhile (or paid by another
 * session) stays as it is. Answers whether this statement moved it, and its status afterwards.
 */
export async function markOrderPaid(
  tx: Database,
  orderId: number,
  now: Date,
): Promise<{ moved: boolean; status: string | null }> {
  const [paid] = await tx
    .update(orders)
    .set({ status: 'TO_BE_PREPARED', paidAt: now, updatedAt: now })
    .where(and(eq(orders.id, orderId), eq(orders.status, 'PAYMENT_PENDING')))
    .returning({ status: orders.status });
  if (paid) return { moved: true, status: paid.status };
  const [current] = await tx.select({ status: orders.status }).from(orders).where(eq(orders.id, orderId));
  return { moved: false, status: current?.status ?? null };
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
 * Aborts one unpaid order and gives its slot's place back, in one transaction. The UPDATE is
 * conditional (still PAYMENT_PENDING, still past pay_by): when a payment confirmed it meanwhile, or
 * another instance aborted it first, nothing changes, so the place is given back exactly once
 * (by the slots' capacity writer, in this transaction).
 */
export async function abortUnpaidOrder(db: Database, orderId: number, now: Date): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [aborted] = await tx
      .update(orders)
      .set({ status: 'ABORTED', updatedAt: now })
      .where(and(eq(orders.id, orderId), eq(orders.status, 'PAYMENT_PENDING'), lt(orders.payBy, now)))
      .returning({ timeSlotId: orders.timeSlotId });
    if (!aborted) return false;
    if (aborted.timeSlotId !== null) {
      await givePlaceBack(tx, aborted.timeSlotId);
    }
    return true;
  });
}
