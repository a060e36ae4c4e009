import { isPieces } from './quantity';
import { SHOP_RULES } from './shop-rules';

/**
 * The cart's price rules that the storefront needs too (spec §1, §5): the multi-buy offer, the
 * water-pack surcharge and when the delivery fee is due. The API prices every cart with them
 * (pricing/line-pricing.ts, pricing/cart-pricing.ts); the storefront's estimate of a changed cart
 * (lib/cart/cart-cache.ts) uses the very same, so the header's total does not jump when the
 * server's cart arrives (issue 30 item 6). In cents; no zod, so first-load code can import it.
 */

/**
 * Amounts travel as kilograms with at most 2 decimals (contract/quantity.ts), which floats cannot
 * hold exactly (0.3 × 100 is 30.000000000000004); work in whole grams so a row rounds like a till.
 */
export const gramsOf = (kg: number): number => Math.round(kg * 1000);

/** amount × unit price in cents, rounded half up to the cent (pieces stay exact). */
export function rowCentsOf(amount: number, unitCents: number): number {
  return Math.round((gramsOf(amount) * unitCents) / 1000);
}

/** Modes that deliver to an address: they pay the delivery fee below the free-delivery threshold. */
export const ADDRESS_MODES = ['AT_HOME', 'SHIPPED'] as const;

export const isAddressMode = (mode: string): boolean => ADDRESS_MODES.some((m) => m === mode);

/** The tag that marks water packs, in the demo seed and a catalogue file alike. */
export const WATER_PACK_TAG = 'water-pack';

/** The related product of spec §3 cartItemRelatedProduct: the water packs' surcharge. */
export const WATER_PACK_SURCHARGE_DESCRIPTION = 'Water pack surcharge';

/** A multi-buy offer the cart can apply: q items (q ≥ 2) for offerCents. */
export type MultiBuyOffer = { quantity: number; offerCents: number; description: string };

/** What the multi-buy rule reads of a product: its unit, one item's price and its offer. */
export type MultiBuyProduct = {
  purchaseUm: string;
  netPriceCents: number;
  promotion: { type: string; quantity: number | null; value: number | null; description: string } | null;
};

/**
 * The multi-buy offer of a piece product, or null. An offer that saves nothing (its price at or
 * above q single items) is ignored, so the offer can never make a cart dearer; weighed goods have
 * no item count for an offer to apply to.
 */
export function multiBuyOfferOf(product: MultiBuyProduct): MultiBuyOffer | null {
  const { promotion } = product;
  if (promotion?.type !== 'MULTI_BUY' || !isPieces(product)) return null;
  const { quantity, value } = promotion;
  if (quantity === null || !Number.isInteger(quantity) || quantity < 2) return null;
  if (value === null || !(value > 0)) return null;
  const offerCents = Math.round(value * 100);
  if (offerCents >= quantity * product.netPriceCents) return null;
  return { quantity, offerCents, description: promotion.description };
}

/** floor(n/q) × offer + (n mod q) × single price: '2 for €1.50' makes 3 items €1.50 + one. */
export function multiBuyRowCents(pieces: number, offer: MultiBuyOffer, singleCents: number): number {
  const groups = Math.floor(pieces / offer.quantity);
  return groups * offer.offerCents + (pieces - groups * offer.quantity) * singleCents;
}

/**
 * Spec §5: water packs above the free ones pay a surcharge each. Given the packs of each line in
 * cart order (0 for other goods), the packs of each line that pay it: the free packs go to the
 * first lines, so the surcharge lands on the line(s) that took the cart over the free count.
 */
export function surchargedWaterPacks(packsPerLine: readonly number[]): number[] {
  let freeLeft: number = SHOP_RULES.waterPacksWithoutSurcharge;
  return packsPerLine.map((packs) => {
    const free = Math.min(freeLeft, packs);
    freeLeft -= free;
    return packs - free;
  });
}

/**
 * Spec §1: the delivery fee is due for an address mode under the free-delivery threshold (net).
 * An empty cart is no order yet and pays nothing.
 */
export function deliveryFeeDue(mode: string, netTotalCents: number, hasGoods: boolean): boolean {
  return isAddressMode(mode) && hasGoods && netTotalCents < SHOP_RULES.freeDeliveryFromCents;
}
