import { CART_LINE_MAX_AMOUNT } from '../contract/cart';
import { ok, refuseFields, type Result } from '../contract/envelope';
import { isPieces } from '../contract/quantity';
import { checkLineAmount } from '../pricing/cart-line-rules';

/**
 * What a picker may record for a line (docs/order-lifecycle.md: Picking). Pure, so every
 * boundary is tested without a database. Refusals name the field, as a form's would.
 */

/**
 * A weighed line may come out heavier than ordered (the scale decides), but not by more than
 * half again: 11.2 kg typed for 1.12 kg is a slip, not a heavy cabbage.
 */
export const OVERWEIGHT_FACTOR = 1.5;

type AmountProduct = {
  purchaseUm: string;
  umStep: number;
  minWeight: number | null;
  maxAmount: number | null;
};

/** At most 3 decimals: the scale's grams, which the pick_lines columns keep exactly. */
const hasGrams = (kg: number): boolean => Math.abs(kg * 1000 - Math.round(kg * 1000)) < 1e-6;

const refuse = <T>(path: string, message: string): Result<T> => refuseFields([{ path, message }]);

/** A real weight in kilograms: above zero, to the gram, at most `limit`. */
function checkWeight(amount: number, limit: number, path: string): Result<number> {
  if (!hasGrams(amount)) return refuse(path, 'Enter the weight in kg with at most 3 decimals');
  if (amount > limit + 1e-9) return refuse(path, `The weight can be at most ${limit} kg`);
  return ok(Math.round(amount * 1000) / 1000);
}

/** Pieces by the product's stepper (spec §5: whole pieces, from 1, up to maxAmount). */
function checkPieces(product: AmountProduct, amount: number, limit: number, path: string): Result<number> {
  const stepped = checkLineAmount({ ...product, available: true }, amount);
  if (!stepped.ok) return refuse(path, stepped.message ?? 'Amount not valid');
  if (stepped.data > limit) return refuse(path, `At most ${limit} pieces`);
  return stepped;
}

/**
 * The ordered product as picked: pieces follow its stepper and never exceed what was ordered (the
 * customer pays for nothing they did not ask for); weighed goods take the scale's kilograms, up to
 * OVERWEIGHT_FACTOR times the ordered weight.
 */
export function checkPickedAmount(
  ordered: AmountProduct & { orderedAmount: number },
  amount: number,
): Result<number> {
  if (isPieces(ordered)) return checkPieces(ordered, amount, ordered.orderedAmount, 'amount');
  const limit = Math.round(ordered.orderedAmount * OVERWEIGHT_FACTOR * 1000) / 1000;
  return checkWeight(amount, limit, 'amount');
}

/** A substitute's amount: its own stepper for pieces, the scale's kilograms for weighed goods. */
export function checkSubstituteAmount(substitute: AmountProduct, amount: number): Result<number> {
  const limit = Math.min(substitute.maxAmount ?? CART_LINE_MAX_AMOUNT, CART_LINE_MAX_AMOUNT);
  if (isPieces(substitute)) return checkPieces(substitute, amount, limit, 'amount');
  return checkWeight(amount, CART_LINE_MAX_AMOUNT, 'amount');
}
