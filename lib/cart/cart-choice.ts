import type { DeliveryMode } from '@shop/product-api/contract/catalogue';
import type { FirstSlot } from '@shop/product-api/contract/slots';
import { queryOptions } from '@tanstack/react-query';

/**
 * Queries of cart creation and move (spec §2 /cart/create, /cart/update, /carts): the delivery
 * choices, the first free slot of a choice, and the customer's open carts. Free of zod: the
 * requests and their schemas load with the query (cart-choice-requests.ts).
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

/** GET /cli/ecommerce/deliveries: the same for everyone, rarely changed. */
export function deliveryOptionsQueryOptions() {
  return queryOptions({
    queryKey: ['cart-choice', 'deliveries'] as const,
    queryFn: async () => (await import('./cart-choice-requests')).fetchDeliveryOptions(),
    staleTime: 10 * 60_000,
  });
}

/** The first free slot of a place; places fill up, so it is not kept long. */
export function placeFirstSlotQueryOptions(place: SlotPlace) {
  return queryOptions({
    queryKey: ['cart-choice', 'first-slot', place.deliveryMode, place.storeId, place.city] as const,
    queryFn: async () => (await import('./cart-choice-requests')).fetchFirstSlotOf(place),
    staleTime: 30_000,
  });
}

/** GET /cli/ecommerce/carts/open: the customer's open carts (keyed by customer, like the profile). */
export function openCartsQueryOptions(customerId: number) {
  return queryOptions({
    queryKey: ['open-carts', customerId] as const,
    queryFn: async () => (await import('./cart-choice-requests')).fetchOpenCarts(),
    staleTime: 0,
  });
}
