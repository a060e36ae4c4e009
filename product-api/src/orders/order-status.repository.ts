import { and, asc, eq, sql } from 'drizzle-orm';
import type { OrderActorKind } from '../contract/orders';
import type { Database } from '../db/client';
import { orders, orderStatusHistory } from '../db/schema';
import type { OrderRow } from './orders.repository';

/** SQL of the order's status and its history (the state machine's writer, orders/order-transitions.ts). */

/** Locks the order row for the rest of the transaction: two changes of one order queue. */
export async function lockOrder(tx: Database, orderId: number): Promise<OrderRow | null> {
  const [row] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
  return row ?? null;
}

export type StatusWrite = {
  orderId: number;
  /** The version read under the lock: the UPDATE holds only if nobody wrote in between. */
  version: number;
  status: string;
  now: Date;
  paid: boolean;
};

/** Writes the new status and adds 1 to the version; null when the version moved meanwhile. */
export async function writeOrderStatus(tx: Database, write: StatusWrite): Promise<OrderRow | null> {
  const [row] = await tx
    .update(orders)
    .set({
      status: write.status,
      version: sql`${orders.version} + 1`,
      updatedAt: write.now,
      ...(write.paid ? { paidAt: write.now } : {}),
    })
    .where(and(eq(orders.id, write.orderId), eq(orders.version, write.version)))
    .returning();
  return row ?? null;
}

export type HistoryEntry = {
  orderId: number;
  status: string;
  at: Date;
  actorKind: OrderActorKind;
  actorId: number | null;
  note: string | null;
};

export async function insertStatusHistory(tx: Database, entry: HistoryEntry): Promise<void> {
  await tx.insert(orderStatusHistory).values(entry);
}

export type HistoryRow = typeof orderStatusHistory.$inferSelect;

/** An order's history, oldest first. */
export function findStatusHistory(db: Database, orderId: number): Promise<HistoryRow[]> {
  return db
    .select()
    .from(orderStatusHistory)
    .where(eq(orderStatusHistory.orderId, orderId))
    .orderBy(asc(orderStatusHistory.id));
}
