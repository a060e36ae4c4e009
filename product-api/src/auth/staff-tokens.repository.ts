import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Database } from '../db/client';
import { staffMembers, staffTokens } from '../db/schema';

/** SQL of the staff's tokens (architecture, Code conventions: only repositories use the ORM). */

export async function insertStaffToken(
  db: Database,
  token: { jti: string; staffId: number; expiresAt: Date },
): Promise<void> {
  await db.insert(staffTokens).values(token);
}

/** Marks the token revoked; a second sign-out with the same token changes nothing. */
export async function revokeStaffToken(db: Database, jti: string, at: Date): Promise<void> {
  await db
    .update(staffTokens)
    .set({ revokedAt: at })
    .where(and(eq(staffTokens.jti, jti), isNull(staffTokens.revokedAt)));
}

/** The token's owner while the token is live and the staff member still active. */
export async function findActiveStaffTokenOwner(
  db: Database,
  jti: string,
  now: Date,
): Promise<number | undefined> {
  const rows = await db
    .select({ staffId: staffTokens.staffId })
    .from(staffTokens)
    .innerJoin(staffMembers, eq(staffMembers.id, staffTokens.staffId))
    .where(
      and(
        eq(staffTokens.jti, jti),
        isNull(staffTokens.revokedAt),
        gt(staffTokens.expiresAt, now),
        eq(staffMembers.active, true),
      ),
    )
    .limit(1);
  return rows[0]?.staffId;
}
