import { sql } from 'drizzle-orm';
import type { Database } from './client';

/**
 * After a bulk load (seed, import): merge the GIN indexes' pending lists and refresh planner
 * statistics. PGlite has no autovacuum, and without this the planner reads every row to rank
 * a search. VACUUM cannot run inside a transaction, so callers run it after theirs commits.
 */
export async function refreshSearchStatistics(db: Database): Promise<void> {
  await db.execute(sql`vacuum analyze products`);
}
