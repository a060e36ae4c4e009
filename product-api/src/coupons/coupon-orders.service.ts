import type { Language } from '../contract/catalogue';
import type { Database } from '../db/client';
import type { PricedCoupon } from '../pricing/cart-pricing-types';
import { couponKindOf } from './coupon-rules';
import {
  burnOrderCoupons,
  claimCouponsForOrder,
  findUsableCoupons,
  lockUsableCoupons,
  releaseOrderCoupons,
  type CouponRow,
} from './coupons.repository';

/**
 * The coupons' side of carts and orders (README: Coupons and loyalty rewards;
 * docs/order-lifecycle.md: Coupons): what a cart's pricing applies, the claim when an order is
 * placed, and what the order's end does to them.
 */

const pricedCouponOf =
  (language: Language) =>
  (row: CouponRow): PricedCoupon => ({
    id: row.id,
    kind: couponKindOf(row.kind),
    valueCents: row.valueCents,
    description: language === 'it' ? row.descriptionIt : row.descriptionEn,
  });

/** The customer's activated, unclaimed, unexpired coupons, as the cart's pricing reads them. */
export async function usableCouponsOf(
  db: Database,
  userId: number,
  now: Date,
  language: Language,
): Promise<PricedCoupon[]> {
  return (await findUsableCoupons(db, userId, now)).map(pricedCouponOf(language));
}

/**
 * The same for the transaction placing an order, with the rows locked until it ends: a second
 * checkout racing this one waits, then prices without the coupons this one claims.
 */
export async function lockedUsableCouponsOf(
  tx: Database,
  userId: number,
  now: Date,
  language: Language,
): Promise<PricedCoupon[]> {
  return (await lockUsableCoupons(tx, userId, now)).map(pricedCouponOf(language));
}

/**
 * The order takes the coupons its pricing applied, with a conditional write: answers false when
 * one of them was claimed meanwhile (impossible under lockedUsableCouponsOf's lock; the caller
 * undoes the placement rather than charge a total it no longer holds).
 */
export async function claimAppliedCoupons(
  tx: Database,
  userId: number,
  couponIds: readonly number[],
  orderId: number,
  now: Date,
): Promise<boolean> {
  const claimed = await claimCouponsForOrder(tx, userId, couponIds, orderId, now);
  return claimed.length === couponIds.length;
}

/** What an order's change does to the coupons it claimed (docs/order-lifecycle.md: Coupons). */
export type OrderCouponEffect = 'burn' | 'giveBack';

export async function settleOrderCoupons(
  tx: Database,
  orderId: number,
  effect: OrderCouponEffect,
  now: Date,
): Promise<void> {
  if (effect === 'burn') await burnOrderCoupons(tx, orderId, now);
  else await releaseOrderCoupons(tx, orderId);
}
