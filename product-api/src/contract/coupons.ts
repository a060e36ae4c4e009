import { z } from 'zod';
import { databaseIdSchema } from './database-id';

/**
 * Coupons of spec §2, §3 and §7 (GET /cli/coupons, POST /cli/coupons/{id}) and the loyalty rewards
 * of spec §1 that issue them. The rules and figures are written in README: Coupons and loyalty
 * rewards; the numbers live in SHOP_RULES (contract/shop-rules.ts).
 */

/**
 * ISSUED: the customer may activate it. ACTIVATED: the pricing takes it off the customer's next
 * order. BURNT: that order completed. EXPIRED: past its expiry date (worked out when read, so no
 * job has to run); an expired coupon cannot be activated nor applied.
 */
export const couponStatusSchema = z.enum(['ISSUED', 'ACTIVATED', 'BURNT', 'EXPIRED']);
export type CouponStatus = z.infer<typeof couponStatusSchema>;

/**
 * VOUCHER: 5 € for 680 loyalty points. WATER: one water pack free. DISCOUNT: the two coupons
 * earned with each 100 € of completed orders.
 */
export const couponKindSchema = z.enum(['VOUCHER', 'WATER', 'DISCOUNT']);
export type CouponKind = z.infer<typeof couponKindSchema>;

/** A coupon as the coupons page lists it, described in the asked language (?lang, Accept-Language). */
export const couponSchema = z.object({
  id: z.number().int(),
  imageUrl: z.string().nullable(),
  description: z.string(),
  status: couponStatusSchema,
  kind: couponKindSchema,
  /** Euro the coupon takes off an order; 0 for WATER, whose value is a pack's price. */
  discount: z.number(),
  /** ISO 8601. */
  expiresAt: z.string(),
});
export type Coupon = z.infer<typeof couponSchema>;

/** GET /cli/coupons and the answer of an activation: newest first (issue date, then id). */
export const couponListSchema = z.array(couponSchema);

/** Path of POST /cli/coupons/{id}; the body is empty. */
export const couponParamsSchema = z.object({ id: databaseIdSchema });

/**
 * A coupon a cart's pricing applies (contract/cart.ts Cart.coupons): discount is the euro it
 * takes off this cart (for WATER, the price of one of the cart's water packs).
 */
export const cartCouponSchema = z.object({
  id: z.number().int(),
  description: z.string(),
  kind: couponKindSchema,
  discount: z.number(),
});
export type CartCoupon = z.infer<typeof cartCouponSchema>;
