import type { z } from 'zod';
import {
  paymentMethodTypeSchema,
  type Cart,
  type CartOpenRequest,
  type deliveryModeConfigurationSchema,
} from '../contract/cart';
import type { DeliveryMode, Language } from '../contract/catalogue';
import { isOnlinePaymentMethod } from '../contract/checkout';
import { fail, ok, ResponseCode, type Result } from '../contract/envelope';
import type { Database } from '../db/client';
import { euroOf } from '../contract/money';
import { releaseHoldsOfCart } from '../slots/slot-holds.repository';
import { findOwnedCart } from './cart-lookup.repository';
import { MODE_NOT_ACTIVE_MESSAGE, placeOf } from './cart-place.service';
import { cartViewOfRow, cartViewsOf } from './cart-reading.service';
import { cartMoved, usableCart } from './cart-refusals';
import {
  abortCartRow,
  findDeliveryMode,
  findLatestCart,
  findOpenCarts,
  inCartTransaction,
  noticeMovedCarts,
  openCartRow,
  selectCartRow,
} from './carts.repository';

/**
 * POST /cart/open (spec §7): the customer's open cart for the store, mode and address, made when
 * there is none, and selected as the current cart. Opening twice (a double click) answers the
 * same cart; the terminal of the first open stays.
 */
export async function openCart(
  db: Database,
  userId: number,
  request: CartOpenRequest,
  now: Date,
  language: Language,
): Promise<Result<Cart>> {
  const place = await placeOf(db, userId, request);
  if (!place.ok) return place;
  const cart = await openCartRow(
    db,
    { userId, ...place.data, terminalType: request.terminalType, terminalId: request.terminalId ?? null },
    now,
  );
  return ok(await cartViewOfRow(db, cart, now, language));
}

/**
 * GET /cart/current: the open cart selected last, or null. When the customer's latest cart was
 * moved into the automated shopping list at the end of the day (issue 13 item 8), the first call
 * after the move answers 4008 (the storefront's Warning dialog) and later ones the current cart.
 */
export async function currentCart(
  db: Database,
  userId: number,
  now: Date,
  language: Language,
): Promise<Result<Cart | null>> {
  const latest = await findLatestCart(db, userId);
  if (latest?.status === 'MOVED') {
    if (await noticeMovedCarts(db, userId, now)) return cartMoved();
    // Another request told the customer meanwhile: answer as that one's next call would.
    return currentCart(db, userId, now, language);
  }
  return ok(latest ? await cartViewOfRow(db, latest, now, language) : null);
}

/** GET /carts/open: the customer's open carts, newest first (the /carts screen). */
export async function openCarts(
  db: Database,
  userId: number,
  now: Date,
  language: Language,
): Promise<Result<Cart[]>> {
  return ok(await cartViewsOf(db, await findOpenCarts(db, userId), now, language));
}

/** POST /cart/select: makes one of the open carts the current one (the /carts screen's choice). */
export async function selectCart(
  db: Database,
  userId: number,
  cartId: number,
  now: Date,
  language: Language,
): Promise<Result<Cart>> {
  const select = () => selectCartRow(db, userId, cartId, now);
  return usableCartView(db, userId, cartId, { now, language }, select);
}

/** POST /cart/review: the cart priced with today's products (prices are always read afresh). */
export async function reviewCart(
  db: Database,
  userId: number,
  cartId: number,
  now: Date,
  language: Language,
): Promise<Result<Cart>> {
  return usableCartView(db, userId, cartId, { now, language });
}

/**
 * One of the customer's usable carts, priced, once `change` (when given) has been made to it. A
 * change that finds no row means the cart was ordered or aborted in between: as gone as when it
 * was read so.
 */
async function usableCartView(
  db: Database,
  userId: number,
  cartId: number,
  { now, language }: { now: Date; language: Language },
  change?: () => Promise<boolean>,
): Promise<Result<Cart>> {
  const usable = usableCart(await findOwnedCart(db, userId, cartId));
  if (!usable.ok) return usable;
  if (change && !(await change())) return fail(ResponseCode.CART_NOT_FOUND);
  return ok(await cartViewOfRow(db, usable.data, now, language));
}

/**
 * POST /cart/abort with a cartId: the cart is deleted (ABORTED) and its slot hold released in the
 * same transaction, so the place goes back exactly when the cart goes (issue 13 item 2).
 */
export async function abortCart(
  db: Database,
  userId: number,
  cartId: number,
  now: Date,
): Promise<Result<null>> {
  return inCartTransaction(db, async (tx): Promise<Result<null>> => {
    const usable = usableCart(await findOwnedCart(tx, userId, cartId, { lock: true }));
    if (!usable.ok) return usable;
    if (!(await abortCartRow(tx, cartId, now))) return fail(ResponseCode.CART_NOT_FOUND);
    await releaseHoldsOfCart(tx, cartId, now);
    return ok(null);
  });
}

export type DeliveryModeConfiguration = z.infer<typeof deliveryModeConfigurationSchema>;

/**
 * GET /configuration/deliveryMode/{mode}: the payment methods the mode allows and its minimum net
 * total (spec §5 minimum order amount). A mode the shop does not offer (inactive) is 4000. Without
 * a payment provider (`onlinePayment` false) the online methods are left out, so the checkout
 * never offers a payment nobody can take.
 */
export async function deliveryModeConfiguration(
  db: Database,
  mode: DeliveryMode,
  onlinePayment: boolean,
): Promise<Result<DeliveryModeConfiguration>> {
  const row = await findDeliveryMode(db, mode);
  if (!row?.active) return fail(ResponseCode.GENERIC_ERROR, MODE_NOT_ACTIVE_MESSAGE);
  return ok({
    deliveryMode: mode,
    // A method the contract does not know (a typo in the table) is left out, not sent.
    paymentMethods: row.paymentMethods.flatMap((method) => {
      const parsed = paymentMethodTypeSchema.safeParse(method);
      if (!parsed.success) return [];
      return onlinePayment || !isOnlinePaymentMethod(parsed.data) ? [parsed.data] : [];
    }),
    minNetTotal: euroOf(row.minNetTotalCents),
  });
}
