import { isPieces } from './quantity';
import { SHOP_RULES } from './shop-rules';

/**
 * Malta's BCRS deposit (README: Deposit on drink containers), one rule for the API's pricing and
 * the storefront's notes and cart estimate: each container of each piece carries
 * SHOP_RULES.depositCentsPerContainer on top of the price. A multipack counts every container it
 * holds; weighed goods come in no drink container and carry none. Offers, multi-buy and coupons
 * price the goods only, so nothing ever takes the deposit off. No zod: the storefront's first-load
 * code imports it.
 */

/** The deposit of one piece: 10 c a container (a six-pack: 60 c). */
export const pieceDepositCents = (depositUnits: number): number =>
  Math.max(0, depositUnits) * SHOP_RULES.depositCentsPerContainer;

export function lineDepositCents(
  product: { purchaseUm: string; depositUnits: number },
  amount: number,
): number {
  if (!isPieces(product) || amount <= 0) return 0;
  return Math.round(amount) * pieceDepositCents(product.depositUnits);
}
