import type { Language } from '../contract/catalogue';
import type { Cart } from '../contract/cart';
import { ok, type Result } from '../contract/envelope';
import type { Database } from '../db/client';
import { findOwnedCart } from './cart-lookup.repository';
import { cartViewOfRow } from './cart-reading.service';
import { usableCart } from './cart-refusals';
import { acceptSeenPrices, deleteCartLines, findCartLines, inCartTransaction } from './carts.repository';

/** The answer of a freeze check: changed (code 4105) with the cart carrying updatedItems and removedItems. */
export type FreezeCheck = { changed: boolean; cart: Cart };

/**
 * POST /cart/freeze/check (spec §4 checkout from cart): the prices the customer saw when adding
 * (cart_items.seen_net_price_cents) against today's, and the products still available. Nothing
 * changed: the cart. Otherwise the cart as it now is, with updatedItems (new price) and
 * removedItems (no longer available), for the storefront's popup (4105). Unless preview, the
 * check also settles the changes, so the next check passes: the unavailable lines leave the cart
 * and the new prices count as seen (the popup is the customer's notice of them).
 */
export async function checkCartBeforeFreeze(
  db: Database,
  userId: number,
  request: { cartId: number; preview: boolean },
  now: Date,
  language: Language,
): Promise<Result<FreezeCheck>> {
  return inCartTransaction(db, async (tx): Promise<Result<FreezeCheck>> => {
    const usable = usableCart(await findOwnedCart(tx, userId, request.cartId, { lock: !request.preview }));
    if (!usable.ok) return usable;
    const cart = usable.data;
    const lines = await findCartLines(tx, [cart.id]);
    const removed = lines.filter((line) => !line.product.available);
    const kept = lines.filter((line) => line.product.available);
    const updated = kept.filter((line) => line.seenNetPriceCents !== line.product.netPriceCents);
    if (removed.length === 0 && updated.length === 0) {
      return ok({ changed: false, cart: await cartViewOfRow(tx, cart, now, language, lines) });
    }

    if (!request.preview) {
      await deleteCartLines(
        tx,
        cart.id,
        removed.map((line) => line.product.id),
      );
      await acceptSeenPrices(
        tx,
        cart.id,
        updated.map((line) => ({ productId: line.product.id, netPriceCents: line.product.netPriceCents })),
        now,
      );
    }
    // Removed lines priced with the cart as it was (status 'danger'); the rest as it now is.
    const before = await cartViewOfRow(tx, cart, now, language, lines);
    const after = await cartViewOfRow(
      tx,
      cart,
      now,
      language,
      kept.map((line) => ({ ...line, seenNetPriceCents: line.product.netPriceCents })),
    );
    const removedIds = new Set(removed.map((line) => line.product.id));
    const updatedIds = new Set(updated.map((line) => line.product.id));
    return ok({
      changed: true,
      cart: {
        ...after,
        updatedItems: after.items.filter((item) => updatedIds.has(item.id)),
        removedItems: before.items.filter((item) => removedIds.has(item.id)),
      },
    });
  });
}
