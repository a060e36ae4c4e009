import type { AttemptLimit } from '../auth/attempt-limit';
import type { AttemptRule } from '../auth/attempt-limit-rules';
import type { ThrottleRefusal } from '../auth/login-throttle-rules';
import type { Language } from '../contract/catalogue';
import { isOnlinePaymentMethod } from '../contract/checkout';
import {
  CARD_CHECK_CENTS,
  methodTypeOfProvider,
  providerOfMethodType,
  type LinkedMethodType,
  type LinkedPaymentMethod,
  type LinkedPaymentResult,
} from '../contract/payment-methods';
import type { PaymentProvider } from '../contract/payments';
import type { Database } from '../db/client';
import { ownedOrder } from '../orders/orders.repository';
import type { PaymentGateway } from './payment-gateway';
import {
  deleteLinkedMethod,
  findLinkedMethod,
  findLinkedMethods,
  insertBoarding,
  lockBoarding,
  settleBoarding,
  upsertLinkedMethod,
  type LinkedMethodRow,
} from './payment-methods.repository';
import { findPaymentSession, openPaymentSession, recordPaymentEvent } from './payments.repository';
import { newPaymentRef } from './payments.service';

/**
 * Linked cards (spec §2 payments, §4 card linking, §7 /cli/pay/paymentmethod; issue 32 item 5;
 * README: Linked cards): the list, removal, the linking flow at the provider and its signed
 * outcome, and an order paid with the linked card without the provider's page.
 */

const methodOf = (row: LinkedMethodRow): LinkedPaymentMethod | null => {
  const provider = row.provider === 'apcopay' || row.provider === 'stripe' ? row.provider : null;
  if (!provider) return null;
  return {
    paymentMethodType: methodTypeOfProvider[provider],
    brand: row.brand,
    last4: row.last4,
    linkedAt: row.linkedAt.toISOString(),
  };
};

export async function linkedMethodsOf(db: Database, userId: number): Promise<LinkedPaymentMethod[]> {
  return (await findLinkedMethods(db, userId)).flatMap((row) => methodOf(row) ?? []);
}

/** Removes the customer's card of that type (one not linked changes nothing); answers the list left. */
export async function removeLinkedMethod(
  db: Database,
  userId: number,
  type: LinkedMethodType,
): Promise<LinkedPaymentMethod[]> {
  await deleteLinkedMethod(db, userId, providerOfMethodType[type]);
  return linkedMethodsOf(db, userId);
}

export type BoardingDeps = {
  db: Database;
  gateway: PaymentGateway | null;
  limit: AttemptLimit;
  rule: AttemptRule;
  now: Date;
  log: { warn: (details: object, message: string) => void };
};

export type BoardingStart =
  | { ok: true; url: string }
  | { ok: false; refusal: 'providerUnavailable' | 'providerFailed' }
  | { ok: false; refusal: 'tooManyAttempts'; verdict: ThrottleRefusal };

/**
 * Opens a linking flow at the server's provider and answers the page to open in a new tab. Each
 * start opens a session at the provider, so one customer may start only so many an hour (counted
 * before the provider is asked).
 */
export async function startCardBoarding(
  deps: BoardingDeps,
  userId: number,
  language: Language = 'en',
): Promise<BoardingStart> {
  const gateway = deps.gateway;
  if (!gateway) return { ok: false, refusal: 'providerUnavailable' };
  const verdict = await deps.limit.count(deps.rule, `customer-${userId}`);
  if (!verdict.allowed) return { ok: false, refusal: 'tooManyAttempts', verdict };
  const ref = newPaymentRef();
  await insertBoarding(deps.db, { userId, provider: gateway.provider, ref, createdAt: deps.now });
  try {
    const { url } = await gateway.startBoarding({ ref, userId, language });
    return { ok: true, url };
  } catch (error) {
    deps.log.warn({ err: error, userId, provider: gateway.provider }, 'card boarding not opened');
    return { ok: false, refusal: 'providerFailed' };
  }
}

/** The provider's word on a boarding, its signature verified. */
export type BoardingNotification = {
  provider: PaymentProvider;
  eventId: string;
  ref: string;
} & (
  | {
      outcome: 'LINKED';
      cardRef: string;
      brand: string | null;
      last4: string | null;
      /** The check authorisation of spec §5, as the provider made and released it; null when it does its own. */
      check: { authorisedCents: number; releasedCents: number } | null;
    }
  | { outcome: 'CANCELLED' }
);

export type BoardingRefusal = 'unknownBoarding' | 'checkNotReleased' | 'replay';
export type BoardingOutcome =
  { ok: true; boardingStatus: 'LINKED' | 'CANCELLED' } | { ok: false; refusal: BoardingRefusal };

/**
 * Applies a verified boarding notification in one transaction: the event id is recorded with the
 * change (a replay changes nothing), the boarding leaves PENDING once, and LINKED saves the card as
 * the customer's card of that provider (replacing an earlier one). A check authorisation that was
 * not released in full is refused: the customer must never pay for linking a card.
 */
export function applyBoardingNotification(
  db: Database,
  notification: BoardingNotification,
  now: Date,
): Promise<BoardingOutcome> {
  return db.transaction(async (tx): Promise<BoardingOutcome> => {
    const boarding = await lockBoarding(tx, notification.provider, notification.ref);
    if (!boarding) return { ok: false, refusal: 'unknownBoarding' };
    if (
      notification.outcome === 'LINKED' &&
      notification.check !== null &&
      (notification.check.authorisedCents !== CARD_CHECK_CENTS ||
        notification.check.releasedCents !== notification.check.authorisedCents)
    ) {
      return { ok: false, refusal: 'checkNotReleased' };
    }
    if (!(await recordPaymentEvent(tx, notification.provider, notification.eventId, now))) {
      return { ok: false, refusal: 'replay' };
    }
    // What the boarding became: this event's outcome, or the one an earlier event settled.
    const settledBefore = boarding.status === 'CANCELLED' ? 'CANCELLED' : 'LINKED';
    if (notification.outcome === 'CANCELLED') {
      const settled = await settleBoarding(tx, boarding.id, { status: 'CANCELLED' }, now);
      return { ok: true, boardingStatus: settled ? 'CANCELLED' : settledBefore };
    }
    const check = notification.check;
    const settled = await settleBoarding(
      tx,
      boarding.id,
      check
        ? {
            status: 'LINKED',
            checkAuthorisedCents: check.authorisedCents,
            checkReleasedCents: check.releasedCents,
          }
        : { status: 'LINKED' },
      now,
    );
    // A boarding links once: a second event of the same flow (a new event id) finds it settled.
    if (settled) {
      await upsertLinkedMethod(tx, {
        userId: boarding.userId,
        provider: notification.provider,
        providerRef: notification.cardRef,
        brand: notification.brand,
        last4: notification.last4,
        linkedAt: now,
      });
    }
    return { ok: true, boardingStatus: settled ? 'LINKED' : settledBefore };
  });
}

export type LinkedPaymentRefusal = 'notFound' | 'wrongStatus' | 'noLinkedCard' | 'providerUnavailable';
export type LinkedPaymentOutcome =
  { ok: true; data: LinkedPaymentResult } | { ok: false; refusal: LinkedPaymentRefusal };

export type LinkedPaymentDeps = { db: Database; gateway: PaymentGateway | null; now: Date };

/**
 * Pays a PAYMENT_PENDING order with the caller's linked card of the server's provider, the shopper
 * staying in the shop (issue 32 item 5). The order's open session is used as the authorize call
 * does (two calls at once share one session, so the card is asked once per session); the
 * provider's notification settles it as for a payment made on its page. PAID: the order went on to
 * TO_BE_PREPARED; PENDING: the provider's word is still to come; DECLINED: the provider refused and
 * the shopper may pay on its page instead.
 */
export async function payWithLinkedCard(
  deps: LinkedPaymentDeps,
  userId: number,
  orderId: number,
): Promise<LinkedPaymentOutcome> {
  const order = await ownedOrder(deps.db, userId, orderId);
  if (!order) return { ok: false, refusal: 'notFound' };
  const gateway = deps.gateway;
  if (!gateway) return { ok: false, refusal: 'providerUnavailable' };
  const payable =
    order.status === 'PAYMENT_PENDING' &&
    isOnlinePaymentMethod(order.paymentMode) &&
    (order.payBy === null || order.payBy > deps.now);
  if (!payable) return { ok: false, refusal: 'wrongStatus' };
  const card = await findLinkedMethod(deps.db, userId, gateway.provider);
  if (!card) return { ok: false, refusal: 'noLinkedCard' };

  const ref = await openPaymentSession(deps.db, {
    orderId: order.id,
    provider: gateway.provider,
    providerRef: newPaymentRef(),
    amountCents: order.preAuthorisedCents,
  });
  const asked = await gateway.authoriseLinkedCard(
    { ref, orderId: order.id, orderCode: order.code, amountCents: order.preAuthorisedCents },
    { providerRef: card.providerRef },
  );
  if (!asked) return { ok: true, data: { orderId: order.id, paymentStatus: 'DECLINED' } };
  // The sandbox has settled the session by now; Stripe's webhook may still be on its way, and
  // until it comes the confirm page shows the order waiting for the payment, as after its page.
  const session = await findPaymentSession(deps.db, gateway.provider, ref);
  const paymentStatus =
    session?.status === 'PAID' ? 'PAID' : session?.status === 'PENDING' ? 'PENDING' : 'DECLINED';
  return { ok: true, data: { orderId: order.id, paymentStatus } };
}
