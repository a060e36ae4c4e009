import { and, asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { documentCounters, orderDocuments } from '../db/schema';

/** SQL of receipts and invoices (architecture, Code conventions: the only invoices file that imports the ORM). */

/**
 * The next number of a series and year. The upsert raises the counter and keeps its row locked
 * until the caller's transaction ends: a concurrent completion waits, then takes the next number;
 * a rolled-back one gives its number back. So numbers run 1, 2, 3… without gaps or repeats.
 */
export async function takeNextNumber(tx: Database, series: string, year: number): Promise<number> {
  const [row] = await tx
    .insert(documentCounters)
    .values({ series, year, lastNumber: 1 })
    .onConflictDoUpdate({
      target: [documentCounters.series, documentCounters.year],
      set: { lastNumber: sql`${documentCounters.lastNumber} + 1` },
    })
    .returning({ lastNumber: documentCounters.lastNumber });
  if (!row) throw new Error(`no number taken for ${series}-${year}`);
  return row.lastNumber;
}

export type OrderDocumentValues = typeof orderDocuments.$inferInsert;
export type OrderDocumentRow = typeof orderDocuments.$inferSelect;

export async function insertOrderDocument(tx: Database, values: OrderDocumentValues): Promise<void> {
  await tx.insert(orderDocuments).values(values);
}

/** The kinds already issued for an order (the order row is locked by the caller). */
export async function issuedKindsOf(db: Database, orderId: number): Promise<string[]> {
  const rows = await db
    .select({ kind: orderDocuments.kind })
    .from(orderDocuments)
    .where(eq(orderDocuments.orderId, orderId));
  return rows.map((row) => row.kind);
}

/** An order's documents for its detail: receipt before invoice, as issued. */
export async function findOrderDocuments(
  db: Database,
  orderId: number,
): Promise<Pick<OrderDocumentRow, 'kind' | 'number' | 'issuedAt'>[]> {
  return db
    .select({ kind: orderDocuments.kind, number: orderDocuments.number, issuedAt: orderDocuments.issuedAt })
    .from(orderDocuments)
    .where(eq(orderDocuments.orderId, orderId))
    .orderBy(asc(orderDocuments.id));
}

export async function findOrderDocument(
  db: Database,
  orderId: number,
  kind: string,
): Promise<OrderDocumentRow | undefined> {
  const [row] = await db
    .select()
    .from(orderDocuments)
    .where(and(eq(orderDocuments.orderId, orderId), eq(orderDocuments.kind, kind)));
  return row;
}
