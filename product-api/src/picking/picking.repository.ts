import { and, eq, inArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { lineProductColumns, type LineProductRow } from '../carts/carts.repository';
import type { PickLineState } from '../contract/picking';
import type { Database } from '../db/client';
import { categories, orders, pickLines, products, stores, users } from '../db/schema';
import type { OrderRow } from '../orders/orders.repository';
import { scopeCondition, type StoreScope } from '../staff/staff-orders.repository';

/** SQL of picking (docs/order-lifecycle.md: Picking): the pick lines, and the prepared cart's write. */

export type ScopedOrder = { order: OrderRow; storeName: string; customerFirstName: string };

/** The order with its store's name, when it belongs to the scope; another store's reads as missing. */
export async function findScopedOrder(
  db: Database,
  orderId: number,
  scope: StoreScope,
): Promise<ScopedOrder | undefined> {
  const [row] = await db
    .select({
      order: orders,
      storeName: stores.name,
      // The account may be gone (user_id set null): the order stays, without a name.
      customerFirstName: sql<string>`coalesce(${users.firstName}, '')`,
    })
    .from(orders)
    .innerJoin(stores, eq(stores.id, orders.storeId))
    .leftJoin(users, eq(users.id, orders.userId))
    .where(and(eq(orders.id, orderId), scopeCondition(scope)))
    .limit(1);
  return row;
}

export type PickLineRow = typeof pickLines.$inferSelect;

export function findPickLines(db: Database, orderId: number): Promise<PickLineRow[]> {
  return db.select().from(pickLines).where(eq(pickLines.orderId, orderId));
}

/**
 * The order's status, its row share-locked for the rest of the transaction: a line saved while
 * another picker finishes the order (which locks the row for update) waits, then sees the new
 * status, so nothing is recorded after the prepared cart was computed.
 */
export async function lockOrderStatusShared(tx: Database, orderId: number): Promise<string | null> {
  const [row] = await tx
    .select({ status: orders.status })
    .from(orders)
    .where(eq(orders.id, orderId))
    .for('share');
  return row?.status ?? null;
}

export type PickLineWrite = {
  orderId: number;
  barcode: string;
  state: PickLineState;
  pickedAmount: number | null;
  substituteBarcode: string | null;
  substituteAmount: number | null;
  staffId: number;
  now: Date;
};

/** One line as the picker recorded it last: a single upsert on the (order, barcode) key. */
export async function upsertPickLine(tx: Database, line: PickLineWrite): Promise<void> {
  const values = {
    state: line.state,
    pickedAmount: line.pickedAmount,
    substituteBarcode: line.substituteBarcode,
    substituteAmount: line.substituteAmount,
    staffId: line.staffId,
    updatedAt: line.now,
  };
  await tx
    .insert(pickLines)
    .values({ orderId: line.orderId, barcode: line.barcode, ...values })
    .onConflictDoUpdate({ target: [pickLines.orderId, pickLines.barcode], set: values });
}

export type AisleRow = {
  categoryId: number;
  description: string;
  subOrder: number;
  mainDescription: string;
  mainOrder: number;
};

const parentCategory = alias(categories, 'parent_category');

/** The categories of the lines with their main category (itself when top-level), for the walk. */
export function findAisles(db: Database, categoryIds: number[]): Promise<AisleRow[]> {
  if (categoryIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      categoryId: categories.id,
      description: categories.description,
      subOrder: categories.order,
      mainDescription: sql<string>`coalesce(${parentCategory.description}, ${categories.description})`,
      mainOrder: sql<number>`coalesce(${parentCategory.order}, ${categories.order})`.mapWith(Number),
    })
    .from(categories)
    .leftJoin(parentCategory, eq(parentCategory.id, categories.parentId))
    .where(inArray(categories.id, categoryIds));
}

/** Today's products of these barcodes, with the columns a cart line prices by. */
export function findProducts(db: Database, barcodes: string[]): Promise<LineProductRow[]> {
  if (barcodes.length === 0) return Promise.resolve([]);
  return db.select(lineProductColumns).from(products).where(inArray(products.barcode, barcodes));
}

/** The prepared cart and final total, in the picking-done transaction (the order row is locked). */
export async function writePreparedCart(
  tx: Database,
  write: { orderId: number; preparedCart: unknown; finalTotalCents: number; now: Date },
): Promise<void> {
  await tx
    .update(orders)
    .set({ preparedCart: write.preparedCart, finalTotalCents: write.finalTotalCents, updatedAt: write.now })
    .where(eq(orders.id, write.orderId));
}
