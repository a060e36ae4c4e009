import {
  fixedPricePromotion,
  multiBuyPromotion,
  percentagePromotion,
  type Promotion,
} from '../pricing/promotions';
import type { Prng } from './prng';

/**
 * The demo's mix of promotions (spec §3): which kind a promoted product gets and how deep the cut
 * is. The wording and stored shape are the shop's (pricing/promotions.ts).
 */
const PERCENTAGES = [10, 15, 20, 25, 30];

function percentage(priceCents: number, rng: Prng): Promotion {
  const percent = PERCENTAGES[Math.floor(rng.next() * PERCENTAGES.length)] ?? 20;
  return percentagePromotion(priceCents, percent);
}

/** A round 'now' price ending in 9 cents, about a fifth below the list price. */
function fixedPrice(priceCents: number, weighed: boolean): Promotion {
  const net = Math.min(Math.floor((priceCents * 0.8) / 10) * 10 + 9, priceCents - 1);
  return fixedPricePromotion(net, weighed);
}

/** '2 for €X': X rounded up to 50 cents when that still saves money, else down to 10 cents. */
function multiBuy(priceCents: number): Promotion {
  const target = priceCents * 2 * 0.8;
  let pair = Math.ceil(target / 50) * 50;
  if (pair / 2 >= priceCents) pair = Math.floor(target / 10) * 10;
  return multiBuyPromotion(priceCents, 2, pair);
}

export function promotionFor(priceCents: number, weighed: boolean, rng: Prng): Promotion {
  const roll = rng.next();
  if (roll < 0.6) return percentage(priceCents, rng);
  if (roll < 0.85 || weighed) return fixedPrice(priceCents, weighed);
  return multiBuy(priceCents);
}
