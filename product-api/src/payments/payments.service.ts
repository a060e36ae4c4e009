import { randomBytes } from 'node:crypto';
import { isOnlinePaymentMethod } from '../contract/checkout';
import type { NotificationResult, PaymentOutcome, PaymentProvider } from '../contract/payments';
import type { Database } from '../db/client';
import { ownedOrder } from '../orders/orders.repository';
import { moveOrder } from '../orders/order-transitions';
import { applyOrderPaymentEffect } from './order-payment-effects';
import type { PaymentGateway } from './payment-gateway';
import {
  lockPaymentSession,
  openPaymentSession,
  recordPaymentEvent,
  settlePayment,
} from './payments.repository';

/**
 * Online payment rules (spec §2 payments, §4 order statuses, issue 13 item 7): a PAYMENT_PENDING
 * order may open payment sessions until its pay_by; the provider's verified notification settles
 * one session, and a paid one moves the order on to TO_BE_PREPARED.
 */

export type AuthorizeRefusal = 'notFound' | 'wrongStatus' | 'providerUnavailable' | 'providerFailed';
export type AuthorizeResult = { ok: true; url: string } | { ok: false; refusal: AuthorizeRefusal };

export type AuthorizeDeps = {
  db: Database;
  /** The provider this instance pays with (PAYMENT_PROVIDER); null when it takes no online payment. */
  gateway: PaymentGateway | null;
  now: Date;
  log: { warn: (details: object, message: string) => void };
};

/** 128 random bits, URL-safe: the session's name in the sandbox page's URL and in the provider's metadata. */
export const newPaymentRef = (): string => randomBytes(16).toString('base64url').replace(/^-/, 'r');

export async function authorizePayment(
  deps: AuthorizeDeps,
  userId: number,
  provider: PaymentProvider,
  orderId: number,
): Promise<AuthorizeResult> {
  const order = await ownedOrder(deps.db, userId, orderId);
  // Another customer's order reads as missing (architecture, The API contract: never leak that it
  // exists).
  if (!order) return { ok: false, refusal: 'notFound' };
  const gateway = deps.gateway;
  if (!gateway || provider !== gateway.provider) return { ok: false, refusal: 'providerUnavailable' };
  // Paid, aborted, or a cash order: nothing to pay. Past pay_by the abort job is about to run.
  const payable =
    order.status === 'PAYMENT_PENDING' &&
    isOnlinePaymentMethod(order.paymentMode) &&
    (order.payBy === null || order.payBy > deps.now);
  if (!payable) return { ok: false, refusal: 'wrongStatus' };

  // The spec's authorize is a GET, which any page can make a signed-in browser call: it must not
  // open a session per call. The order's open session is answered again (the sandbox's page is
  // named by its reference, Stripe gives the same session back for the same idempotency key); a
  // new one only when the last was declined or cancelled.
  const ref = await openPaymentSession(deps.db, {
    orderId: order.id,
    provider,
    providerRef: newPaymentRef(),
    amountCents: order.preAuthorisedCents,
  });
  try {
    const { url } = await gateway.startSession({
      ref,
      orderId: order.id,
      orderCode: order.code,
      amountCents: order.preAuthorisedCents,
    });
    return { ok: true, url };
  } catch (error) {
    deps.log.warn({ err: error, orderId: order.id, provider }, 'payment session not opened');
    return { ok: false, refusal: 'providerFailed' };
  }
}

/** A provider's notification, once its signature was verified. */
export type PaymentNotification = {
  provider: PaymentProvider;
  eventId: string;
  ref: string;
  outcome: PaymentOutcome;
  /** What the provider says it settled; null when its event does not carry it. */
  amountCents: number | null;
};

export type NotificationRefusal = 'unknownPayment' | 'amountMismatch' | 'replay';
export type NotificationOutcome =
  { ok: true; data: NotificationResult; refundDue: boolean } | { ok: false; refusal: NotificationRefusal };

/**
 * Applies a verified notification in one transaction: the event id is recorded with the change
 * (a replay finds it and changes nothing), the payment leaves PENDING once, and PAID moves the order
 * from PAYMENT_PENDING to TO_BE_PREPARED. A declined or cancelled session leaves the order waiting,
 * so the shopper can pay again until pay_by. A payment that arrives for an order no longer waiting
 * (aborted meanwhile, or paid by another session) is kept as PAID and flagged for a refund.
 */
export async function applyPaymentNotification(
  db: Database,
  notification: PaymentNotification,
  now: Date,
): Promise<NotificationOutcome> {
  return db.transaction(async (tx): Promise<NotificationOutcome> => {
    const session = await lockPaymentSession(tx, notification.provider, notification.ref);
    if (!session) return { ok: false, refusal: 'unknownPayment' };
    if (notification.amountCents !== null && notification.amountCents !== session.amountCents) {
      return { ok: false, refusal: 'amountMismatch' };
    }
    if (!(await recordPaymentEvent(tx, notification.provider, notification.eventId, now))) {
      return { ok: false, refusal: 'replay' };
    }
    const settled = await settlePayment(tx, session.paymentId, notification.outcome, now);
    if (settled !== 'PAID') {
      return {
        ok: true,
        data: { orderStatus: session.orderStatus, paymentStatus: settled ?? session.status },
        // Money taken for a session the order's abort cancelled (or the provider cancelled before).
        refundDue: settled === null && notification.outcome === 'PAID' && session.status === 'CANCELLED',
      };
    }
    // PAYMENT_PENDING → TO_BE_PREPARED through the order state machine. Only the change that moved
    // the order counts it paid: a second paid session, or one for an order aborted meanwhile, took
    // money for nothing.
    const marked = await moveOrder(
      tx,
      session.orderId,
      { to: 'TO_BE_PREPARED', actor: { kind: 'payment' } },
      { now, payments: applyOrderPaymentEffect },
    );
    const moved = marked.ok && marked.moved;
    return {
      ok: true,
      data: { orderStatus: marked.order?.status ?? session.orderStatus, paymentStatus: settled },
      refundDue: !moved,
    };
  });
}
