import type { AppliedCoupon, PricedCoupon, PricedLineInput } from './cart-pricing-types';

/**
 * How the customer's activated coupons come off a cart (README: Coupons and loyalty rewards).
 * Pure, like the rest of the cart's price rules.
 *
 * - They stack, used in the order given (the soonest to expire first).
 * - VOUCHER and DISCOUNT take their value off the net total (goods and water-pack surcharge),
 *   never more than what is left of it: the total never goes below the delivery fee, and the fee
 *   and the free-delivery threshold keep reading the net total before coupons, as a till does.
 * - WATER makes one of the cart's water packs free (the cheapest first, at its net price); a cart
 *   without a pack left for it does not use it, and it waits, activated, for an order that has one.
 *   The at-most-10-packs rule is untouched: the coupon adds no pack.
 * - A coupon that would take nothing off is not used, so the order does not claim it.
 */
export function applyCoupons(
  coupons: readonly PricedCoupon[],
  lines: readonly PricedLineInput[],
  netTotalCents: number,
): AppliedCoupon[] {
  const packPrices = lines
    .filter((line) => line.product.available && line.product.isBundle)
    .flatMap((line) => Array.from({ length: Math.floor(line.amount) }, () => line.product.netPriceCents))
    .sort((a, b) => a - b);
  let left = netTotalCents;
  const applied: AppliedCoupon[] = [];
  for (const coupon of coupons) {
    const wanted = coupon.kind === 'WATER' ? packPrices.shift() : coupon.valueCents;
    const discountCents = Math.min(wanted ?? 0, left);
    if (discountCents <= 0) continue;
    left -= discountCents;
    applied.push({ ...coupon, discountCents });
  }
  return applied;
}
