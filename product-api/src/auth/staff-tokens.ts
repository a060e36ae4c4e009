import { z } from 'zod';
import type { Database } from '../db/client';
import { newTokenLife } from './session-tokens';
import { findActiveStaffTokenOwner, insertStaffToken, revokeStaffToken } from './staff-tokens.repository';

/**
 * Staff tokens (issue 29; architecture: Staff and their tokens). Signed with the customers' secret
 * but saying what they are (`kind: 'staff'`) and recorded in a table of their own, so neither kind
 * can pass for the other: the customers' check refuses a token with a kind, and the staff's check
 * wants both the kind and a row in staff_tokens.
 */
export const STAFF_TOKEN_KIND = 'staff';

export type StaffClaims = {
  sub: string;
  jti: string;
  kind: typeof STAFF_TOKEN_KIND;
  iat: number;
  exp: number;
};
export type SignStaffToken = (claims: StaffClaims) => string;

export const staffClaimsSchema = z.object({
  sub: z.string().regex(/^\d+$/),
  jti: z.string().min(1),
  kind: z.literal(STAFF_TOKEN_KIND),
});

/** Any token that names a kind is not a customer's (customers' tokens carry none). */
export const namesAKind = (payload: unknown): boolean =>
  typeof payload === 'object' && payload !== null && 'kind' in payload;

export async function issueStaffToken(
  db: Database,
  sign: SignStaffToken,
  staffId: number,
  ttlSeconds: number,
  now: Date = new Date(),
): Promise<string> {
  const { jti, iat, exp, expiresAt } = newTokenLife(ttlSeconds, now);
  await insertStaffToken(db, { jti, staffId, expiresAt });
  return sign({ sub: String(staffId), jti, kind: STAFF_TOKEN_KIND, iat, exp });
}

/** The staff member's id when the token's row is live, theirs, and they are still active. */
export async function activeStaffMember(
  db: Database,
  claims: z.infer<typeof staffClaimsSchema>,
  now: Date = new Date(),
): Promise<number | undefined> {
  const owner = await findActiveStaffTokenOwner(db, claims.jti, now);
  return owner !== undefined && String(owner) === claims.sub ? owner : undefined;
}

export async function revokeStaffSession(db: Database, jti: string, now: Date = new Date()): Promise<void> {
  await revokeStaffToken(db, jti, now);
}
