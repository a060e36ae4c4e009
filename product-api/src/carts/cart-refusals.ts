import { ADDRESS_NOT_FOUND_MESSAGE } from '../addresses/addresses.routes';
import { fail, ok, ResponseCode, type Result } from '../contract/envelope';
import type { CartRow } from './cart-lookup.repository';

/**
 * The failures every cart call shares (spec §8) and their HTTP status. Another customer's cart or
 * address reads as missing (architecture, The API contract: never leak that it exists), a 404 like
 * the address book's.
 */

export const cartNotFound = <T>(): Result<T> => fail(ResponseCode.CART_NOT_FOUND);

/** Spec §8 4008: the end-of-day job moved the cart into the automated shopping list. */
export const cartMoved = <T>(): Result<T> => fail(ResponseCode.CART_CLOSED);

export const addressNotFound = <T>(): Result<T> =>
  fail(ResponseCode.GENERIC_ERROR, ADDRESS_NOT_FOUND_MESSAGE);

/**
 * The cart if a cart call may use it: an open cart of the caller. A cart that became an order or
 * was deleted is as gone as a missing one (4004): the storefront then reloads the current cart
 * (spec §4); a moved one answers 4008 every time.
 */
export function usableCart(cart: CartRow | null): Result<CartRow> {
  if (cart === null) return cartNotFound();
  if (cart.status === 'OPEN') return ok(cart);
  if (cart.status === 'MOVED') return cartMoved();
  return cartNotFound();
}

/** HTTP status of a cart call's result: 404 for a missing cart or address, 400 for refused fields, else 200. */
export function cartStatusOf<T>(result: Result<T>): 200 | 400 | 404 {
  if (result.ok) return 200;
  if (result.code === ResponseCode.CART_NOT_FOUND) return 404;
  if (result.code === ResponseCode.GENERIC_ERROR && result.message === ADDRESS_NOT_FOUND_MESSAGE) return 404;
  return result.fields ? 400 : 200;
}
