import { sql } from 'drizzle-orm';
import type { Database } from './client';

/**
 * After a bulk load (seed, import): merge the tags' GIN index pending list and refresh planner
 * statistics. PGlite has no autovacuum, and without this the planner guesses the category and
 * tag filters of catalogue pages from stale counts. VACUUM cannot run inside a transaction, so callers run it after theirs commits.
 */
export async function refreshSearchStatistics(db: Database): Promise<void> {
  await db.execute(sql`vacuum analyze products`);
}
