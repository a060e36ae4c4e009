import { and, eq, lt } from 'drizzle-orm';
import type { Database } from '../db/client';
import { idempotencyKeys } from '../db/schema';

export type StoredAnswer = { requestHash: string; responseCode: number | null; response: unknown };

/**
 * Claims an Idempotency-Key inside the caller's transaction. The primary key (user, key) makes a
 * concurrent request with the same key wait until this transaction ends: if it commits, the
 * other finds the stored answer; if it rolls back, the other claims the key itself. Answers null
 * when this request claimed the key, else what the first request stored.
 */
export async function claimIdempotencyKey(
  tx: Database,
  userId: number,
  key: string,
  requestHash: string,
): Promise<StoredAnswer | null> {
  const [claimed] = await tx
    .insert(idempotencyKeys)
    .values({ userId, key, requestHash })
    .onConflictDoNothing()
    .returning({ key: idempotencyKeys.key });
  if (claimed) return null;
  const [stored] = await tx
    .select({
      requestHash: idempotencyKeys.requestHash,
      responseCode: idempotencyKeys.responseCode,
      response: idempotencyKeys.response,
    })
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key)));
  return stored ?? null;
}

/** The answer a claimed key gives from now on (written in the same transaction as the order). */
export async function storeIdempotentAnswer(
  tx: Database,
  userId: number,
  key: string,
  responseCode: number,
  response: unknown,
): Promise<void> {
  await tx
    .update(idempotencyKeys)
    .set({ responseCode, response })
    .where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key)));
}

/** Keys older than `before` are forgotten (a retry comes within minutes, not days). */
export async function forgetIdempotencyKeysBefore(db: Database, before: Date): Promise<number> {
  const rows = await db
    .delete(idempotencyKeys)
    .where(lt(idempotencyKeys.createdAt, before))
    .returning({ key: idempotencyKeys.key });
  return rows.length;
}
