import { sql } from 'drizzle-orm';
import type { Database } from './client';

/**
 * After a bulk load (seed, import): merge the pending list of the GIN index on tags and refresh
 * planner statistics. PGlite has no autovacuum, and without this the planner sizes the category
 * and tag filters of catalogue pages from stale counts. VACUUM cannot run inside a transaction,
 * so callers run it after theirs commits.
 */
export async function refreshSearchStatistics(db: Database): Promise<void> {
  await db.execute(sql`vacuum analyze products`);
}
