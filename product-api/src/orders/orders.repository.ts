import { and, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { carts, orders, users } from '../db/schema';

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

/** PGlite answers { rows }, node-postgres a result with rows too; drizzle's types differ by driver. */
function rowsOf<T>(result: unknown): T[] {
  if (Array.isArray(result)) return result as T[];
  if (typeof result === 'object' && result !== null && 'rows' in result && Array.isArray(result.rows)) {
    return result.rows as T[];
  }
  return [];
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
