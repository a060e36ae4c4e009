import { CART_LINE_MAX_AMOUNT } from '@shop/product-api/contract/cart';

/**
 * The real weight a picker types from the scale (issue 29 item 4): kilograms with a comma or a
 * dot ('0,62' on an Italian handheld, '0.62' on an English one), at most 3 decimals (grams), more
 * than nothing and at most a cart line's maximum. Answers the kilograms, or why it is refused as
 * a message key of the pick list.
 */
export type WeightReading =
  { ok: true; kg: number } | { ok: false; reason: 'weightInvalid' | 'weightTooHigh' };

export const WEIGHT_PATTERN = /^\d{1,3}([.,]\d{1,3})?$/;

export function readWeight(typed: string): WeightReading {
  const text = typed.trim();
  if (!WEIGHT_PATTERN.test(text)) return { ok: false, reason: 'weightInvalid' };
  const kg = Math.round(Number(text.replace(',', '.')) * 1000) / 1000;
  if (!(kg > 0)) return { ok: false, reason: 'weightInvalid' };
  if (kg > CART_LINE_MAX_AMOUNT) return { ok: false, reason: 'weightTooHigh' };
  return { ok: true, kg };
}
