import { type Coupon, couponListSchema } from '@shop/product-api/contract/coupons';
import { databaseIdSchema } from '@shop/product-api/contract/database-id';
import { BffError } from '@/lib/queries/bff-error';
import { bffFetch } from '@/lib/queries/bff-fetch';

/**
 * The coupon calls of spec §7 through the BFF (lib/bff/allow-list.ts), each answer parsed with the
 * contract's schema. Loaded on demand (it brings zod), from query and mutation functions only
 * (lib/coupons/coupons.ts).
 */
async function couponsCall(path: string, method: 'GET' | 'POST' = 'GET'): Promise<Coupon[]> {
  const data = await bffFetch(path, couponListSchema, { method });
  if (data === undefined) throw new BffError(500, `${path} answered without data`);
  return data;
}

export const fetchCoupons = (): Promise<Coupon[]> => couponsCall('/coupons');

/**
 * Spec §4 coupons: activation answers the whole list, which replaces the page's. The id is checked
 * here as the API checks it, so a bad one never leaves the browser.
 */
export const activateCoupon = (id: number): Promise<Coupon[]> =>
  couponsCall(`/coupons/${databaseIdSchema.parse(id)}`, 'POST');
