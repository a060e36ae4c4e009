// The multi-buy rule is the contract's, so the storefront's estimate prices a cart the same way.
import { gramsOf, multiBuyOfferOf, multiBuyRowCents, rowCentsOf } from '../contract/cart-rules';
import { isPieces } from '../contract/quantity';
import type { PricedProduct } from './cart-pricing-types';

/**
 * The price rules of one cart line, in integer cents and grams: row prices, multi-buy offers and
 * the approximate weight of spec §9. The water-pack surcharge depends on the whole cart and is
 * added by cart-pricing.ts.
 */

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
