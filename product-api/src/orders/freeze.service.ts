import { createHash } from 'node:crypto';
import { z } from 'zod';
import { findBillingAddresses } from '../addresses/addresses.repository';
import { cartViewOfRow } from '../carts/cart-reading.service';
import { claimAppliedCoupons, lockedUsableCouponsOf } from '../coupons/coupon-orders.service';
import type { Language } from '../contract/catalogue';
import { findCartLines, findDeliveryMode, type CartLineRow } from '../carts/carts.repository';
import { cartSchema, type Cart } from '../contract/cart';
import { centsOf } from '../contract/money';
import { SHOP_RULES } from '../contract/shop-rules';
import {
  isCompleteForInvoice,
  isOnlinePaymentMethod,
  freezeResponseSchema,
  type FreezeRequest,
  type FreezeResponse,
} from '../contract/checkout';
import { ResponseCode, type ResponseCodeValue } from '../contract/envelope';
import type { Database } from '../db/client';
import { enqueueMail } from '../mail/mail-outbox';
import { checkOrderMinimum } from '../pricing/order-minimum';
import { claimSlot } from '../slots/slot-claim.repository';

import { claimIdempotencyKey, storeIdempotentAnswer } from './idempotency.repository';
import { placedStatusOf } from './order-lifecycle';
import { orderConfirmationText } from './order-mail';
import { insertStatusHistory } from './order-status.repository';
import { orderViewOf } from './order-view';
import {
  accountEmailOf,
  insertOrder,
  lockOwnedCart,
  markCartOrdered,
  orderOfCart,
} from './orders.repository';

/**
 * Order placement (POST /cart/freeze, spec §4 checkout, issue 13 items 2, 5 and 6): the cart's
 * lines priced today, the slot's place, the coupons its pricing applied and the order in one
 * transaction, so an order exists exactly when its place was taken and its coupons claimed. The answer of a request with an Idempotency-Key is stored
 * with the order: a double click or a retried request gets the first answer and places nothing.
 */
export type FreezeOutcome =
  { ok: true; data: FreezeResponse } | { ok: false; code: ResponseCodeValue; message?: string; cart?: Cart };

export type FreezeSettings = {
  now: Date;
  paymentTimeoutMinutes: number;
  shopUrl: string;
  /** False on a server with no payment provider (PAYMENT_PROVIDER): online methods are refused. */
  onlinePayment: boolean;
  /** The language the shopper checks out in: the order's e-mails are written in it. */
  language: Language;
};

export const NO_ONLINE_PAYMENT_MESSAGE =
  'Online payment is not available, please choose another payment method';

const refuse = (code: ResponseCodeValue, message?: string, cart?: Cart): FreezeOutcome => ({
  ok: false,
  code,
  ...(message === undefined ? {} : { message }),
  ...(cart === undefined ? {} : { cart }),
});

/** What identifies a request for its key: the body, so the key reused with another body is refused. */
export const requestHashOf = (request: FreezeRequest): string =>
  createHash('sha256').update(JSON.stringify(request)).digest('hex');

export async function freezeCart(
  db: Database,
  userId: number,
  request: FreezeRequest,
  idempotencyKey: string | undefined,
  settings: FreezeSettings,
): Promise<FreezeOutcome> {
  // Reads that need no lock come first, so the transaction holding the cart row stays short.
  const billing = request.invoice ? await billingSnapshot(db, userId, request.billingAddressId) : null;
  if (request.invoice && billing === null) return refuse(ResponseCode.MISSING_BILLING_ADDRESS);

  return db.transaction(async (tx) => {
    if (idempotencyKey !== undefined) {
      const hash = requestHashOf(request);
      const stored = await claimIdempotencyKey(tx, userId, idempotencyKey, hash);
      if (stored) return storedOutcome(stored.requestHash === hash, stored.responseCode, stored.response);
    }
    const outcome = await placeOrder(tx, userId, request, billing, settings);
    if (idempotencyKey !== undefined) {
      await storeIdempotentAnswer(
        tx,
        userId,
        idempotencyKey,
        outcome.ok ? ResponseCode.OK : outcome.code,
        outcome.ok ? outcome.data : { message: outcome.message ?? null, cart: outcome.cart ?? null },
      );
    }
    return outcome;
  });
}

async function placeOrder(
  tx: Database,
  userId: number,
  request: FreezeRequest,
  billing: BillingSnapshot | null,
  settings: FreezeSettings,
): Promise<FreezeOutcome> {
  const { now } = settings;
  const cart = await lockOwnedCart(tx, userId, request.cartId);
  if (!cart) return refuse(ResponseCode.CART_NOT_FOUND);
  if (cart.status === 'ORDERED') {
    // The same cart placed a moment ago (a double click without a key): answer that order.
    const placed = await orderOfCart(tx, cart.id);
    return placed ? { ok: true, data: { order: orderViewOf(placed) } } : refuse(ResponseCode.CART_NOT_FOUND);
  }
  if (cart.status === 'MOVED') return refuse(ResponseCode.CART_CLOSED);
  if (cart.status !== 'OPEN') return refuse(ResponseCode.CART_NOT_FOUND);

  const mode = await findDeliveryMode(tx, cart.deliveryMode);
  if (!mode?.paymentMethods.includes(request.paymentMode)) {
    return refuse(ResponseCode.GENERIC_ERROR, 'This payment method is not offered for this delivery mode');
  }
  if (!settings.onlinePayment && isOnlinePaymentMethod(request.paymentMode)) {
    return refuse(ResponseCode.GENERIC_ERROR, NO_ONLINE_PAYMENT_MESSAGE);
  }
  const lines = await findCartLines(tx, [cart.id]);
  // Locked until the order is written: two checkouts of one customer apply a coupon to one order.
  const coupons = await lockedUsableCouponsOf(tx, userId, now, settings.language);
  const priced = await cartViewOfRow(tx, cart, now, settings.language, lines, coupons);
  const changes = changesOf(priced, lines);
  if (changes) return refuse(ResponseCode.ITEMS_CHANGED, undefined, changes);
  const minimum = checkOrderMinimum(priced);
  if (!minimum.ok) return refuse(minimum.code, minimum.message);
  if (priced.bundleCount > SHOP_RULES.maxWaterPacksPerOrder) return refuse(ResponseCode.MAX_BUNDLES_EXCEEDED);

  const claim = await claimSlot(tx, {
    cartId: cart.id,
    timeSlotId: request.timeSlotId,
    storeId: cart.storeId,
    deliveryMode: cart.deliveryMode,
    now,
  });
  if (!claim.ok) {
    return refuse(
      claim.reason === 'expired'
        ? ResponseCode.RESERVATION_TIME_EXCEEDED
        : ResponseCode.SLOT_NO_LONGER_AVAILABLE,
    );
  }

  const online = isOnlinePaymentMethod(request.paymentMode);
  const gift = request.gift && priced.giftAvailable;
  const frozen: Cart = {
    ...priced,
    delivery: {
      ...priced.delivery,
      deliveryDate: claim.slot.day,
      timeSlot: { validFrom: claim.slot.validFrom.toISOString(), validTo: claim.slot.validTo.toISOString() },
      timeSlotId: claim.slot.id,
      holdExpiresAt: null,
    },
    payment: { mode: request.paymentMode },
    paymentMode: request.paymentMode,
  };
  const order = await insertOrder(tx, {
    userId,
    cartId: cart.id,
    status: placedStatusOf(online),
    storeId: cart.storeId,
    deliveryMode: cart.deliveryMode,
    timeSlotId: claim.slot.id,
    deliveryDate: claim.slot.day,
    validFrom: claim.slot.validFrom,
    validTo: claim.slot.validTo,
    paymentMode: request.paymentMode,
    checkout: {
      profileEmail: request.profileEmail,
      profileMobilePhonePrefix: request.profileMobilePhonePrefix,
      profileMobilePhone: request.profileMobilePhone,
      firstName: request.firstName,
      lastName: request.lastName,
      notes: request.notes,
      invoice: request.invoice,
      billingAddress: billing,
      enableProductsReplacement: request.enableProductsReplacement,
      gift,
      clientWeb: request.clientWeb,
    },
    cart: frozen,
    totalCents: centsOf(frozen.total),
    preAuthorisedCents: centsOf(frozen.preAuthorisedTotal),
    payBy: online ? new Date(now.getTime() + settings.paymentTimeoutMinutes * 60_000) : null,
    language: settings.language,
  });
  await insertStatusHistory(tx, {
    orderId: order.id,
    status: order.status,
    at: now,
    actorKind: 'customer',
    actorId: userId,
    note: null,
  });
  const appliedCoupons = frozen.coupons.map((coupon) => coupon.id);
  if (!(await claimAppliedCoupons(tx, userId, appliedCoupons, order.id, now))) {
    // The lock above makes this unreachable; throwing undoes the order rather than keep a total
    // that counts a coupon another order holds.
    throw new Error(`order ${order.id}: a coupon it applied was claimed by another order`);
  }
  await markCartOrdered(tx, cart.id);
  const withOrder: Cart = { ...frozen, orderId: order.id };
  // An online order is confirmed when its payment is authorised (order-lifecycle.ts, the payment's
  // transition): until then it is no order the shopper can count on (issue 30 item 9).
  if (!online) {
    const mail = orderConfirmationText(order, withOrder, settings.shopUrl);
    // The checkout's profileEmail stays order data for the store; the mail goes to the account.
    const to = await accountEmailOf(tx, userId);
    if (to !== null) await enqueueMail(tx, { kind: 'order-confirmation', to, ...mail }, now);
  }
  return { ok: true, data: { order: orderViewOf({ ...order, cart: withOrder }) } };
}

/**
 * Lines whose price changed since the customer saw it, or that are no longer sold: the order is
 * not placed on prices the customer did not see (spec §4: the freeze check's 4105 popup).
 */
function changesOf(cart: Cart, lines: CartLineRow[]): Cart | null {
  const updated = cart.items.filter((item) => {
    const line = lines.find((l) => l.product.barcode === item.barcode);
    return (
      item.status === 'ok' && line !== undefined && line.seenNetPriceCents !== line.product.netPriceCents
    );
  });
  const removed = cart.items.filter((item) => item.status === 'danger');
  if (updated.length === 0 && removed.length === 0) return null;
  return { ...cart, updatedItems: updated, removedItems: removed };
}

type BillingSnapshot = Record<string, string>;

async function billingSnapshot(
  db: Database,
  userId: number,
  billingAddressId: number | undefined,
): Promise<BillingSnapshot | null> {
  if (billingAddressId === undefined) return null;
  const address = (await findBillingAddresses(db, userId)).find((a) => a.id === billingAddressId);
  if (!address || !isCompleteForInvoice(address)) return null;
  return Object.fromEntries(
    Object.entries(address)
      .filter(([key]) => key !== 'id')
      .map(([k, v]) => [k, String(v)]),
  );
}

/** A stored answer replayed; the same key with another body is refused, placing nothing. */
function storedOutcome(sameRequest: boolean, code: number | null, response: unknown): FreezeOutcome {
  if (!sameRequest) {
    return refuse(ResponseCode.GENERIC_ERROR, 'This Idempotency-Key was already used for another request');
  }
  const placed = freezeResponseSchema.safeParse(response);
  if (code === ResponseCode.OK && placed.success) return { ok: true, data: placed.data };
  const refused = storedRefusalSchema.safeParse(response);
  const known = Object.values(ResponseCode).find((value) => value === code);
  return refuse(
    known ?? ResponseCode.GENERIC_ERROR,
    refused.success ? (refused.data.message ?? undefined) : undefined,
    refused.success ? (refused.data.cart ?? undefined) : undefined,
  );
}

/** How a refused placement's answer is stored with its key. */
const storedRefusalSchema = z.object({ message: z.string().nullable(), cart: cartSchema.nullable() });
