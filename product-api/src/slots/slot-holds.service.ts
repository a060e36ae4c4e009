import { ResponseCode, fail, ok, type Result } from '../contract/envelope';
import type { SlotHold } from '../contract/slots';
import type { Database } from '../db/client';
import { slotOfferAt } from './slot-offer';
import {
  extendLiveHold,
  findHoldableSlot,
  insertHold,
  lockCart,
  releaseHoldsOfCart,
  takePlace,
  type HoldableSlot,
} from './slot-holds.repository';
import { openCartOf } from './slots.service';

export const FOREIGN_SLOT_MESSAGE = "This time slot is not one of the cart's store and delivery mode";

/** Thrown inside the hold's transaction to roll it back: the earlier hold must survive a full slot. */
class SlotFull extends Error {}

const holdOf = (slot: HoldableSlot, expiresAt: Date): SlotHold => ({
  timeSlotId: slot.id,
  validFrom: slot.validFrom.toISOString(),
  validTo: slot.validTo.toISOString(),
  expiresAt: expiresAt.toISOString(),
});

/**
 * POST /slots/hold (issue 13 item 2): keeps a place of the slot for the cart for `holdMinutes`
 * while the customer checks out. Holding the slot again extends the hold; holding another slot
 * releases the earlier hold in the same transaction, and a full slot (4028) leaves the earlier
 * hold as it was. The slot must be one the cart's calls offer: its store and mode (else 4000),
 * within the look-ahead and not starting too soon (else 4028, like a slot gone).
 */
export async function holdSlot(
  db: Database,
  userId: number,
  request: { cartId: number; timeSlotId: number },
  now: Date,
  holdMinutes: number,
): Promise<Result<SlotHold>> {
  const cart = await openCartOf(db, userId, request.cartId);
  if (!cart.ok) return cart;
  const { id: cartId, storeId, deliveryMode } = cart.data;
  const offer = slotOfferAt(now);
  const expiresAt = new Date(now.getTime() + holdMinutes * 60_000);
  try {
    return await db.transaction(async (tx): Promise<Result<SlotHold>> => {
      // Re-read under the lock: the cart may have been ordered or deleted since.
      const status = await lockCart(tx, cartId);
      if (status !== 'OPEN')
        return fail(status === 'MOVED' ? ResponseCode.CART_CLOSED : ResponseCode.CART_NOT_FOUND);
      const slot = await findHoldableSlot(tx, request.timeSlotId);
      if (!slot) return fail(ResponseCode.SLOT_NO_LONGER_AVAILABLE);
      if (slot.storeId !== storeId || slot.deliveryMode !== deliveryMode)
        return fail(ResponseCode.GENERIC_ERROR, FOREIGN_SLOT_MESSAGE);
      const offered =
        slot.day >= offer.firstDay && slot.day <= offer.lastDay && slot.validFrom >= offer.bookableFrom;
      if (!offered) return fail(ResponseCode.SLOT_NO_LONGER_AVAILABLE);

      if (await extendLiveHold(tx, cartId, slot.id, expiresAt)) return ok(holdOf(slot, expiresAt));
      // Holds before slots, the order the expiry job and the order's claim lock them in.
      await releaseHoldsOfCart(tx, cartId, now);
      if (!(await takePlace(tx, slot.id))) throw new SlotFull();
      await insertHold(tx, { cartId, timeSlotId: slot.id, expiresAt, now });
      return ok(holdOf(slot, expiresAt));
    });
  } catch (error) {
    if (error instanceof SlotFull) return fail(ResponseCode.SLOT_NO_LONGER_AVAILABLE);
    throw error;
  }
}
