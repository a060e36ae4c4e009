import { ok, type Result } from '../contract/envelope';
import type { DaySlot, SlotHold, TimeSlot } from '../contract/slots';
import type { Database } from '../db/client';
import { checkOrderMinimum } from '../pricing/order-minimum';
import { holdSlot, type HoldSettings, type TooManyHolds } from '../slots/slot-holds.service';
import { slotDaysAt, timeSlotsAt } from '../slots/slots.service';
import { findOwnedCart } from './cart-lookup.repository';
import { cartViewOfRow } from './cart-reading.service';
import { usableCart } from './cart-refusals';

/*
 * The slot calls of one cart: the cart is looked up and checked here, by the carts' own rule, and
 * the slots domain gets the facts it needs (store, mode, the order minimum), so slots never import
 * carts (architecture: Dependency order of the API domains).
 */

/** GET /slots/{cartId}/days: the days of the look-ahead and whether each has a free slot. */
export async function slotDaysOfCart(
  db: Database,
  userId: number,
  cartId: number,
  now: Date,
): Promise<Result<DaySlot[]>> {
  const cart = usableCart(await findOwnedCart(db, userId, cartId));
  if (!cart.ok) return cart;
  return ok(await slotDaysAt(db, cart.data, now));
}

/** GET /slots/{cartId}?weekDay=: the offered slots of that week day within the look-ahead. */
export async function timeSlotsOfCart(
  db: Database,
  userId: number,
  cartId: number,
  weekDay: number,
  now: Date,
): Promise<Result<TimeSlot[]>> {
  const cart = usableCart(await findOwnedCart(db, userId, cartId));
  if (!cart.ok) return cart;
  return ok(await timeSlotsAt(db, cart.data, weekDay, now));
}

/**
 * POST /slots/hold: a hold is only for a cart that could become an order, so the slots domain
 * checks the order minimum on the cart as it reads inside the hold's transaction.
 */
export async function holdSlotOfCart(
  db: Database,
  userId: number,
  request: { cartId: number; timeSlotId: number },
  now: Date,
  settings: HoldSettings,
): Promise<Result<SlotHold> | TooManyHolds> {
  const cart = usableCart(await findOwnedCart(db, userId, request.cartId));
  if (!cart.ok) return cart;
  return holdSlot(db, userId, cart.data, request.timeSlotId, now, settings, async (tx) =>
    // Only the totals are read: the names' language does not matter.
    checkOrderMinimum(await cartViewOfRow(tx, cart.data, now, 'en')),
  );
}
