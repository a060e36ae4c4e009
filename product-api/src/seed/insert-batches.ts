import type { PgInsertValue, PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../db/client';

/** Inserts rows a hundred at a time: one statement per row makes seeding PGlite several times slower. */
export async function insertInBatches<T extends PgTable>(
  db: Database,
  table: T,
  rows: PgInsertValue<T>[],
  size = 100,
): Promise<number> {
  for (let start = 0; start < rows.length; start += size) {
    await db.insert(table).values(rows.slice(start, start + size));
  }
  return rows.length;
}
