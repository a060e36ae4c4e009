import { isPieces } from '../contract/quantity';
import type { PricedProduct } from './cart-pricing-types';

/**
 * The price rules of one cart line, in integer cents and grams: row prices, multi-buy offers and
 * the approximate weight of spec §9. The water-pack surcharge depends on the whole cart and is
 * added by cart-pricing.ts.
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

/** A multi-buy offer the cart can apply: q items (q ≥ 2) for offerCents. */
export type MultiBuyOffer = { quantity: number; offerCents: number; description: string };

/**
 * The multi-buy offer of a piece product, or null. An offer that saves nothing (its price at or
 * above q single items) is ignored, so the offer can never make a cart dearer; weighed goods have
 * no item count for an offer to apply to.
 */
export function multiBuyOfferOf(product: PricedProduct): MultiBuyOffer | null {
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

/** What a line costs before the water-pack surcharge, and the offer words it shows. */
export type LineGoodsPricing = { rowPriceCents: number; rowNetPriceCents: number; promoNote: string | null };

/**
 * Pieces cost amount × price; weighed goods (purchaseUm other than PZ) kg × price per kg. The
 * promo note shows on every line of a multi-buy product, from the first item: '2 for €1.50' next to
 * a single lettuce tells the shopper that one more saves, and the card and product page show the
 * same words.
 */
export function priceLineGoods(product: PricedProduct, amount: number): LineGoodsPricing {
  const rowPriceCents = rowCentsOf(amount, product.priceCents);
  const offer = multiBuyOfferOf(product);
  if (offer === null) {
    return { rowPriceCents, rowNetPriceCents: rowCentsOf(amount, product.netPriceCents), promoNote: null };
  }
  return {
    rowPriceCents,
    rowNetPriceCents: multiBuyRowCents(amount, offer, product.netPriceCents),
    promoNote: offer.description,
  };
}

/** Spec §9: the weight shown in the cart is rounded up to the next 10 g. */
const roundUpTo10g = (grams: number): number => Math.ceil(grams / 10) * 10;

/**
 * Approximate weight of a line in grams (spec §9), for weighed goods only: their amount rounded up
 * to the next 10 g, since the picker weighs what is cut. Goods sold by the piece (a water pack, a
 * tin) are counted, not weighed: their weight would only repeat the pack size in their name, so
 * they have none (issue 30 item 7).
 */
export function lineWeightGrams(product: Pick<PricedProduct, 'purchaseUm'>, amount: number): number | null {
  return isPieces(product) ? null : roundUpTo10g(gramsOf(amount));
}
