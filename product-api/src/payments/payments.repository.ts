import { and, desc, eq, isNull, lt, sql } from 'drizzle-orm';
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

/**
 * Sets the outcome of a session still PENDING; a later, contradicting notification changes nothing.
 * PAID is an authorisation: the session's amount is held on the card from now on.
 */
export async function settlePayment(
  tx: Database,
  paymentId: number,
  outcome: PaymentOutcome,
  now: Date,
  providerPaymentId: string | null = null,
): Promise<PaymentStatus | null> {
  const authorised =
    outcome === 'PAID'
      ? { authorisedCents: sql`${payments.amountCents}`, authorisedAt: now, providerPaymentId }
      : {};
  const [row] = await tx
    .update(payments)
    .set({ status: outcome, updatedAt: now, ...authorised })
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

/** An authorised payment of an order and what became of it, amounts in cents (null: not yet). */
export type HeldPaymentRow = {
  id: number;
  provider: string;
  ref: string;
  providerPaymentId: string | null;
  authorisedCents: number;
  capturedCents: number | null;
  releasedCents: number | null;
  refundedCents: number | null;
};

const heldColumns = {
  id: payments.id,
  provider: payments.provider,
  ref: payments.providerRef,
  providerPaymentId: payments.providerPaymentId,
  authorisedCents: payments.authorisedCents,
  capturedCents: payments.capturedCents,
  releasedCents: payments.releasedCents,
  refundedCents: payments.refundedCents,
};

const held = (rows: (Omit<HeldPaymentRow, 'authorisedCents'> & { authorisedCents: number | null })[]) =>
  rows.flatMap((row) =>
    row.authorisedCents === null ? [] : [{ ...row, authorisedCents: row.authorisedCents }],
  );

/**
 * The order's authorised payments, oldest first, locked for the rest of the transaction: the
 * capture, release and refund of one order queue here, so each is decided once on what the row says.
 */
export async function lockHeldPayments(tx: Database, orderId: number): Promise<HeldPaymentRow[]> {
  const rows = await tx
    .select(heldColumns)
    .from(payments)
    .where(and(eq(payments.orderId, orderId), eq(payments.status, 'PAID')))
    .orderBy(payments.id)
    .for('update');
  return held(rows);
}

/** The order's authorised payments as the customer's order page shows them (no lock). */
export async function findHeldPayments(db: Database, orderId: number): Promise<HeldPaymentRow[]> {
  const rows = await db
    .select(heldColumns)
    .from(payments)
    .where(and(eq(payments.orderId, orderId), eq(payments.status, 'PAID')))
    .orderBy(payments.id);
  return held(rows);
}

/**
 * Records the capture (and the release of the rest) of a payment not captured nor released
 * before; false when it was, so a capture is recorded once whatever is re-sent.
 */
export async function recordCapture(
  tx: Database,
  paymentId: number,
  amounts: { captureCents: number; releaseCents: number },
  now: Date,
): Promise<boolean> {
  const rows = await tx
    .update(payments)
    .set({
      capturedCents: amounts.captureCents,
      capturedAt: now,
      releasedCents: amounts.releaseCents,
      releasedAt: now,
      updatedAt: now,
    })
    .where(and(eq(payments.id, paymentId), isNull(payments.capturedAt), isNull(payments.releasedAt)))
    .returning({ id: payments.id });
  return rows.length > 0;
}

/** Records that the whole authorisation went back, once. */
export async function recordRelease(tx: Database, paymentId: number, now: Date): Promise<boolean> {
  const rows = await tx
    .update(payments)
    .set({ releasedCents: sql`${payments.authorisedCents}`, releasedAt: now, updatedAt: now })
    .where(and(eq(payments.id, paymentId), isNull(payments.capturedAt), isNull(payments.releasedAt)))
    .returning({ id: payments.id });
  return rows.length > 0;
}

/**
 * An authorisation the provider confirmed for a session already CANCELLED here: recorded as held
 * and released at once (the status stays CANCELLED, the session's outcome on our side), once.
 */
export async function recordCancelledAuthorisation(
  tx: Database,
  paymentId: number,
  providerPaymentId: string | null,
  now: Date,
): Promise<boolean> {
  const rows = await tx
    .update(payments)
    .set({
      authorisedCents: sql`${payments.amountCents}`,
      authorisedAt: now,
      releasedCents: sql`${payments.amountCents}`,
      releasedAt: now,
      providerPaymentId,
      updatedAt: now,
    })
    .where(and(eq(payments.id, paymentId), eq(payments.status, 'CANCELLED'), isNull(payments.releasedAt)))
    .returning({ id: payments.id });
  return rows.length > 0;
}

/** Records that what was captured went back, once. */
export async function recordRefund(tx: Database, paymentId: number, now: Date): Promise<boolean> {
  const rows = await tx
    .update(payments)
    .set({ refundedCents: sql`${payments.capturedCents}`, refundedAt: now, updatedAt: now })
    .where(and(eq(payments.id, paymentId), isNull(payments.refundedAt)))
    .returning({ id: payments.id });
  return rows.length > 0;
}

/** The order's final total, read inside the capture's transaction (written there just before). */
export async function finalTotalOf(tx: Database, orderId: number): Promise<number | null> {
  const [row] = await tx
    .select({ finalTotalCents: orders.finalTotalCents })
    .from(orders)
    .where(eq(orders.id, orderId));
  return row?.finalTotalCents ?? null;
}
