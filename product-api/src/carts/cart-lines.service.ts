import type { CartStoreRequest, CartStoreResponse, Cart } from '../contract/cart';
import type { Language } from '../contract/catalogue';
import { nameIn } from '../products/product-mapper';
import { fail, ok, ResponseCode, type Result } from '../contract/envelope';
import { isPieces } from '../contract/quantity';
import { usableCouponsOf } from '../coupons/coupon-orders.service';
import type { Database } from '../db/client';
import { checkLineAmount, checkLineChange } from '../pricing/cart-line-rules';
import { pricedProductOf } from '../pricing/cart-pricing-wire';
import { usableCart } from './cart-refusals';
import { cartViewOf, lineInputOf } from './cart-view';
import { lockCartContext, readCartContext, readCartLines, saveCartLineAt } from './cart-lines.repository';
import {
  deleteCartLines,
  inCartTransaction,
  type CartLineRow,
  type LineProductRow,
} from './carts.repository';

/**
 * How often an add to cart reads again when another change of the same cart landed between its
 * read and its write. Each retry means another change succeeded, so one shopper's clicks settle
 * in a few; the bound only keeps a pathological storm from spinning.
 */
const STORE_ATTEMPTS = 20;

/**
 * The amount the request gives in the product's own unit (spec §3 product add payload): pieces
 * in `amount` for PZ, kilograms in `weight` otherwise; the other field is a wrong unit (4031).
 */
function requestedAmount(product: LineProductRow, request: CartStoreRequest): Result<number> {
  const pieces = isPieces(product);
  const amount = pieces ? request.amount : request.weight;
  if (amount !== undefined) return ok(amount);
  return fail(
    ResponseCode.PRODUCT_NOT_VALID,
    pieces
      ? 'This product is sold by the piece: give amount'
      : 'This product is sold by weight: give weight in kg',
  );
}

/** The lines with the product's line set to `amount` (added at the end when new). */
export function withLine(
  lines: CartLineRow[],
  product: LineProductRow,
  cartId: number,
  amount: number,
): CartLineRow[] {
  const index = lines.findIndex((l) => l.product.id === product.id);
  // A new line starts with the defaults; an existing one keeps its preferences (the save sets
  // only the amount and the price seen).
  const line: CartLineRow = {
    cartId,
    amount,
    seenNetPriceCents: product.netPriceCents,
    replace: lines[index]?.replace ?? true,
    note: lines[index]?.note ?? '',
    product,
  };
  return index < 0 ? [...lines, line] : lines.map((l, i) => (i === index ? line : l));
}

/**
 * POST /cart/store: sets the line of a product to an absolute amount (spec §7; the product card
 * sends existing + chosen, so a retried request changes nothing more) and answers the cart priced
 * with it. One read (the cart with its settings, hold and lines, and the product) and one write
 * that lands only if the cart's lines are still those read, so the pack limit, which spans lines,
 * holds when two changes of one cart meet; the loser reads again. Preview saves nothing.
 */
export async function storeCartLine(
  db: Database,
  userId: number,
  request: CartStoreRequest,
  now: Date,
  language: Language,
): Promise<Result<CartStoreResponse>> {
  for (let attempt = 0; attempt < STORE_ATTEMPTS; attempt++) {
    const context = await readCartContext(db, {
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
    const requested = requestedAmount(product, request);
    if (!requested.ok) return requested;
    // The request's number normalised first: an unavailable product is refused even at its amount.
    const amount = checkLineAmount(pricedProductOf(product), requested.data);
    if (!amount.ok) return amount;

    const before = context.lines;
    const after = withLine(before, product, cart.id, amount.data);
    const change = checkLineChange(before.map(lineInputOf), after.map(lineInputOf));
    if (!change.ok) return change;

    const line = {
      cartId: cart.id,
      productId: product.id,
      amount: amount.data,
      seenNetPriceCents: product.netPriceCents,
    };
    if (request.preview || (await saveCartLineAt(db, line, cart.linesVersion, now))) {
      const coupons = await usableCouponsOf(db, userId, now, language);
      return ok({
        updatedProduct: { um: product.um, description: nameIn(product, language), amount: amount.data },
        cart: cartViewOf(
          { cart, setting: context.setting, hold: context.hold, lines: after, coupons },
          language,
        ),
      });
    }
  }
  return fail(ResponseCode.GENERIC_ERROR, 'The cart is changing: please try again');
}

/**
 * POST /cart/delete: removes the product's line and answers the cart. A product the cart does
 * not hold leaves it as it is (a retried delete is no error); an unknown barcode is 4030.
 */
export async function deleteCartLine(
  db: Database,
  userId: number,
  request: { cartId: number; barcode: string; preview: boolean },
  now: Date,
  language: Language,
): Promise<Result<Cart>> {
  return inCartTransaction(db, async (tx): Promise<Result<Cart>> => {
    const keys = { userId, cartId: request.cartId, barcode: request.barcode, now };
    const context = request.preview ? await readCartContext(tx, keys) : await lockCartContext(tx, keys);
    const usable = usableCart(context?.cart ?? null);
    if (!usable.ok) return usable;
    const cart = usable.data;
    const product = context?.product;
    if (!product) return fail(ResponseCode.PRODUCT_NOT_FOUND);
    // A preview read the lines with the cart; under the lock they are read after it.
    const current = request.preview ? context.lines : await readCartLines(tx, cart.id);
    const lines = current.filter((l) => l.product.id !== product.id);
    if (!request.preview) await deleteCartLines(tx, cart.id, [product.id]);
    const coupons = await usableCouponsOf(tx, userId, now, language);
    return ok(cartViewOf({ cart, setting: context.setting, hold: context.hold, lines, coupons }, language));
  });
}
