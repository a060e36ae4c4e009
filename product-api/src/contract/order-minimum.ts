import type { Cart } from './cart';
import { centsOf } from './money';

/** Why a cart cannot become an order yet, or null when it can. */
export type OrderMinimumShortfall = 'empty' | 'belowMinimum';

type MinimumFacts = Pick<Cart, 'itemsCount' | 'netTotal' | 'minNetTotal'>;

/**
 * Spec §5 minimum order: an order has goods and reaches its mode's minimum net total. One rule
 * for the cart page, the checkout's slot hold and the order placement, kept free of zod so the
 * storefront's first-load code can use it. Compared in cents: the wire's euro are cents / 100.
 */
export function orderMinimumShortfallOf(cart: MinimumFacts): OrderMinimumShortfall | null {
  if (cart.itemsCount === 0) return 'empty';
  return orderMinimumMissingCentsOf(cart) > 0 ? 'belowMinimum' : null;
}

/**
 * How much the goods lack to reach the minimum, in cents; 0 once reached. The shopper is told
 * this figure (issue 30), from the same comparison that refuses the order.
 */
export function orderMinimumMissingCentsOf(cart: Pick<MinimumFacts, 'netTotal' | 'minNetTotal'>): number {
  return Math.max(0, centsOf(cart.minNetTotal) - centsOf(cart.netTotal));
}
