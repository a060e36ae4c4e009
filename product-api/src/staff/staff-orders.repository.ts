import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../db/client';
import { orders, stores, users } from '../db/schema';

/**
 * The staff's reading of orders (issue 29): the overview of a day and one order's summary. Only
 * reads: every change of an order's status belongs to the orders' state machine (orders/).
 */

export type StaffOrderRow = {
  id: number;
  code: string;
  status: string;
  deliveryMode: string;
  lineCount: number;
  customerFirstName: string;
  storeId: number;
  storeName: string;
  validFrom: Date;
  validTo: Date;
};

/** The stores a staff member sees: a list of ids, or every store (a manager). */
export type StoreScope = { kind: 'all' } | { kind: 'stores'; storeIds: readonly number[] };

const summaryColumns = {
  id: orders.id,
  code: orders.code,
  status: orders.status,
  deliveryMode: orders.deliveryMode,
  // The frozen cart's lines; an order always has its cart (orders.cart is NOT NULL).
  lineCount: sql<number>`coalesce(jsonb_array_length(${orders.cart} -> 'items'), 0)`.mapWith(Number),
  // The account may be gone (user_id set null): the order stays, without a name.
  customerFirstName: sql<string>`coalesce(${users.firstName}, '')`,
  storeId: orders.storeId,
  storeName: stores.name,
  validFrom: orders.validFrom,
  validTo: orders.validTo,
};

/** The scope as a condition on orders.store_id (the picking domain's reads use it too). */
export function scopeCondition(scope: StoreScope): SQL | undefined {
  if (scope.kind === 'all') return undefined;
  // A picker bound to no store sees nothing (an empty IN would be invalid SQL).
  return scope.storeIds.length > 0 ? inArray(orders.storeId, [...scope.storeIds]) : sql`false`;
}

/** One day's orders of the scope, optionally of one status, by slot start, store and order id. */
export async function ordersOfDay(
  db: Database,
  query: { scope: StoreScope; date: string; status?: string },
): Promise<StaffOrderRow[]> {
  return db
    .select(summaryColumns)
    .from(orders)
    .innerJoin(stores, eq(stores.id, orders.storeId))
    .leftJoin(users, eq(users.id, orders.userId))
    .where(
      and(
        eq(orders.deliveryDate, query.date),
        scopeCondition(query.scope),
        query.status === undefined ? undefined : eq(orders.status, query.status),
      ),
    )
    .orderBy(asc(orders.validFrom), asc(stores.name), asc(orders.id));
}

/** One order's summary when it belongs to the scope; another store's order reads as missing. */
export async function orderInScope(
  db: Database,
  orderId: number,
  scope: StoreScope,
): Promise<StaffOrderRow | undefined> {
  const rows = await db
    .select(summaryColumns)
    .from(orders)
    .innerJoin(stores, eq(stores.id, orders.storeId))
    .leftJoin(users, eq(users.id, orders.userId))
    .where(and(eq(orders.id, orderId), scopeCondition(scope)))
    .limit(1);
  return rows[0];
}
