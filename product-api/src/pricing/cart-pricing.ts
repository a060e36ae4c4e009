import { deliveryFeeDue, isAddressMode, surchargedWaterPacks } from '../contract/cart-rules';
import { SHOP_RULES } from '../contract/shop-rules';
import type { DeliveryMode } from '../contract/catalogue';
import { isPieces } from '../contract/quantity';
import type {
  CartFeeCents,
  CartPricing,
  CartPricingInput,
  LinePricing,
  PricedLineInput,
} from './cart-pricing-types';
import { applyCoupons } from './coupon-pricing';
import { lineDepositCents } from '../contract/deposit';
import { lineWeightGrams, priceLineGoods } from './line-pricing';

/**
 * The cart's price rules (spec §1, §5, §9; issue 13 item 5) as one pure function: what the cart
 * service answers for a cart and what the freeze charges. No I/O, so every boundary is unit-tested.
 *
 * A line of a product that is no longer available (status 'danger') is priced for display but
 * counts in no total, count or threshold: it cannot be delivered, and the freeze check removes it.
 */

export const DELIVERY_FEE_ID = 'DELIVERY';
export const DELIVERY_FEE_DESCRIPTION = 'Delivery fee';

/** Pieces of a line for counts: a PZ line counts its amount, a weighed line counts 1. */
const piecesOf = (line: PricedLineInput): number => (isPieces(line.product) ? line.amount : 1);

/** Water packs (products.is_bundle) the cart holds, the number the 4038 check limits. */
export function waterPackCountOf(lines: PricedLineInput[]): number {
  return lines.reduce((sum, l) => (l.product.available && l.product.isBundle ? sum + piecesOf(l) : sum), 0);
}

/** Spec §5: the packs of each line that pay the surcharge (contract/cart-rules.ts). */
function waterPackSurchargeAmounts(lines: PricedLineInput[]): number[] {
  return surchargedWaterPacks(
    lines.map((line) => (line.product.available && line.product.isBundle ? piecesOf(line) : 0)),
  );
}

/**
 * Spec §1: a delivery fee for orders under the free-delivery threshold (net); pick-up modes pay none. An empty
 * cart is no order yet and pays nothing (its summary still shows what free delivery needs).
 */
export function deliveryFeeFor(mode: DeliveryMode, netTotalCents: number, hasGoods: boolean): CartFeeCents[] {
  if (!deliveryFeeDue(mode, netTotalCents, hasGoods)) return [];
  return [
    {
      id: DELIVERY_FEE_ID,
      description: DELIVERY_FEE_DESCRIPTION,
      valueCents: SHOP_RULES.deliveryFeeCents,
      maxCartNetTotalCents: SHOP_RULES.freeDeliveryFromCents,
    },
  ];
}

/** '€12.40 more for free delivery'; null for pick-up modes and once delivery is free. */
export function missingForFreeDeliveryCents(mode: DeliveryMode, netTotalCents: number): number | null {
  if (!isAddressMode(mode) || netTotalCents >= SHOP_RULES.freeDeliveryFromCents) return null;
  return SHOP_RULES.freeDeliveryFromCents - netTotalCents;
}

/** Spec §9: the card is pre-authorised a margin higher for weighed goods, rounded up to the cent. */
export function preAuthorisationCents(totalCents: number, weighedNetCents: number): number {
  return totalCents + Math.ceil((weighedNetCents * SHOP_RULES.weighedPreAuthorisationPercent) / 100);
}

export function priceCart(input: CartPricingInput): CartPricing {
  const surcharges = waterPackSurchargeAmounts(input.lines);
  const lines: LinePricing[] = input.lines.map((line, index) => {
    const surchargeAmount = surcharges[index] ?? 0;
    return {
      ...priceLineGoods(line.product, line.amount),
      surchargeAmount,
      surchargeCents: surchargeAmount * SHOP_RULES.waterPackSurchargeCents,
      weightGrams: lineWeightGrams(line.product, line.amount),
      depositCents: lineDepositCents(line.product, line.amount),
    };
  });

  let goodsCents = 0;
  let weighedNetCents = 0;
  let itemsCount = 0;
  let waterPackSurchargeTotalCents = 0;
  let depositTotalCents = 0;
  let hasGoods = false;
  input.lines.forEach((line, index) => {
    const priced = lines[index];
    if (!line.product.available || priced === undefined) return;
    hasGoods = true;
    goodsCents += priced.rowNetPriceCents;
    waterPackSurchargeTotalCents += priced.surchargeCents;
    depositTotalCents += priced.depositCents;
    itemsCount += piecesOf(line);
    if (!isPieces(line.product)) weighedNetCents += priced.rowNetPriceCents;
  });

  const netTotalCents = goodsCents + waterPackSurchargeTotalCents;
  const fees = deliveryFeeFor(input.deliveryMode, netTotalCents, hasGoods);
  const coupons = applyCoupons(input.coupons ?? [], input.lines, netTotalCents);
  const couponCents = coupons.reduce((sum, coupon) => sum + coupon.discountCents, 0);
  // The deposit is no goods: outside the net total, so no coupon, threshold or gift reads it.
  const totalCents =
    netTotalCents - couponCents + fees.reduce((sum, fee) => sum + fee.valueCents, 0) + depositTotalCents;
  return {
    lines,
    itemsCount,
    bundleCount: waterPackCountOf(input.lines),
    waterPackSurchargeTotalCents,
    netTotalCents,
    fees,
    coupons,
    depositTotalCents,
    totalCents,
    preAuthorisedCents: preAuthorisationCents(totalCents, weighedNetCents),
    minNetTotalCents: input.minNetTotalCents,
    minimumMet: netTotalCents >= input.minNetTotalCents,
    missingForFreeDeliveryCents: missingForFreeDeliveryCents(input.deliveryMode, netTotalCents),
    // Spec §5: the goods (net total), not the delivery fee, earn the gift.
    giftAvailable: netTotalCents >= SHOP_RULES.giftFromCents,
  };
}
