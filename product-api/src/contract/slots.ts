import { z } from 'zod';
import { deliveryModeSchema } from './catalogue';
import { databaseIdSchema } from './database-id';

/**
 * Delivery and pick-up slots (spec §3 availability, §7 slot calls). Times travel as ISO 8601
 * instants; the storefront shows them in Europe/Malta. A day is 'yyyy-MM-dd' in Malta.
 */

/** A time slot of one day (GET /cli/ecommerce/slots/{cartId}?weekDay=). */
export const timeSlotSchema = z.object({
  id: z.number().int(),
  /** The Malta day of the slot ('yyyy-MM-dd'): a week day falls twice in the 10-day look-ahead. */
  day: z.string(),
  validFrom: z.string(),
  validTo: z.string(),
  /** False when every place is taken (orders and live holds). */
  available: z.boolean(),
  /** Places left, so the storefront can say 'last places'. */
  placesLeft: z.number().int(),
});
export type TimeSlot = z.infer<typeof timeSlotSchema>;

/** A day of the look-ahead (GET /cli/ecommerce/slots/{cartId}/days): 10 days from today. */
export const daySlotSchema = z.object({
  /** ISO week day, 1 Monday to 7 Sunday. */
  weekDay: z.number().int().min(1).max(7),
  day: z.string(),
  available: z.boolean(),
});
export type DaySlot = z.infer<typeof daySlotSchema>;

/** The first free slot of a store and mode (spec §3 first slot). */
export const firstSlotSchema = z.object({
  /** Worded for the shopper, e.g. 'Thursday 26/11, 10:00–12:00' (English; the storefront rewords). */
  description: z.string(),
  validFrom: z.string(),
  validTo: z.string(),
  storeId: z.number().int(),
  timeSlotId: z.number().int(),
  day: z.string(),
  /** True when the slot is more than 7 days away: the storefront suggests pick-up (spec §4). */
  beyondAWeek: z.boolean(),
});
export type FirstSlot = z.infer<typeof firstSlotSchema>;

export const cartIdParamsSchema = z.object({ cartId: databaseIdSchema });

export const weekDayQuerySchema = z.object({
  weekDay: z.coerce.number().int().min(1).max(7),
});

/**
 * GET /cli/ecommerce/stores/{storeId}/delivery/{mode}/slots/first/available?tid&city and the same
 * without the store segment (the store then follows from the city for home delivery).
 * city is a locality name of GET /cli/addresses/cities.
 */
export const firstSlotParamsSchema = z.object({
  storeId: databaseIdSchema,
  mode: deliveryModeSchema,
});
export const firstSlotModeParamsSchema = z.object({ mode: deliveryModeSchema });
/** Letters (Maltese ones too), spaces and the marks of names like "Ta' Xbiex" or "Żebbuġ (Gozo)". */
const LOCALITY_NAME = /^\p{L}[\p{L}\p{M} '’.()-]*$/u;
export const firstSlotQuerySchema = z.object({
  tid: z.string().trim().max(20).optional(),
  /** Required for AT_HOME and SHIPPED, and for pick-up without the store segment. */
  city: z.string().trim().min(1).max(60).regex(LOCALITY_NAME, 'must be a locality name').optional(),
});

/** POST /cli/ecommerce/slots/hold: keep a slot for the cart while the customer checks out. */
export const slotHoldRequestSchema = z.object({
  cartId: databaseIdSchema,
  timeSlotId: databaseIdSchema,
});
export const slotHoldSchema = z.object({
  timeSlotId: z.number().int(),
  validFrom: z.string(),
  validTo: z.string(),
  /** When the hold runs out (ISO 8601); the checkout shows a countdown to it. */
  expiresAt: z.string(),
});
export type SlotHold = z.infer<typeof slotHoldSchema>;

/** Days the slot calls look ahead (spec §9), and the week after which pick-up is suggested. */
export const SLOT_LOOKAHEAD_DAYS = 10;
export const SUGGEST_PICK_UP_AFTER_DAYS = 7;
