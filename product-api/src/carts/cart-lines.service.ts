import type { CartStoreRequest, CartStoreResponse, Cart } from '../contract/cart';
import { fail, ok, ResponseCode, type Result } from '../contract/envelope';
import { isPieces } from '../contract/quantity';
import type { Database } from '../db/client';
import { bundleCountOf } from '../pricing/cart-pricing';
import { checkBundles, checkLineAmount } from '../pricing/cart-line-rules';
import { pricedProductOf } from '../pricing/cart-pricing-wire';
import { findOwnedCart } from './cart-lookup.repository';
import { cartViewOfRow } from './cart-reading.service';
import { usableCart } from './cart-refusals';
import { lineInputOf } from './cart-view';
import {
  deleteCartLines,
  findCartLines,
  findProductByBarcode,
  inCartTransaction,
  saveCartLine,
  type CartLineRow,
  type LineProductRow,
} from './carts.repository';

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
function withLine(
  lines: CartLineRow[],
  product: LineProductRow,
  cartId: number,
  amount: number,
): CartLineRow[] {
  const line: CartLineRow = { cartId, amount, seenNetPriceCents: product.netPriceCents, product };
  const index = lines.findIndex((l) => l.product.id === product.id);
  return index < 0 ? [...lines, line] : lines.map((l, i) => (i === index ? line : l));
}

/**
 * POST /cart/store: sets the line of a product to an absolute amount (spec §7; the product card
 * sends existing + chosen, so a retried request changes nothing more) and answers the cart priced
 * with it. One transaction of four reads and one write: the cart (locked, so two changes of one
 * cart cannot both pass the pack limit), the product, the lines, the hold; preview saves nothing.
 */
export async function storeCartLine(
  db: Database,
  userId: number,
  request: CartStoreRequest,
  now: Date,
): Promise<Result<CartStoreResponse>> {
  return inCartTransaction(db, async (tx): Promise<Result<CartStoreResponse>> => {
    const usable = usableCart(await findOwnedCart(tx, userId, request.cartId, { lock: !request.preview }));
    if (!usable.ok) return usable;
    const cart = usable.data;
    const product = await findProductByBarcode(tx, request.barcode);
    if (!product) return fail(ResponseCode.PRODUCT_NOT_FOUND);
    const requested = requestedAmount(product, request);
    if (!requested.ok) return requested;
    const amount = checkLineAmount(pricedProductOf(product), requested.data);
    if (!amount.ok) return amount;

    const before = await findCartLines(tx, [cart.id]);
    const after = withLine(before, product, cart.id, amount.data);
    const bundles = checkBundles(
      bundleCountOf(after.map(lineInputOf)),
      bundleCountOf(before.map(lineInputOf)),
    );
    if (!bundles.ok) return bundles;

    if (!request.preview) {
      await saveCartLine(
        tx,
        {
          cartId: cart.id,
          productId: product.id,
          amount: amount.data,
          seenNetPriceCents: product.netPriceCents,
        },
        now,
      );
    }
    return ok({
      updatedProduct: { um: product.um, description: product.description, amount: amount.data },
      cart: await cartViewOfRow(tx, cart, now, after),
    });
  });
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
): Promise<Result<Cart>> {
  return inCartTransaction(db, async (tx): Promise<Result<Cart>> => {
    const usable = usableCart(await findOwnedCart(tx, userId, request.cartId, { lock: !request.preview }));
    if (!usable.ok) return usable;
    const cart = usable.data;
    const product = await findProductByBarcode(tx, request.barcode);
    if (!product) return fail(ResponseCode.PRODUCT_NOT_FOUND);
    const lines = (await findCartLines(tx, [cart.id])).filter((l) => l.product.id !== product.id);
    if (!request.preview) await deleteCartLines(tx, cart.id, [product.id]);
    return ok(await cartViewOfRow(tx, cart, now, lines));
  });
}
