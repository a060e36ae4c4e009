import type { Prng } from './prng';

/**
 * Demo promotions of spec §3: the list price stays in price, the price the customer pays goes to
 * netPrice. UNKNOWN is the spec's special type that shows no badge text, so it carries a
 * multi-buy description the storefront may show elsewhere.
 */
export type PromotionType = 'PERCENTAGE' | 'FIXED_PRICE' | 'UNKNOWN';
export type Promotion = {
  type: PromotionType;
  value: number | null;
  description: string;
  netPriceCents: number;
};

const PERCENTAGES = [10, 15, 20, 25, 30];

export function euroText(cents: number): string {
  return cents % 100 === 0 ? `€${cents / 100}` : `€${(cents / 100).toFixed(2)}`;
}

function percentage(priceCents: number, rng: Prng): Promotion {
  const percent = PERCENTAGES[Math.floor(rng.next() * PERCENTAGES.length)] ?? 20;
  const net = Math.round((priceCents * (100 - percent)) / 100);
  return { type: 'PERCENTAGE', value: percent, description: `-${percent}%`, netPriceCents: net };
}

/** A round 'now' price ending in 9 cents, about a fifth below the list price. */
function fixedPrice(priceCents: number, weighed: boolean): Promotion {
  const net = Math.min(Math.floor((priceCents * 0.8) / 10) * 10 + 9, priceCents - 1);
  const perKg = weighed ? '/kg' : '';
  return {
    type: 'FIXED_PRICE',
    value: net / 100,
    description: `Now ${euroText(net)}${perKg}`,
    netPriceCents: net,
  };
}

/** '2 for €X': X rounded up to 50 cents when that still saves money, else down to 10 cents. */
function multiBuy(priceCents: number): Promotion {
  const target = priceCents * 2 * 0.8;
  let pair = Math.ceil(target / 50) * 50;
  if (pair / 2 >= priceCents) pair = Math.floor(target / 10) * 10;
  return {
    type: 'UNKNOWN',
    value: null,
    description: `2 for ${euroText(pair)}`,
    netPriceCents: Math.round(pair / 2),
  };
}

export function promotionFor(priceCents: number, weighed: boolean, rng: Prng): Promotion {
  const roll = rng.next();
  if (roll < 0.6) return percentage(priceCents, rng);
  if (roll < 0.85 || weighed) return fixedPrice(priceCents, weighed);
  return multiBuy(priceCents);
}
