import { eq, lte, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { loginThrottle } from '../db/schema';
import type { ThrottleCount } from './login-throttle-rules';

/** SQL of login throttling (architecture, Code conventions: only repositories use the ORM). */

/**
 * Adds one attempt to the key's counter and returns it, opening a new window when there is no row
 * or its window has ended. One INSERT ... ON CONFLICT DO UPDATE: the database takes the row lock,
 * so concurrent attempts on any number of API instances each see a distinct count, on PostgreSQL
 * and on PGlite alike. `now` comes from the caller's clock, not the server's, so tests can move it.
 */
export async function countAttempt(
  db: Database,
  key: string,
  now: Date,
  windowEndsAt: Date,
): Promise<ThrottleCount> {
  const windowOver = sql`${loginThrottle.windowEndsAt} <= ${now.toISOString()}::timestamptz`;
  const rows = await db
    .insert(loginThrottle)
    .values({ key, attempts: 1, windowEndsAt })
    .onConflictDoUpdate({
      target: loginThrottle.key,
      set: {
        attempts: sql`case when ${windowOver} then 1 else ${loginThrottle.attempts} + 1 end`,
        windowEndsAt: sql`case when ${windowOver} then excluded.window_ends_at else ${loginThrottle.windowEndsAt} end`,
      },
    })
    .returning({ attempts: loginThrottle.attempts, windowEndsAt: loginThrottle.windowEndsAt });
  const row = rows[0];
  if (!row) throw new Error('login_throttle upsert returned no row');
  return row;
}

export async function clearCounter(db: Database, key: string): Promise<void> {
  await db.delete(loginThrottle).where(eq(loginThrottle.key, key));
}

/** Counters whose window has ended hold nothing a later attempt needs (it would start afresh). */
export async function deleteEndedCounters(db: Database, now: Date): Promise<void> {
  await db.delete(loginThrottle).where(lte(loginThrottle.windowEndsAt, now));
}
