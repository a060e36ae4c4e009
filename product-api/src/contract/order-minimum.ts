import type { Cart } from './cart';

/** Why a cart cannot become an order yet, or null when it can. */
export type OrderMinimumShortfall = 'empty' | 'belowMinimum';

/**
 * Spec §5 minimum order: an order has goods and reaches its mode's minimum net total. One rule
 * for the cart page, the checkout's slot hold and the order placement, kept free of zod so the
 * storefront's first-load code can use it. Compared in cents: the wire's euro are cents / 100.
 */
export function orderMinimumShortfallOf(
  cart: Pick<Cart, 'itemsCount' | 'netTotal' | 'minNetTotal'>,
): OrderMinimumShortfall | null {
  if (cart.itemsCount === 0) return 'empty';
  return Math.round(cart.netTotal * 100) < Math.round(cart.minNetTotal * 100) ? 'belowMinimum' : null;
}
