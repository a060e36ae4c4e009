import { queryOptions } from '@tanstack/react-query';
import type { SlotPlace } from './cart-choice-types';

/**
 * Queries of cart creation and move (spec §2 /cart/create, /cart/update, /carts): the delivery
 * choices, the first free slot of a choice, and the customer's open carts. Free of zod: the
 * requests and their schemas load with the query (cart-choice-requests.ts).
 */

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
