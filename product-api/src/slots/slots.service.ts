import type { DeliveryMode } from '../contract/catalogue';
import { ResponseCode, fail, ok, type Result } from '../contract/envelope';
import type { DaySlot, FirstSlot, TimeSlot } from '../contract/slots';
import type { Database } from '../db/client';
import { isAddressMode } from '../contract/cart-rules';
import { storeForDelivery } from './delivery-store';
import { isoWeekDayOf, slotDescription } from '../calendar/malta-time';
import { isBeyondAWeek, slotOfferAt, type SlotOffer } from './slot-offer';
import {
  findCurrentCart,
  findDayAvailability,
  findFirstFreeSlot,
  findOfferedSlots,
  hasDeliveryWindows,
  type SlotRow,
  type SlotScope,
} from './slots.repository';

/** Code 2 means 'user not found' elsewhere (spec §8); for pick-up slots it says this. */
export const NO_PICK_UP_SLOT_MESSAGE = 'No time slot available at this store';

/** Where a cart's slots come from: its store and delivery mode (the carts' service passes them). */
export type StoreAndMode = { storeId: number; deliveryMode: string };

const scopeOf = (storeId: number, deliveryMode: string, offer: SlotOffer): SlotScope => ({
  storeId,
  deliveryMode,
  firstDay: offer.firstDay,
  lastDay: offer.lastDay,
  bookableFrom: offer.bookableFrom,
});

function toTimeSlot(row: SlotRow): TimeSlot {
  const placesLeft = Math.max(row.capacity - row.taken, 0);
  return {
    id: row.id,
    day: row.day,
    validFrom: row.validFrom.toISOString(),
    validTo: row.validTo.toISOString(),
    available: placesLeft > 0,
    placesLeft,
  };
}

/**
 * The first free slot of a store and mode within the look-ahead (spec §4 cart creation). None:
 * pick-up answers 2 while the store has windows for it; home delivery and shipping answer 6008,
 * and so does a store with no window at all.
 */
async function firstSlotAt(
  db: Database,
  storeId: number,
  mode: string,
  now: Date,
): Promise<Result<FirstSlot>> {
  const offer = slotOfferAt(now);
  const slot = await findFirstFreeSlot(db, scopeOf(storeId, mode, offer));
  if (slot) {
    return ok({
      description: slotDescription(slot.validFrom, slot.validTo),
      validFrom: slot.validFrom.toISOString(),
      validTo: slot.validTo.toISOString(),
      storeId,
      timeSlotId: slot.id,
      day: slot.day,
      beyondAWeek: isBeyondAWeek(slot.day, offer.today),
    });
  }
  if (!isAddressMode(mode) && (await hasDeliveryWindows(db, storeId, mode)))
    return fail(ResponseCode.USER_NOT_FOUND, NO_PICK_UP_SLOT_MESSAGE);
  return fail(ResponseCode.NO_AVAILABILITY);
}

/** GET /slots/first/available: the first free slot of the caller's current cart; 4004 without one. */
export async function firstSlotOfCurrentCart(
  db: Database,
  userId: number,
  now: Date,
): Promise<Result<FirstSlot>> {
  const cart = await findCurrentCart(db, userId);
  if (!cart) return fail(ResponseCode.CART_NOT_FOUND);
  return firstSlotAt(db, cart.storeId, cart.deliveryMode, now);
}

/**
 * GET [/stores/{storeId}]/delivery/{mode}/slots/first/available?city: the first free slot before
 * a cart exists (cart creation). The store follows from the city for home delivery and shipping.
 */
export async function firstSlotForDelivery(
  db: Database,
  mode: DeliveryMode,
  place: { storeId?: number | undefined; city?: string | undefined },
  now: Date,
): Promise<Result<FirstSlot>> {
  const store = await storeForDelivery(db, mode, place);
  if (!store.ok) return store;
  return firstSlotAt(db, store.data, mode, now);
}

/** The days of the look-ahead and whether each has a free slot (GET /slots/{cartId}/days). */
export async function slotDaysAt(db: Database, cart: StoreAndMode, now: Date): Promise<DaySlot[]> {
  const offer = slotOfferAt(now);
  const rows = await findDayAvailability(db, scopeOf(cart.storeId, cart.deliveryMode, offer));
  const availableOn = new Map(rows.map((row) => [row.day, row.available]));
  return offer.days.map((day) => ({
    weekDay: isoWeekDayOf(day),
    day,
    available: availableOn.get(day) ?? false,
  }));
}

/**
 * GET /slots/{cartId}?weekDay=: the offered slots of that week day within the look-ahead (it
 * falls once or twice in ten days; each slot carries its day). Full slots are listed as
 * unavailable, slots that start too soon not at all.
 */
export async function timeSlotsAt(
  db: Database,
  cart: StoreAndMode,
  weekDay: number,
  now: Date,
): Promise<TimeSlot[]> {
  const offer = slotOfferAt(now);
  const days = offer.days.filter((day) => isoWeekDayOf(day) === weekDay);
  if (days.length === 0) return [];
  const rows = await findOfferedSlots(db, scopeOf(cart.storeId, cart.deliveryMode, offer), days);
  return rows.map(toTimeSlot);
}
