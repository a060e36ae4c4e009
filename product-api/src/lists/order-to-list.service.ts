import { cartSchema } from '../contract/cart';
import type { Language } from '../contract/catalogue';
import { fail, ok, ResponseCode, type Result } from '../contract/envelope';
import { ITEMS_PER_LIST_MAX, LISTS_PER_CUSTOMER_MAX, type Smartlist } from '../contract/lists';
import type { Database } from '../db/client';
import { ORDER_NOT_FOUND_MESSAGE } from '../orders/customer-orders.service';
import { ownedOrder } from '../orders/orders.repository';
import { itemAmountOf, orderListTitle, smartlistOf } from './list-rules';
import { tooManyLists } from './lists.service';
import {
  countLists,
  findItemProducts,
  findListItems,
  inListTransaction,
  insertItems,
  insertList,
  lockCustomerLists,
} from './lists.repository';

/**
 * POST /cli/ecommerce/copy/to/smartlist/{id} (spec §2 orders: copy into a shopping list): a new
 * list titled with the order's code and delivery day (no words to translate) holding the order's
 * products at their ordered amounts. Products no longer sold come along with the name they were
 * ordered under and show as such. Another customer's order reads as missing, like in the orders'
 * own calls. The new list is the answer, and becomes current (spec §4).
 */
export async function copyOrderToList(
  db: Database,
  userId: number,
  orderId: number,
  now: Date,
  language: Language,
): Promise<Result<Smartlist>> {
  const order = await ownedOrder(db, userId, orderId);
  if (!order) return fail(ResponseCode.GENERIC_ERROR, ORDER_NOT_FOUND_MESSAGE);
  const ordered = cartSchema.parse(order.cart).items.slice(0, ITEMS_PER_LIST_MAX);
  const products = await findItemProducts(
    db,
    ordered.map((item) => item.barcode),
  );
  return inListTransaction(db, async (tx): Promise<Result<Smartlist>> => {
    await lockCustomerLists(tx, userId);
    if ((await countLists(tx, userId)) >= LISTS_PER_CUSTOMER_MAX) return tooManyLists();
    const list = await insertList(tx, userId, orderListTitle(order.code, order.deliveryDate), now);
    const items = ordered.map((item) => {
      const product = products.find((p) => p.barcode === item.barcode) ?? null;
      return {
        listId: list.id,
        productId: product?.id ?? null,
        barcode: item.barcode,
        type: 'PRODUCT' as const,
        description: product?.description ?? item.description,
        // The ordered line's own stepper when the catalogue dropped the product.
        amount: itemAmountOf(product ?? item, item.amount),
      };
    });
    await insertItems(tx, items, now);
    return ok(smartlistOf(list, await findListItems(tx, [list.id]), language));
  });
}
