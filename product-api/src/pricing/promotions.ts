import { formatEuro } from '../contract/money';
import type { ProductColumns, PromotionType } from './product-columns';

/**
 * How the shop stores and words a promotion (spec §3): the list price stays in price, the price
 * the customer pays for one item goes to netPrice.
 */
export type Promotion = {
  type: PromotionType;
  value: number | null;
  /** MULTI_BUY: how many items the offer's price (value) buys; null for the other types. */
  quantity: number | null;
  description: string;
  netPriceCents: number;
};

export function euroText(cents: number): string {
  return cents % 100 === 0 ? `€${cents / 100}` : formatEuro(cents);
}

/** A whole-percent discount, worded '-20%'; the net price rounded to the cent as a till does. */
export function percentagePromotion(priceCents: number, percent: number): Promotion {
  const net = Math.round((priceCents * (100 - percent)) / 100);
  return {
    type: 'PERCENTAGE',
    value: percent,
    quantity: null,
    description: `-${percent}%`,
    netPriceCents: net,
  };
}

/** A 'now' price, worded 'Now €1.99' (per kg for weighed goods). */
export function fixedPricePromotion(netCents: number, weighed: boolean): Promotion {
  return {
    type: 'FIXED_PRICE',
    value: netCents / 100,
    quantity: null,
    description: `Now ${euroText(netCents)}${weighed ? '/kg' : ''}`,
    netPriceCents: netCents,
  };
}

/**
 * A multi-buy offer, worded '2 for €1.50': value is the price of `quantity` items in euro. One
 * item still costs its list price (net price = price, no struck-through price); the cart applies
 * the offer to each whole group of `quantity` items (pricing/line-pricing.ts).
 */
export function multiBuyPromotion(priceCents: number, quantity: number, offerCents: number): Promotion {
  return {
    type: 'MULTI_BUY',
    value: offerCents / 100,
    quantity,
    description: `${quantity} for ${euroText(offerCents)}`,
    netPriceCents: priceCents,
  };
}

/** A promotion as an old price gives it: a percentage or a 'now' price, so a value always. */
export type PriceCut = { type: PromotionType; value: number; description: string };

/**
 * A struck-through old price as the shop stores a promotion: price keeps the list price, net
 * price what the customer pays. A whole-percent discount reads '-20%'; any other a 'Now €1.99'
 * price, since a rounded percentage would promise what the till does not give.
 */
export function promotionOf(oldCents: number, netCents: number, weighed: boolean): PriceCut | null {
  if (oldCents <= netCents) return null;
  const percent = Math.round(((oldCents - netCents) * 100) / oldCents);
  const cut = percentagePromotion(oldCents, percent);
  if (percent > 0 && cut.netPriceCents === netCents) {
    return { type: cut.type, value: percent, description: cut.description };
  }
  const now = fixedPricePromotion(netCents, weighed);
  return { type: now.type, value: netCents / 100, description: now.description };
}

export type PromotionColumns = Pick<
  ProductColumns,
  'promotionType' | 'promotionValue' | 'promotionQuantity' | 'promotionDescription'
>;

/** The promotion columns of a product row; all null without a promotion. */
export function promotionColumnsOf(
  promotion: (Pick<Promotion, 'type' | 'value' | 'description'> & { quantity?: number | null }) | null,
): PromotionColumns {
  return {
    promotionType: promotion?.type ?? null,
    promotionValue: promotion?.value ?? null,
    promotionQuantity: promotion?.quantity ?? null,
    promotionDescription: promotion?.description ?? null,
  };
}
