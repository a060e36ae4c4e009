/**
 * How the shop stores and words a promotion (spec §3): the list price stays in price, the price
 * the customer pays goes to netPrice. UNKNOWN is the spec's special type that shows no badge text,
 * so it carries a multi-buy description the storefront may show elsewhere.
 */
export type PromotionType = 'PERCENTAGE' | 'FIXED_PRICE' | 'UNKNOWN';
export type Promotion = {
  type: PromotionType;
  value: number | null;
  description: string;
  netPriceCents: number;
};

export function euroText(cents: number): string {
  return cents % 100 === 0 ? `€${cents / 100}` : `€${(cents / 100).toFixed(2)}`;
}

/** A whole-percent discount, worded '-20%'; the net price rounded to the cent as a till does. */
export function percentagePromotion(priceCents: number, percent: number): Promotion {
  const net = Math.round((priceCents * (100 - percent)) / 100);
  return { type: 'PERCENTAGE', value: percent, description: `-${percent}%`, netPriceCents: net };
}

/** A 'now' price, worded 'Now €1.99' (per kg for weighed goods). */
export function fixedPricePromotion(netCents: number, weighed: boolean): Promotion {
  return {
    type: 'FIXED_PRICE',
    value: netCents / 100,
    description: `Now ${euroText(netCents)}${weighed ? '/kg' : ''}`,
    netPriceCents: netCents,
  };
}

/** Two for one price, worded '2 for €1.50'; one item's net price is half the pair's. */
export function multiBuyPromotion(pairCents: number): Promotion {
  return {
    type: 'UNKNOWN',
    value: null,
    description: `2 for ${euroText(pairCents)}`,
    netPriceCents: Math.round(pairCents / 2),
  };
}

/** A promotion as an imported row carries it: a percentage or a 'now' price, so a value always. */
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
