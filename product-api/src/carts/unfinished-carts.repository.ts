import { and, asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { cartItems, carts, products, shoppingListItems, shoppingLists } from '../db/schema';
import { releaseHoldsOfCart } from '../slots/slot-holds.repository';

/** Open carts last touched before `before`, oldest first (the end-of-day move's work list). */
export async function openCartIdsBefore(db: Database, before: Date, limit: number): Promise<number[]> {
  const rows = await db
    .select({ id: carts.id })
    .from(carts)
    .where(and(eq(carts.status, 'OPEN'), sql`${carts.createdAt} < ${before.toISOString()}`))
    .orderBy(asc(carts.id))
    .limit(limit);
  return rows.map((row) => row.id);
}

/**
 * Moves one open cart into a new automated shopping list of its customer, in one transaction:
 * the status change is conditional (status = 'OPEN'), so a cart another instance (or the
 * customer's checkout) got to first is left alone, and a rerun after a crash moves nothing twice.
 * Its slot hold is released with it. Answers whether this call moved the cart.
 */
export async function moveCartToAutomatedList(db: Database, cartId: number, title: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [cart] = await tx
      .update(carts)
      .set({ status: 'MOVED', updatedAt: sql`now()` })
      .where(and(eq(carts.id, cartId), eq(carts.status, 'OPEN')))
      .returning({ id: carts.id, userId: carts.userId });
    if (!cart) return false;
    await releaseHoldsOfCart(tx, cart.id);
    const lines = await tx
      .select({
        productId: cartItems.productId,
        barcode: products.barcode,
        amount: cartItems.amount,
        description: products.description,
      })
      .from(cartItems)
      .innerJoin(products, eq(products.id, cartItems.productId))
      .where(eq(cartItems.cartId, cart.id))
      .orderBy(asc(cartItems.id));
    // An empty cart leaves nothing worth a list; it is closed all the same.
    if (lines.length === 0) return true;
    const [list] = await tx
      .insert(shoppingLists)
      .values({ userId: cart.userId, title, automated: true })
      .returning({ id: shoppingLists.id });
    if (!list) throw new Error('shopping_lists insert returned no row');
    await tx.insert(shoppingListItems).values(lines.map((line) => ({ listId: list.id, ...line })));
    return true;
  });
}
