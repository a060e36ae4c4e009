import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { favouriteProducts, products, shoppingListItems, shoppingLists, users } from '../db/schema';

/**
 * SQL of the shopping lists and favourites (architecture, Code conventions: only *.repository.ts
 * files import the ORM). Every read and write names the customer: another customer's list or
 * item is simply not found.
 */

/** What a list item shows of its product: its names, image, stepper fields and allergens. */
const itemProductColumns = {
  id: products.id,
  ref: products.ref,
  barcode: products.barcode,
  description: products.description,
  descriptionIt: products.descriptionIt,
  imageUrl: products.imageUrl,
  available: products.available,
  purchaseUm: products.purchaseUm,
  umStep: products.umStep,
  minWeight: products.minWeight,
  maxAmount: products.maxAmount,
  allergens: products.allergens,
  mayContain: products.mayContain,
};
export type ItemProductRow = { [K in keyof typeof itemProductColumns]: (typeof products.$inferSelect)[K] };

export type ListRow = typeof shoppingLists.$inferSelect;
export type ListItemRow = typeof shoppingListItems.$inferSelect & { product: ItemProductRow | null };

/** The customer's lists in their stable order, oldest first: the first is spec §4's 'first list'. */
export function findLists(db: Database, userId: number): Promise<ListRow[]> {
  return db
    .select()
    .from(shoppingLists)
    .where(eq(shoppingLists.userId, userId))
    .orderBy(asc(shoppingLists.id));
}

export async function findOwnedList(db: Database, userId: number, listId: number): Promise<ListRow | null> {
  const [row] = await db
    .select()
    .from(shoppingLists)
    .where(and(eq(shoppingLists.id, listId), eq(shoppingLists.userId, userId)));
  return row ?? null;
}

/**
 * The items of the lists in the order they were added, each with today's product of its barcode
 * (null when the catalogue no longer has it).
 */
export async function findListItems(db: Database, listIds: number[]): Promise<ListItemRow[]> {
  if (listIds.length === 0) return [];
  const rows = await db
    .select({ item: shoppingListItems, product: itemProductColumns })
    .from(shoppingListItems)
    .leftJoin(products, eq(products.barcode, shoppingListItems.barcode))
    .where(inArray(shoppingListItems.listId, listIds))
    .orderBy(asc(shoppingListItems.id));
  return rows.map(({ item, product }) => ({ ...item, product }));
}

export async function findItemProduct(db: Database, barcode: string): Promise<ItemProductRow | null> {
  const [row] = await db.select(itemProductColumns).from(products).where(eq(products.barcode, barcode));
  return row ?? null;
}

export function findItemProducts(db: Database, barcodes: string[]): Promise<ItemProductRow[]> {
  if (barcodes.length === 0) return Promise.resolve([]);
  return db.select(itemProductColumns).from(products).where(inArray(products.barcode, barcodes));
}

/** Runs `work` in a transaction: every change of a list is made under its lock (lockList, lockCustomerLists). */
export function inListTransaction<T>(db: Database, work: (tx: Database) => Promise<T>): Promise<T> {
  return db.transaction((tx) => work(tx));
}

/**
 * Locks the customer's row until the transaction ends, so two creates or two deletes of one
 * customer's lists take turns: the cap and 'never the last list' hold when they meet.
 */
export async function lockCustomerLists(tx: Database, userId: number): Promise<void> {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('no key update');
}

/** The customer's list, locked until the transaction ends (its items change one at a time). */
export async function lockList(tx: Database, userId: number, listId: number): Promise<ListRow | null> {
  const [row] = await tx
    .select()
    .from(shoppingLists)
    .where(and(eq(shoppingLists.id, listId), eq(shoppingLists.userId, userId)))
    .for('update');
  return row ?? null;
}

export async function countLists(db: Database, userId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(shoppingLists).where(eq(shoppingLists.userId, userId));
  return row?.n ?? 0;
}

export async function countItems(db: Database, listId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(shoppingListItems)
    .where(eq(shoppingListItems.listId, listId));
  return row?.n ?? 0;
}

export async function insertList(db: Database, userId: number, title: string, now: Date): Promise<ListRow> {
  const [row] = await db
    .insert(shoppingLists)
    .values({ userId, title, automated: false, createdAt: now, updatedAt: now })
    .returning();
  if (!row) throw new Error('shopping_lists insert returned no row');
  return row;
}

export async function renameList(db: Database, listId: number, title: string, now: Date): Promise<void> {
  await db.update(shoppingLists).set({ title, updatedAt: now }).where(eq(shoppingLists.id, listId));
}

export async function deleteList(db: Database, listId: number): Promise<void> {
  await db.delete(shoppingLists).where(eq(shoppingLists.id, listId));
}

/** A copy of the list's items into another list, in their order. */
export async function copyItems(db: Database, fromListId: number, toListId: number): Promise<void> {
  await db.execute(sql`
    insert into ${shoppingListItems} (list_id, product_id, barcode, type, description, amount)
    select ${toListId}, product_id, barcode, type, description, amount
    from ${shoppingListItems} where list_id = ${fromListId} order by id`);
}

export type NewListItem = {
  listId: number;
  productId: number | null;
  barcode: string | null;
  type: 'PRODUCT' | 'CUSTOM';
  description: string;
  amount: number;
};

export async function insertItems(db: Database, items: NewListItem[], now: Date): Promise<void> {
  if (items.length === 0) return;
  await db.insert(shoppingListItems).values(items.map((item) => ({ ...item, createdAt: now })));
}

/** The list's item of a barcode (one per list, shopping_list_items_barcode_idx). */
export async function findItemByBarcode(db: Database, listId: number, barcode: string) {
  const [row] = await db
    .select({ id: shoppingListItems.id, amount: shoppingListItems.amount })
    .from(shoppingListItems)
    .where(and(eq(shoppingListItems.listId, listId), eq(shoppingListItems.barcode, barcode)));
  return row ?? null;
}

export async function findItem(db: Database, listId: number, itemId: number): Promise<ListItemRow | null> {
  const [row] = (await findListItems(db, [listId])).filter((item) => item.id === itemId);
  return row ?? null;
}

export async function setItemAmount(db: Database, itemId: number, amount: number): Promise<void> {
  await db.update(shoppingListItems).set({ amount }).where(eq(shoppingListItems.id, itemId));
}

/** Ticks the list's item off or back on; false when the list has no such item. */
export async function setItemChecked(
  db: Database,
  listId: number,
  itemId: number,
  checked: boolean,
): Promise<boolean> {
  const rows = await db
    .update(shoppingListItems)
    .set({ checked })
    .where(and(eq(shoppingListItems.id, itemId), eq(shoppingListItems.listId, listId)))
    .returning({ id: shoppingListItems.id });
  return rows.length > 0;
}

/** Removes the item; false when the list has no such item. */
export async function deleteItem(db: Database, listId: number, itemId: number): Promise<boolean> {
  const rows = await db
    .delete(shoppingListItems)
    .where(and(eq(shoppingListItems.id, itemId), eq(shoppingListItems.listId, listId)))
    .returning({ id: shoppingListItems.id });
  return rows.length > 0;
}

export async function touchList(db: Database, listId: number, now: Date): Promise<void> {
  await db.update(shoppingLists).set({ updatedAt: now }).where(eq(shoppingLists.id, listId));
}

/** Favourites with today's product of each barcode (null when no longer sold), oldest first. */
export async function findFavourites(db: Database, userId: number) {
  return db
    .select({ id: favouriteProducts.id, barcode: favouriteProducts.barcode, product: itemProductColumns })
    .from(favouriteProducts)
    .leftJoin(products, eq(products.barcode, favouriteProducts.barcode))
    .where(eq(favouriteProducts.userId, userId))
    .orderBy(asc(favouriteProducts.id));
}
export type FavouriteRow = Awaited<ReturnType<typeof findFavourites>>[number];

/** Adds the favourite unless the customer has it already (one row per barcode). */
export async function insertFavourite(db: Database, userId: number, barcode: string): Promise<void> {
  await db.insert(favouriteProducts).values({ userId, barcode }).onConflictDoNothing();
}

export async function countFavourites(db: Database, userId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(favouriteProducts)
    .where(eq(favouriteProducts.userId, userId));
  return row?.n ?? 0;
}

export async function deleteFavourite(db: Database, userId: number, barcode: string): Promise<void> {
  await db
    .delete(favouriteProducts)
    .where(and(eq(favouriteProducts.userId, userId), eq(favouriteProducts.barcode, barcode)));
}
