import type { Cart } from '../contract/cart';
import { fail, ok, ResponseCode, type Result } from '../contract/envelope';
import { orderMinimumShortfallOf } from '../contract/order-minimum';

/**
 * The minimum-order refusal (spec §8 'Minimum order not met', followed by the minimum and the
 * euro sign) the order placement and a slot hold answer alike: a place of a slot is only for a
 * cart that could become an order.
 */
export function checkOrderMinimum(cart: Cart): Result<Cart> {
  const shortfall = orderMinimumShortfallOf(cart);
  if (shortfall === 'empty') return fail(ResponseCode.GENERIC_ERROR, 'Your cart is empty');
  if (shortfall === 'belowMinimum') {
    return fail(ResponseCode.GENERIC_ERROR, `Minimum order not met: ${cart.minNetTotal.toFixed(2)} €`);
  }
  return ok(cart);
}
