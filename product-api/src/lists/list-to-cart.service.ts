import { addToCurrentCart, type RefusedAddition } from '../carts/cart-additions.service';
import type { Language } from '../contract/catalogue';
import { ok, ResponseCode, type Result } from '../contract/envelope';
import type { ListToCartResponse, NotAddedItem } from '../contract/lists';
import type { Database } from '../db/client';
import { cartPlanOf, type CartPlan } from './list-rules';
import { findListItems, findOwnedList } from './lists.repository';
import { listNotFound } from './lists.service';

/** An item the cart's rules refused; one dropped from the catalogue meanwhile is 'no longer sold'. */
function refusedItemOf(addition: CartPlan['additions'][number], refusal: RefusedAddition): NotAddedItem {
  const { itemId, barcode, description } = addition;
  if (refusal.code === ResponseCode.PRODUCT_NOT_FOUND) {
    return { itemId, barcode, description, reason: 'NOT_SOLD', responseCode: null, message: null };
  }
  return {
    itemId,
    barcode,
    description,
    reason: 'REFUSED',
    responseCode: refusal.code,
    message: refusal.message,
  };
}

/**
 * POST /cli/slists/to-cart (spec §4 smartlist to cart; the path is ours, README: Shopping lists
 * and favourites): every available product of the list is added to the customer's current cart
 * through the cart's own add rules (carts/cart-additions.service.ts), on top of what the cart
 * holds. Answers the cart and the items left out, in the list's order: custom items, products out
 * of stock or no longer sold, and those the cart's rules refused (its code and message). No open
 * cart: 4004, which the storefront answers by going to /cart.
 */
export async function addListToCart(
  db: Database,
  userId: number,
  listId: number,
  now: Date,
  language: Language,
): Promise<Result<ListToCartResponse>> {
  const list = await findOwnedList(db, userId, listId);
  if (!list) return listNotFound();
  const items = await findListItems(db, [list.id]);
  const plan = cartPlanOf(items, language);
  const added = await addToCurrentCart(db, userId, plan.additions, now, language);
  if (!added.ok) return added;
  const refused = plan.additions.flatMap((addition) => {
    const refusal = added.data.refused.find((r) => r.barcode === addition.barcode);
    return refusal ? [refusedItemOf(addition, refusal)] : [];
  });
  const position = new Map(items.map((item, index) => [item.id, index]));
  const notAdded = [...plan.notAdded, ...refused].sort(
    (a, b) => (position.get(a.itemId) ?? 0) - (position.get(b.itemId) ?? 0),
  );
  return ok({ cart: added.data.cart, notAdded });
}
