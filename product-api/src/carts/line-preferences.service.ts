import type { Cart, CartLinePreferencesRequest } from '../contract/cart';
import type { Language } from '../contract/catalogue';
import { fail, ok, ResponseCode, type Result } from '../contract/envelope';
import { usableCouponsOf } from '../coupons/coupon-orders.service';
import type { Database } from '../db/client';
import { lockCartContext, readCartLines } from './cart-lines.repository';
import { usableCart } from './cart-refusals';
import { cartViewOf } from './cart-view';
import { inCartTransaction } from './carts.repository';
import { saveLinePreferences } from './line-preferences.repository';

export const LINE_NOT_IN_CART_MESSAGE = 'This product is not in the cart';

/**
 * POST /cart/line/preferences (issue 29): whether the picker may replace the line's product with
 * a similar one, and the customer's note for the picker, on one of the caller's open carts
 * (another customer's cart is 4004, like every cart call). They ride on the line: changing its
 * amount keeps them, removing it drops them, and the order's frozen cart carries them to the
 * picker. An unknown barcode is 4030, as is a product the cart does not hold.
 */
export async function setLinePreferences(
  db: Database,
  userId: number,
  request: CartLinePreferencesRequest,
  now: Date,
  language: Language,
): Promise<Result<Cart>> {
  return inCartTransaction(db, async (tx): Promise<Result<Cart>> => {
    const context = await lockCartContext(tx, {
      userId,
      cartId: request.cartId,
      barcode: request.barcode,
      now,
    });
    const usable = usableCart(context?.cart ?? null);
    if (!usable.ok) return usable;
    const cart = usable.data;
    const product = context?.product;
    if (!product) return fail(ResponseCode.PRODUCT_NOT_FOUND);
    const line = { cartId: cart.id, productId: product.id };
    const preferences = { replace: request.replace, note: request.note };
    if (!(await saveLinePreferences(tx, line, preferences, now))) {
      return fail(ResponseCode.PRODUCT_NOT_FOUND, LINE_NOT_IN_CART_MESSAGE);
    }
    const lines = await readCartLines(tx, cart.id);
    const coupons = await usableCouponsOf(tx, userId, now, language);
    return ok(cartViewOf({ cart, setting: context.setting, hold: context.hold, lines, coupons }, language));
  });
}
