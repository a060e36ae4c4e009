import type { Cart } from '@shop/product-api/contract/cart';
import type { SlotHold } from '@shop/product-api/contract/slots';
import { shopDayOf } from './slot-day';

/** The slot held for the cart while checking out, as the cart carries it (cart.delivery). */
export type LiveHold = {
  timeSlotId: number;
  expiresAt: string;
  day: string;
  validFrom: string;
  validTo: string;
};

/** The cart's hold when it is still running at `now`, else null (spec §4: no slot, back to step 1). */
export function liveHoldOf(cart: Cart, now: number = Date.now()): LiveHold | null {
  const { timeSlotId, holdExpiresAt, timeSlot, deliveryDate } = cart.delivery;
  if (timeSlotId === null || holdExpiresAt === null || timeSlot === null) return null;
  if (new Date(holdExpiresAt).getTime() <= now) return null;
  return {
    timeSlotId,
    expiresAt: holdExpiresAt,
    day: deliveryDate ?? shopDayOf(timeSlot.validFrom),
    validFrom: timeSlot.validFrom,
    validTo: timeSlot.validTo,
  };
}

/** The cart as the API describes it once `hold` is taken, or once the hold is gone (null). */
export function withHold(cart: Cart, hold: SlotHold | null): Cart {
  return {
    ...cart,
    delivery: {
      ...cart.delivery,
      deliveryDate: hold ? shopDayOf(hold.validFrom) : null,
      timeSlot: hold ? { validFrom: hold.validFrom, validTo: hold.validTo } : null,
      timeSlotId: hold?.timeSlotId ?? null,
      holdExpiresAt: hold?.expiresAt ?? null,
    },
  };
}
