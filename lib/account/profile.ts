import { STORE_PAGE_SIZE_MAX } from '@shop/product-api/contract/stores';
import { queryOptions } from '@tanstack/react-query';

/**
 * Queries of the profile screen. The customer's own data is keyed by their id, so a shopper who
 * signs in after another on the same tab never sees the other's addresses, even for a moment.
 */
export const profileQueryKey = (customerId: number) => ['profile', customerId] as const;

/**
 * The loyalty balance is never fresh in the browser's one cache of the visit: an order completed
 * in the store adds points at any time (docs/order-lifecycle.md, Loyalty points), so every showing
 * of the side menu asks again, drawing the kept figure meanwhile instead of a skeleton.
 */
export function pointBalanceQueryOptions(customerId: number) {
  return queryOptions({
    queryKey: [...profileQueryKey(customerId), 'point-balance'] as const,
    queryFn: async () => (await import('./profile-requests')).fetchPointBalance(),
    staleTime: 0,
  });
}

export function shippingAddressesQueryOptions(customerId: number) {
  return queryOptions({
    queryKey: [...profileQueryKey(customerId), 'addresses'] as const,
    queryFn: async () => (await import('./profile-address-requests')).fetchShippingAddresses(),
    staleTime: 60_000,
  });
}

export function billingAddressesQueryOptions(customerId: number) {
  return queryOptions({
    queryKey: [...profileQueryKey(customerId), 'billing-addresses'] as const,
    queryFn: async () => (await import('./profile-address-requests')).fetchBillingAddresses(),
    staleTime: 60_000,
  });
}

/** Phone prefixes (GET /cli/addresses/nations): the same for everyone, rarely changed. */
export function nationsQueryOptions() {
  return queryOptions({
    queryKey: ['locations', 'nations'] as const,
    queryFn: async () => (await import('./profile-locations-requests')).fetchNations(),
    staleTime: 60 * 60_000,
  });
}

/** Maltese towns for the address popup (GET /cli/addresses/cities). */
export function citiesQueryOptions() {
  return queryOptions({
    queryKey: ['locations', 'cities'] as const,
    queryFn: async () => (await import('./profile-locations-requests')).fetchCities(),
    staleTime: 60 * 60_000,
  });
}

/** Every store, by name, for the favourite-store dropdown (the chain has a handful). */
export function favouriteStoreChoicesQueryOptions() {
  return queryOptions({
    queryKey: ['favourite-store-choices'] as const,
    queryFn: async () => {
      const { fetchStorePage } = await import('@/lib/stores/stores-page-request');
      const page = await fetchStorePage({ q: '', page: 0, size: STORE_PAGE_SIZE_MAX, origin: null });
      return page.data.map((store) => ({ id: store.id, name: store.name }));
    },
    staleTime: 60 * 60_000,
  });
}
