import { CART_LINE_MAX_AMOUNT } from '../contract/cart';
import { SHOP_RULES } from '../contract/shop-rules';
import { fail, ok, ResponseCode, type Result } from '../contract/envelope';
import { isPieces, minimumOf, stepOf } from '../contract/quantity';
import { waterPackCountOf } from './cart-pricing';
import type { PricedLineInput, PricedProduct } from './cart-pricing-types';

/**
 * The checks a cart's lines pass before they are stored (spec §5 stepper rules, §9 packs, §8
 * codes). Pure, so the cart services answer them and the tests reach every boundary.
 */

export type LineRulesProduct = Pick<
  PricedProduct,
  'purchaseUm' | 'umStep' | 'minWeight' | 'maxAmount' | 'available'
>;

/**
 * Amounts are compared in hundredths: a stepper that adds 0.1 three times sends
 * 0.30000000000000004, which must count as 0.3. More than 2 decimals is off any step (§5 rounds
 * umStep to 2 decimals), so a tiny tolerance is enough.
 */
function hundredthsOf(amount: number): number | null {
  const hundredths = Math.round(amount * 100);
  return Math.abs(amount * 100 - hundredths) < 1e-6 ? hundredths : null;
}

/**
 * The line's amount if the rules allow it, normalised to 2 decimals (store this, not the float
 * received): 4031 for an unavailable product, an amount off the step or below the minimum (whole
 * pieces, not below 1 for PZ); 4034 above maxAmount or CART_LINE_MAX_AMOUNT. The step counts from
 * zero (0.25 kg: 1.25 yes, 1.2 no) or from the minimum, where minWeight is off that grid, since the
 * stepper starts at the minimum (minWeight 0.3, step 0.25: 0.3, 0.55, 0.8).
 */
export function checkLineAmount(product: LineRulesProduct, amount: number): Result<number> {
  if (!product.available) return fail(ResponseCode.PRODUCT_NOT_VALID, 'Product not available');
  if (!Number.isFinite(amount) || amount <= 0) {
    return fail(ResponseCode.PRODUCT_NOT_VALID, 'Amount must be above zero');
  }
  const limit = Math.min(product.maxAmount ?? CART_LINE_MAX_AMOUNT, CART_LINE_MAX_AMOUNT);
  if (amount * 100 > Math.round(limit * 100) + 1e-6) {
    return fail(ResponseCode.MAX_QUANTITY_REACHED, `Maximum amount is ${limit}`);
  }
  const hundredths = hundredthsOf(amount);
  const step = Math.round(stepOf(product) * 100);
  const minimum = Math.round(minimumOf(product) * 100);
  if (hundredths !== null && hundredths < minimum) {
    return fail(ResponseCode.PRODUCT_NOT_VALID, `Minimum amount is ${minimum / 100}`);
  }
  const onStep = hundredths !== null && (hundredths % step === 0 || (hundredths - minimum) % step === 0);
  if (!onStep) {
    const unit = isPieces(product) ? 'whole pieces' : `a multiple of ${step / 100} kg`;
    return fail(ResponseCode.PRODUCT_NOT_VALID, `Amount must be ${unit}`);
  }
  return ok(hundredths / 100);
}

/**
 * At most SHOP_RULES.maxWaterPacksPerOrder water packs per order (4038). A change that lowers the count is always
 * allowed, so a cart over the limit (the limit lowered, a product turned into a pack) can be fixed.
 */
export function checkWaterPackLimit(countAfterChange: number, countBefore?: number): Result<number> {
  const lowers = countBefore !== undefined && countAfterChange <= countBefore;
  if (countAfterChange > SHOP_RULES.maxWaterPacksPerOrder && !lowers) {
    return fail(
      ResponseCode.MAX_BUNDLES_EXCEEDED,
      `At most ${SHOP_RULES.maxWaterPacksPerOrder} water packs per order`,
    );
  }
  return ok(countAfterChange);
}

/** True when `before` already had this product at this amount: the write does not change it. */
const keeps = (before: PricedLineInput[], line: PricedLineInput): boolean =>
  before.some((b) => b.product.id === line.product.id && b.amount === line.amount);

/**
 * The one gate of every write of a cart's lines (an add or change, a move onto another cart):
 * `after` is the cart's lines once written. Each new or changed line keeps the stepper rules
 * (answered with its amount normalised), and the packs across all lines stay within the order's
 * limit. Lines the write leaves as they were are not judged again, so a cart a lowered limit made
 * invalid can still be fixed.
 */
export function checkLineChange(
  before: PricedLineInput[],
  after: PricedLineInput[],
): Result<PricedLineInput[]> {
  const checked: PricedLineInput[] = [];
  for (const line of after) {
    if (keeps(before, line)) {
      checked.push(line);
      continue;
    }
    const amount = checkLineAmount(line.product, line.amount);
    if (!amount.ok) return amount;
    checked.push({ ...line, amount: amount.data });
  }
  const packs = checkWaterPackLimit(waterPackCountOf(checked), waterPackCountOf(before));
  return packs.ok ? ok(checked) : packs;
}
