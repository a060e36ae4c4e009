import { and, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { preparedStatement } from '../db/prepared';
import { appMeta, authTokens } from '../db/schema';

/**
 * SQL of the auth area: the per-database JWT secret and the issued tokens (architecture, Code
 * conventions: only repositories use the ORM).
 */

export async function readMeta(db: Database, key: string): Promise<string | undefined> {
  const rows = await db.select({ value: appMeta.value }).from(appMeta).where(eq(appMeta.key, key)).limit(1);
  return rows[0]?.value;
}

/** Inserts the value unless the key exists; two instances starting together keep the first one's value. */
export async function insertMetaIfAbsent(db: Database, key: string, value: string): Promise<void> {
  await db.insert(appMeta).values({ key, value }).onConflictDoNothing({ target: appMeta.key });
}

export async function insertAuthToken(
  db: Database,
  token: { jti: string; userId: number; expiresAt: Date },
): Promise<void> {
  await db.insert(authTokens).values(token);
}

/** Marks the token revoked; a second logout with the same token changes nothing. */
export async function revokeAuthToken(db: Database, jti: string, at: Date): Promise<void> {
  await db
    .update(authTokens)
    .set({ revokedAt: at })
    .where(and(eq(authTokens.jti, jti), isNull(authTokens.revokedAt)));
}

/**
 * Revokes every still-valid token of the customer but `exceptJti` (the session that asked):
 * a password change ends the customer's other sessions (spec §4).
 */
export async function revokeOtherTokens(
  db: Database,
  userId: number,
  exceptJti: string,
  at: Date,
): Promise<void> {
  await db
    .update(authTokens)
    .set({ revokedAt: at })
    .where(and(eq(authTokens.userId, userId), ne(authTokens.jti, exceptJti), isNull(authTokens.revokedAt)));
}

/** Revokes every token of the customer: a password reset by e-mail ends all their sessions. */
export async function revokeAllTokensOf(db: Database, userId: number, at: Date): Promise<void> {
  await db
    .update(authTokens)
    .set({ revokedAt: at })
    .where(and(eq(authTokens.userId, userId), isNull(authTokens.revokedAt)));
}

/** Every signed-in call runs this one, so it is prepared once. */
const activeTokenStatement = preparedStatement('auth_active_token', (db) =>
  db
    .select({ userId: authTokens.userId })
    .from(authTokens)
    .where(
      and(
        eq(authTokens.jti, sql.placeholder('jti')),
        isNull(authTokens.revokedAt),
        gt(authTokens.expiresAt, sql.placeholder('now')),
      ),
    )
    .limit(1),
);

/** The token's owner when the token was issued by us, is not revoked and has not expired. */
export async function findActiveTokenOwner(
  db: Database,
  jti: string,
  now: Date,
): Promise<number | undefined> {
  const rows = await activeTokenStatement(db).execute({ jti, now });
  return rows[0]?.userId;
}
