import { cartViewOfRow } from '../carts/cart-reading.service';
import { lineInputOf } from '../carts/cart-view';
import { placeOf } from '../carts/cart-place.service';
import {
  copyCartLines,
  findCartLines,
  findLineProducts,
  inCartTransaction,
  openCartRow,
  type CartLineRow,
} from '../carts/carts.repository';
import { cartSchema, type Cart, type CartItem } from '../contract/cart';
import { deliveryModeSchema, type Language } from '../contract/catalogue';
import { fail, ok, ResponseCode, type Result } from '../contract/envelope';
import { centsOf } from '../contract/money';
import type { Database } from '../db/client';
import { checkLineChange } from '../pricing/cart-line-rules';
import { ORDER_NOT_FOUND_MESSAGE } from './customer-orders.service';
import { ownedOrder, type OrderRow } from './orders.repository';

/** A re-order: the customer's cart, and what changed since the order (both empty: code 0). */
export type CopyOrderOutcome = { cart: Cart; updatedItems: CartItem[]; removedItems: CartItem[] };

/**
 * GET /cart/copy-order/{id} (spec §2 re-order as a cart, §4 copy order): the order's lines go
 * into the customer's open cart for the order's store, mode and address (opened when there is
 * none, and made the current cart), at today's prices, as a shopper doing the week's shop again
 * expects: what is still sold is in the cart at once. Products no longer sold are left out and
 * listed (removedItems, as the order had them), and lines whose price changed since the order are
 * listed with today's price (updatedItems): the route answers 4105 then, the cart all the same. A
 * product the cart already holds keeps its line; the lines pass the rules of an add to cart, so a
 * copy that would take the cart over 10 water packs is refused (4038) and changes nothing.
 */
export async function copyOrder(
  db: Database,
  userId: number,
  orderId: number,
  now: Date,
  language: Language,
): Promise<Result<CopyOrderOutcome>> {
  const order = await ownedOrder(db, userId, orderId);
  if (!order) return fail(ResponseCode.GENERIC_ERROR, ORDER_NOT_FOUND_MESSAGE);
  try {
    return await copiedInOneTransaction(db, userId, order, now, language);
  } catch (error) {
    if (error instanceof CopyRefused) return error.refusal;
    throw error;
  }
}

class CopyRefused extends Error {
  constructor(readonly refusal: Result<never>) {
    super('copy order refused');
  }
}

function copiedInOneTransaction(
  db: Database,
  userId: number,
  order: OrderRow,
  now: Date,
  language: Language,
): Promise<Result<CopyOrderOutcome>> {
  const frozen = cartSchema.parse(order.cart);
  const ordered = frozen.items.filter((item) => item.status === 'ok');
  return inCartTransaction(db, async (tx): Promise<Result<CopyOrderOutcome>> => {
    const place = await placeOf(tx, userId, {
      deliveryMode: deliveryModeSchema.parse(order.deliveryMode),
      storeId: order.storeId,
      addressId: frozen.addressId ?? undefined,
    });
    if (!place.ok) return place;
    const products = await findLineProducts(
      tx,
      ordered.map((item) => item.barcode),
    );
    const productOf = (barcode: string) => products.find((p) => p.barcode === barcode && p.available);
    const removedItems = ordered
      .filter((item) => productOf(item.barcode) === undefined)
      .map((item): CartItem => ({ ...item, available: false, status: 'danger' }));
    const changedPrice = new Set(
      ordered
        .filter((item) => {
          const product = productOf(item.barcode);
          return product !== undefined && product.netPriceCents !== centsOf(item.netPrice);
        })
        .map((item) => item.barcode),
    );

    const cart = await openCartRow(tx, { userId, ...place.data, terminalType: 'WEB', terminalId: null }, now);
    const held = await findCartLines(tx, [cart.id]);
    const copying: CartLineRow[] = ordered.flatMap((item) => {
      const product = productOf(item.barcode);
      if (!product || held.some((line) => line.product.id === product.id)) return [];
      // The shopper's substitution choice and picker note come along with the line.
      const { amount, replace, note } = item;
      return [{ cartId: cart.id, amount, seenNetPriceCents: product.netPriceCents, product, replace, note }];
    });
    const change = checkLineChange(held.map(lineInputOf), [...held, ...copying].map(lineInputOf));
    // Thrown, not returned: the cart opened above rolls back with the refusal.
    if (!change.ok) throw new CopyRefused(change);
    await copyCartLines(
      tx,
      cart.id,
      copying.map((line) => ({
        productId: line.product.id,
        amount: line.amount,
        seenNetPriceCents: line.seenNetPriceCents,
        replace: line.replace,
        note: line.note,
      })),
      now,
    );
    const view = await cartViewOfRow(tx, cart, now, language);
    return ok({
      cart: view,
      updatedItems: view.items.filter((item) => changedPrice.has(item.barcode)),
      removedItems,
    });
  });
}
