import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { carts, orders, users } from '../db/schema';
import { rowsOf } from '../db/rows';

export type OrderRow = typeof orders.$inferSelect;
export type NewOrder = Omit<typeof orders.$inferInsert, 'id' | 'code' | 'createdAt' | 'updatedAt'>;

/** 'W0000042': the number a customer reads out on the phone, from the order's id. */
export const orderCodeOf = (id: number): string => `W${String(id).padStart(7, '0')}`;

/**
 * Inserts the order with its code. The id is drawn first (nextval) so the code is written with the
 * row: one statement, no second update.
 */
export async function insertOrder(tx: Database, order: NewOrder): Promise<OrderRow> {
  const idResult = await tx.execute<{ id: number }>(
    sql`select nextval(pg_get_serial_sequence('orders', 'id'))::int as id`,
  );
  const id = Number(rowsOf<{ id: number }>(idResult)[0]?.id);
  if (!Number.isInteger(id)) throw new Error('orders id sequence answered no number');
  const [row] = await tx
    .insert(orders)
    .values({ ...order, id, code: orderCodeOf(id) })
    .returning();
  if (!row) throw new Error('orders insert returned no row');
  return row;
}

/**
 * The e-mail the customer signed up with: the order's mail goes there, never to an address a
 * request carries, so nobody can make the shop write to a stranger.
 */
export async function accountEmailOf(tx: Database, userId: number): Promise<string | null> {
  const [row] = await tx.select({ email: users.email }).from(users).where(eq(users.id, userId));
  return row?.email ?? null;
}

/**
 * Locks the caller's cart row for the rest of the transaction: two placements of one cart (a
 * double click without a key) run one after the other, and the second sees ORDERED.
 */
export async function lockOwnedCart(tx: Database, userId: number, cartId: number) {
  const [cart] = await tx
    .select()
    .from(carts)
    .where(and(eq(carts.id, cartId), eq(carts.userId, userId)))
    .for('update');
  return cart ?? null;
}

export async function markCartOrdered(tx: Database, cartId: number): Promise<void> {
  await tx
    .update(carts)
    .set({ status: 'ORDERED', updatedAt: sql`now()` })
    .where(eq(carts.id, cartId));
}

export async function orderOfCart(db: Database, cartId: number): Promise<OrderRow | null> {
  const [row] = await db.select().from(orders).where(eq(orders.cartId, cartId)).limit(1);
  return row ?? null;
}

/** The caller's own order; another customer's reads as missing. */
export async function ownedOrder(db: Database, userId: number, orderId: number): Promise<OrderRow | null> {
  const [row] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.userId, userId)))
    .limit(1);
  return row ?? null;
}

/** The customer's latest order (the confirm step reads its status). */
export async function latestOrderOf(db: Database, userId: number): Promise<OrderRow | null> {
  const [row] = await db
    .select()
    .from(orders)
    .where(eq(orders.userId, userId))
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(1);
  return row ?? null;
}

/** The columns of a list row: the frozen cart's store name and count, not its lines. */
const summaryColumns = {
  id: orders.id,
  code: orders.code,
  status: orders.status,
  version: orders.version,
  userId: orders.userId,
  storeId: orders.storeId,
  deliveryMode: orders.deliveryMode,
  deliveryDate: orders.deliveryDate,
  validFrom: orders.validFrom,
  validTo: orders.validTo,
  paymentMode: orders.paymentMode,
  totalCents: orders.totalCents,
  finalTotalCents: orders.finalTotalCents,
  payBy: orders.payBy,
  createdAt: orders.createdAt,
  storeDescription: sql<string>`coalesce(${orders.cart}->>'storeDescription', '')`,
  itemsCount: sql<number>`coalesce((${orders.cart}->>'itemsCount')::int, 0)`,
};

/**
 * A page of the customer's orders, newest first. The page's ids come from orders_user_idx
 * (user_id, created_at, id) alone, an index-only backward scan that stops after offset + limit
 * entries; only the page's own rows are then read. Selecting the columns in the same scan read
 * every skipped order's row and frozen cart as well, so a late page cost as many rows as the
 * pages before it (docs/order-lifecycle.md, What the queries cost).
 */
export function findOrderPage(db: Database, userId: number, limit: number, offset: number) {
  const newestFirst = [desc(orders.createdAt), desc(orders.id)];
  const page = db
    .select({ id: orders.id })
    .from(orders)
    .where(eq(orders.userId, userId))
    .orderBy(...newestFirst)
    .limit(limit)
    .offset(offset);
  return db
    .select(summaryColumns)
    .from(orders)
    .where(and(eq(orders.userId, userId), inArray(orders.id, page)))
    .orderBy(...newestFirst);
}

export async function countOrdersOf(db: Database, userId: number): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(orders)
    .where(eq(orders.userId, userId));
  return Number(row?.count ?? 0);
}

export type OrderSummaryRow = Awaited<ReturnType<typeof findOrderPage>>[number];
