import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { revokeAllTokensOf } from '../auth/auth.repository';
import type { Database } from '../db/client';
import { passwordResetTokens, users } from '../db/schema';

/**
 * SQL of the password reset by e-mail (architecture, Code conventions: the only reset file that
 * imports the ORM).
 */

/**
 * Stores a reset token for the customer with this e-mail, if there is one, and answers their id.
 * One INSERT ... SELECT whether or not the e-mail is a customer's (it inserts one row or none),
 * so a known and an unknown e-mail cost the same statements (issue 12: no enumeration by timing).
 * Only the token's SHA-256 is stored: a copy of the table opens no account.
 */
export async function insertResetTokenForEmail(
  db: Database,
  token: { email: string; tokenHash: string; expiresAt: Date; now: Date },
): Promise<number | undefined> {
  const rows = await db
    .insert(passwordResetTokens)
    .select(
      db
        .select({
          tokenHash: sql<string>`${token.tokenHash}`.as('token_hash'),
          userId: users.id,
          expiresAt: sql<Date>`${token.expiresAt.toISOString()}::timestamptz`.as('expires_at'),
          usedAt: sql<Date | null>`null::timestamptz`.as('used_at'),
          createdAt: sql<Date>`${token.now.toISOString()}::timestamptz`.as('created_at'),
        })
        .from(users)
        .where(sql`lower(${users.email}) = lower(${token.email})`)
        .limit(1),
    )
    .returning({ userId: passwordResetTokens.userId });
  return rows[0]?.userId;
}

/** Whether the token is unused and unexpired, checked before the new password is hashed. */
export async function isResetTokenUsable(db: Database, tokenHash: string, now: Date): Promise<boolean> {
  const rows = await db
    .select({ userId: passwordResetTokens.userId })
    .from(passwordResetTokens)
    .where(usable(tokenHash, now))
    .limit(1);
  return rows.length > 0;
}

/**
 * Sets the new password with the token, in one transaction: the token is marked used by a
 * conditional UPDATE (of two concurrent uses only one finds it unused), the customer's other
 * reset links die with it, and every session of the customer ends. False when the token was not
 * usable (unknown, used or expired).
 */
export async function resetPasswordWithToken(
  db: Database,
  reset: { tokenHash: string; passwordHash: string; now: Date },
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const used = await tx
      .update(passwordResetTokens)
      .set({ usedAt: reset.now })
      .where(usable(reset.tokenHash, reset.now))
      .returning({ userId: passwordResetTokens.userId });
    const userId = used[0]?.userId;
    if (userId === undefined) return false;
    await tx.update(users).set({ passwordHash: reset.passwordHash }).where(eq(users.id, userId));
    await tx
      .update(passwordResetTokens)
      .set({ usedAt: reset.now })
      .where(and(eq(passwordResetTokens.userId, userId), isNull(passwordResetTokens.usedAt)));
    await revokeAllTokensOf(tx, userId, reset.now);
    return true;
  });
}

const usable = (tokenHash: string, now: Date) =>
  and(
    eq(passwordResetTokens.tokenHash, tokenHash),
    isNull(passwordResetTokens.usedAt),
    gt(passwordResetTokens.expiresAt, now),
  );
