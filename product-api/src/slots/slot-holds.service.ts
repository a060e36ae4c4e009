import { ResponseCode, fail, ok, type Result } from '../contract/envelope';
import type { SlotHold } from '../contract/slots';
import type { Database } from '../db/client';
import { slotOfferAt } from './slot-offer';
import {
  findHoldableSlot,
  insertHold,
  liveHoldEnd,
  liveHoldEndsOfOtherCarts,
  lockCart,
  lockCustomer,
  releaseHoldsOfCart,
  type HoldableSlot,
} from './slot-holds.repository';
import { takePlace } from './slot-capacity.repository';
import type { StoreAndMode } from './slots.service';

export const FOREIGN_SLOT_MESSAGE = "This time slot is not one of the cart's store and delivery mode";

/** What a hold is allowed: its length, and how many of a customer's carts may hold a slot at once. */
export type HoldSettings = { holdMinutes: number; holdsPerCustomer: number };

/**
 * A hold refused because the customer's other carts already hold the most slots they may: the
 * route answers 429 with Retry-After, the wait until the soonest of those holds runs out.
 */
export type TooManyHolds = { tooManyHolds: true; retryAfterSeconds: number; message: string };

/** Thrown inside the hold's transaction to roll it back: the earlier hold must survive a full slot. */
class SlotFull extends Error {}

const holdOf = (slot: HoldableSlot, expiresAt: Date): SlotHold => ({
  timeSlotId: slot.id,
  validFrom: slot.validFrom.toISOString(),
  validTo: slot.validTo.toISOString(),
  expiresAt: expiresAt.toISOString(),
});

function tooManyHolds(holdsPerCustomer: number, soonestEnd: Date, now: Date): TooManyHolds {
  const retryAfterSeconds = Math.max(1, Math.ceil((soonestEnd.getTime() - now.getTime()) / 1000));
  const minutes = Math.ceil(retryAfterSeconds / 60);
  return {
    tooManyHolds: true,
    retryAfterSeconds,
    message:
      `Your other carts already hold ${holdsPerCustomer === 1 ? 'a time slot' : `${holdsPerCustomer} time slots`}: ` +
      `place one of those orders, or try again in ${minutes === 1 ? '1 minute' : `${minutes} minutes`}`,
  };
}

/**
 * POST /slots/hold (issue 13 item 2, issue 27 item 3): keeps a place of the slot for the cart for
 * `holdMinutes` while the customer checks out. Places are scarce, so a hold is only for a cart
 * that could become an order (goods reaching the mode's minimum, else 4000 as the order would
 * answer); holding the slot again answers the same hold, never extended, so a place cannot be
 * kept by holding it over and over; a cart holds one slot (holding another releases the earlier
 * hold in the same transaction, and a full slot, 4028, leaves it as it was); and one customer's
 * carts hold at most `holdsPerCustomer` slots at once (else TooManyHolds). The slot must be one
 * the cart's calls offer: its store and mode (else 4000), within the look-ahead and not starting
 * too soon (else 4028, like a slot gone). The cart is the caller's open cart, checked by the carts'
 * service, which also gives the order-minimum check run on the cart inside the transaction.
 */
export async function holdSlot(
  db: Database,
  userId: number,
  cart: StoreAndMode & { id: number },
  timeSlotId: number,
  now: Date,
  settings: HoldSettings,
  orderMinimum: (tx: Database) => Promise<Result<unknown>>,
): Promise<Result<SlotHold> | TooManyHolds> {
  const { id: cartId, storeId, deliveryMode } = cart;
  const offer = slotOfferAt(now);
  try {
    return await db.transaction(async (tx): Promise<Result<SlotHold> | TooManyHolds> => {
      await lockCustomer(tx, userId);
      // Re-read under the lock: the cart may have been ordered or deleted since.
      const status = await lockCart(tx, cartId);
      if (status !== 'OPEN')
        return fail(status === 'MOVED' ? ResponseCode.CART_CLOSED : ResponseCode.CART_NOT_FOUND);
      const slot = await findHoldableSlot(tx, timeSlotId);
      if (!slot) return fail(ResponseCode.SLOT_NO_LONGER_AVAILABLE);
      if (slot.storeId !== storeId || slot.deliveryMode !== deliveryMode)
        return fail(ResponseCode.GENERIC_ERROR, FOREIGN_SLOT_MESSAGE);
      const offered =
        slot.day >= offer.firstDay && slot.day <= offer.lastDay && slot.validFrom >= offer.bookableFrom;
      if (!offered) return fail(ResponseCode.SLOT_NO_LONGER_AVAILABLE);
      const minimum = await orderMinimum(tx);
      if (!minimum.ok) return minimum;

      const heldUntil = await liveHoldEnd(tx, cartId, slot.id, now);
      if (heldUntil) return ok(holdOf(slot, heldUntil));
      const others = await liveHoldEndsOfOtherCarts(tx, userId, cartId, now);
      const soonest = others[0];
      if (soonest && others.length >= settings.holdsPerCustomer) {
        return tooManyHolds(settings.holdsPerCustomer, soonest, now);
      }
      // Holds before slots, the order the expiry job and the order's claim lock them in.
      await releaseHoldsOfCart(tx, cartId, now);
      if (!(await takePlace(tx, slot.id))) throw new SlotFull();
      const expiresAt = new Date(now.getTime() + settings.holdMinutes * 60_000);
      await insertHold(tx, { cartId, timeSlotId: slot.id, expiresAt, now });
      return ok(holdOf(slot, expiresAt));
    });
  } catch (error) {
    if (error instanceof SlotFull) return fail(ResponseCode.SLOT_NO_LONGER_AVAILABLE);
    throw error;
  }
}
