import { and, eq, gt, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { loginThrottle } from '../db/schema';

/** SQL of the attempt limits beyond what the login limits' repository already has. */

/**
 * Takes one counted attempt back, for an attempt that turned out to be one the limit is not about
 * (a card check that passed). Never below zero, and the window stays as it was.
 */
export async function giveBackAttempt(db: Database, key: string): Promise<void> {
  await db
    .update(loginThrottle)
    .set({ attempts: sql`${loginThrottle.attempts} - 1` })
    .where(and(eq(loginThrottle.key, key), gt(loginThrottle.attempts, 0)));
}
