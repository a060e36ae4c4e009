import type { DeliveryMode } from '@shop/product-api/contract/catalogue';
import type { FirstSlot } from '@shop/product-api/contract/slots';

/**
 * The shapes of cart creation and move (spec §2 /cart/create, /cart/update), shared by the
 * queries (cart-choice.ts) and the requests they load on demand (cart-choice-requests.ts).
 */

/** What the shopper chose: a mode, its store for pick-up, its address for delivery. */
export type ChosenDelivery = { deliveryMode: DeliveryMode; storeId: number | null; addressId: number | null };

/** Where a first slot is looked for: a store's pick-up, or delivery to a town (spec §7). */
export type SlotPlace = { deliveryMode: DeliveryMode; storeId: number | null; city: string | null };

/**
 * Spec §4 cart creation outcomes: a slot, or none. Codes 2 (in-store: no slot) and 6008, and an
 * answer without a slot, all mean no availability; 6007 no store serves the town; 2222 home
 * delivery is off there.
 */
export type NoSlotReason = 'noAvailability' | 'noStoreForCity' | 'noHomeDelivery';
export type FirstSlotOutcome = { kind: 'slot'; slot: FirstSlot } | { kind: 'none'; reason: NoSlotReason };
