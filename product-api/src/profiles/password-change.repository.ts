import { eq } from 'drizzle-orm';
import { revokeOtherTokens } from '../auth/auth.repository';
import type { Database } from '../db/client';
import { users } from '../db/schema';

/**
 * The new hash and the end of the customer's other sessions in one transaction: a stolen session
 * cannot outlive the password change that was meant to lock it out.
 */
export async function replacePassword(
  db: Database,
  change: { userId: number; passwordHash: string; keepTokenId: string; at: Date },
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash: change.passwordHash }).where(eq(users.id, change.userId));
    await revokeOtherTokens(tx, change.userId, change.keepTokenId, change.at);
  });
}
