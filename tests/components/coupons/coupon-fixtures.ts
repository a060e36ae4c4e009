import type { Coupon } from '@shop/product-api/contract/coupons';

/** A 5 € loyalty voucher, issued, valid until the last day of 2026 in Malta. */
export function aCoupon(overrides: Partial<Coupon> = {}): Coupon {
  return {
    id: 7,
    imageUrl: null,
    description: '5 € loyalty voucher',
    status: 'ISSUED',
    kind: 'VOUCHER',
    discount: 5,
    expiresAt: '2026-12-31T21:59:00Z',
    ...overrides,
  };
}
