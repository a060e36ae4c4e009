import { queryOptions } from '@tanstack/react-query';

/**
 * Queries of the checkout (spec §2 /checkout, §4 checkout). Free of zod: the requests and their
 * schemas (checkout-requests.ts) load with the first call. Everything under 'availability' is
 * dropped when the cart changes or an order is placed (spec §4: refresh availability).
 */

/** The cart's 10 days (GET /slots/{cartId}/days). */
export function slotDaysQueryOptions(cartId: number) {
  return queryOptions({
    queryKey: ['availability', 'days', cartId] as const,
    queryFn: async () => (await import('./checkout-requests')).fetchSlotDays(cartId),
    staleTime: 30_000,
  });
}

/** The time slots of a week day (GET /slots/{cartId}?weekDay=); places change, so kept briefly. */
export function timeSlotsQueryOptions(cartId: number, weekDay: number) {
  return queryOptions({
    queryKey: ['availability', 'times', cartId, weekDay] as const,
    queryFn: async () => (await import('./checkout-requests')).fetchTimeSlots(cartId, weekDay),
    staleTime: 15_000,
  });
}

/** The payment methods of a delivery mode (GET /configuration/deliveryMode/{mode}). */
export function deliveryModeConfigurationQueryOptions(mode: string) {
  return queryOptions({
    queryKey: ['delivery-mode-configuration', mode] as const,
    queryFn: async () => (await import('./checkout-requests')).fetchDeliveryModeConfiguration(mode),
    staleTime: 10 * 60_000,
  });
}

/** An order of the customer (GET /orders/{id}/fetch): its status moves with the payment. */
export function orderQueryOptions(orderId: number) {
  return queryOptions({
    queryKey: ['order', orderId] as const,
    queryFn: async () => (await import('./checkout-requests')).fetchOrder(orderId),
    staleTime: 0,
  });
}
