import { randomBytes } from 'node:crypto';
import type { Language } from '../contract/catalogue';
import { isOnlinePaymentMethod } from '../contract/checkout';
import type { MoneyEvent, NotificationResult, PaymentOutcome, PaymentProvider } from '../contract/payments';
import type { Database } from '../db/client';
import type { DocumentSeller } from '../invoices/document-content';
import { ownedOrder } from '../orders/orders.repository';
import { moveOrder } from '../orders/order-transitions';
import { sessionPaymentEffects } from './order-payment-effects';
import type { PaymentGateway } from './payment-gateway';
import {
  lockHeldPayments,
  lockPaymentSession,
  openPaymentSession,
  recordCancelledAuthorisation,
  recordPaymentEvent,
  recordRelease,
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
  /** The shopper's language: the provider sends them back to the confirm page in it. */
  language: Language = 'en',
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
      language,
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
  /** The provider's own id of the authorised payment (a Stripe PaymentIntent), when it has one. */
  providerPaymentId?: string | null;
};

export type NotificationRefusal = 'unknownPayment' | 'amountMismatch' | 'replay';
export type NotificationOutcome =
  { ok: true; data: NotificationResult; refundDue: boolean } | { ok: false; refusal: NotificationRefusal };

/**
 * Applies a verified notification in one transaction: the event id is recorded with the change
 * (a replay finds it and changes nothing), the payment leaves PENDING once, and PAID (the amount
 * is authorised on the card) moves the order from PAYMENT_PENDING to TO_BE_PREPARED. A declined or
 * cancelled session leaves the order waiting, so the shopper can pay again until pay_by. An
 * authorisation that arrives for an order no longer waiting (aborted meanwhile, or paid by another
 * session) is kept as PAID and released at once through `gateway`; without one it is flagged
 * for a refund.
 */
export async function applyPaymentNotification(
  db: Database,
  notification: PaymentNotification,
  now: Date,
  gateway: PaymentGateway | null,
  seller: DocumentSeller,
  /** SHOP_PUBLIC_URL, for the links of the confirmation e-mail a paid order gets. */
  shopUrl: string,
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
    const settled = await settlePayment(
      tx,
      session.paymentId,
      notification.outcome,
      now,
      notification.providerPaymentId ?? null,
    );
    if (settled !== 'PAID') {
      // Held on the card for a session the order's abort cancelled (or the provider cancelled
      // before): given back at once where this server can.
      const heldForNothing =
        settled === null && notification.outcome === 'PAID' && session.status === 'CANCELLED';
      return {
        ok: true,
        data: { orderStatus: session.orderStatus, paymentStatus: settled ?? session.status },
        refundDue:
          heldForNothing && !(await releaseCancelledAuthorisation(tx, gateway, notification, session, now)),
      };
    }
    // PAYMENT_PENDING → TO_BE_PREPARED through the order state machine. Only the change that moved
    // the order counts it paid: a second paid session, or one for an order aborted meanwhile, took
    // money for nothing.
    const marked = await moveOrder(
      tx,
      session.orderId,
      { to: 'TO_BE_PREPARED', actor: { kind: 'payment' } },
      { now, payments: sessionPaymentEffects, seller, shopUrl },
    );
    const moved = marked.ok && marked.moved;
    return {
      ok: true,
      data: { orderStatus: marked.order?.status ?? session.orderStatus, paymentStatus: settled },
      refundDue:
        !moved && !(await releaseLateAuthorisation(tx, gateway, session.orderId, session.paymentId, now)),
    };
  });
}

/** Gives back an authorisation the order does not need; false when this server cannot. */
async function releaseLateAuthorisation(
  tx: Database,
  gateway: PaymentGateway | null,
  orderId: number,
  paymentId: number,
  now: Date,
): Promise<boolean> {
  const row = (await lockHeldPayments(tx, orderId)).find((held) => held.id === paymentId);
  if (!row || gateway?.provider !== row.provider) return false;
  if (await recordRelease(tx, row.id, now)) {
    await gateway.release({
      ref: row.ref,
      providerPaymentId: row.providerPaymentId,
      authorisedCents: row.authorisedCents,
    });
  }
  return true;
}

/** Releases what the provider authorised for a session already cancelled here; false when it cannot. */
async function releaseCancelledAuthorisation(
  tx: Database,
  gateway: PaymentGateway | null,
  notification: PaymentNotification,
  session: { paymentId: number; amountCents: number },
  now: Date,
): Promise<boolean> {
  if (gateway?.provider !== notification.provider) return false;
  const providerPaymentId = notification.providerPaymentId ?? null;
  if (await recordCancelledAuthorisation(tx, session.paymentId, providerPaymentId, now)) {
    await gateway.release({ ref: notification.ref, providerPaymentId, authorisedCents: session.amountCents });
  }
  return true;
}

/** A provider's word on authorised money, once its signature was verified. */
export type MoneyNotification = {
  provider: PaymentProvider;
  eventId: string;
  ref: string;
  event: MoneyEvent;
  amountCents: number;
};

/**
 * The provider confirms a capture, release or refund the shop asked for (order-payment-effects.ts
 * recorded it before asking). Nothing changes: the amount must be the one recorded (else
 * amountMismatch, for the route to refuse and log), and the event id is kept so a replay is
 * refused like any other.
 */
export async function confirmMoneyEvent(
  db: Database,
  notification: MoneyNotification,
  now: Date,
): Promise<NotificationOutcome> {
  return db.transaction(async (tx): Promise<NotificationOutcome> => {
    const session = await lockPaymentSession(tx, notification.provider, notification.ref);
    if (!session) return { ok: false, refusal: 'unknownPayment' };
    const row = (await lockHeldPayments(tx, session.orderId)).find((held) => held.id === session.paymentId);
    const recorded = {
      CAPTURED: row?.capturedCents,
      RELEASED: row?.releasedCents,
      REFUNDED: row?.refundedCents,
    }[notification.event];
    if (recorded !== notification.amountCents) return { ok: false, refusal: 'amountMismatch' };
    if (!(await recordPaymentEvent(tx, notification.provider, notification.eventId, now))) {
      return { ok: false, refusal: 'replay' };
    }
    return {
      ok: true,
      data: { orderStatus: session.orderStatus, paymentStatus: session.status },
      refundDue: false,
    };
  });
}
