import type { Coupon } from '@shop/product-api/contract/coupons';
import { queryOptions } from '@tanstack/react-query';
import { hasSignedInHint } from '@/lib/session/signed-in-hint';

/**
 * The customer's coupons (spec §2 /coupons, §3 Coupon), read by the coupons page. Free of zod like
 * lib/lists/lists.ts: the requests and their schemas (coupons-requests.ts) load with the first
 * call. Logout and an ended session drop them with the rest of the shopper's data (forgetShopper).
 */
export const couponsQueryKey = ['coupons'] as const;

/** Every coupon of the customer (GET /cli/coupons); [] for a visitor. */
export function couponsQueryOptions() {
  return queryOptions({
    queryKey: couponsQueryKey,
    queryFn: async (): Promise<Coupon[]> => {
      if (!hasSignedInHint(document.cookie)) return [];
      return (await import('./coupons-requests')).fetchCoupons();
    },
    staleTime: 60_000,
  });
}
