import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import type { Database } from '../db/client';
import { findActiveTokenOwner, insertAuthToken, revokeAuthToken } from './auth.repository';

/** Claims of a session token: sub is the user id (a string, as RFC 7519 wants), jti its row in auth_tokens. */
export type SessionClaims = { sub: string; jti: string; iat: number; exp: number };
export type SignSessionToken = (claims: SessionClaims) => string;

/** What a verified token must carry before we look it up; anything else is treated as a forged token. */
export const sessionClaimsSchema = z.object({
  sub: z.string().regex(/^\d+$/),
  jti: z.string().min(1),
});

/**
 * Issues a token and records its jti, so that logout can revoke it before it expires (architecture,
 * The API contract: logout invalidates the token on the server too). exp is computed here, not by
 * the signer, so the row and the token agree to the second.
 */
export async function issueSessionToken(
  db: Database,
  sign: SignSessionToken,
  userId: number,
  ttlSeconds: number,
  now: Date = new Date(),
): Promise<string> {
  const { jti, iat, exp, expiresAt } = newTokenLife(ttlSeconds, now);
  await insertAuthToken(db, { jti, userId, expiresAt });
  return sign({ sub: String(userId), jti, iat, exp });
}

/**
 * A new token's id and life, customers' and staff's alike: issued now, expiring after ttlSeconds
 * (JWT seconds, and the instant its row keeps).
 */
export function newTokenLife(ttlSeconds: number, now: Date) {
  const iat = Math.floor(now.getTime() / 1000);
  const exp = iat + ttlSeconds;
  return { jti: randomUUID(), iat, exp, expiresAt: new Date(exp * 1000) };
}

/** The user id when the token's row exists, belongs to the same user, is not revoked and not expired. */
export async function activeSessionUser(
  db: Database,
  claims: z.infer<typeof sessionClaimsSchema>,
  now: Date = new Date(),
): Promise<number | undefined> {
  const owner = await findActiveTokenOwner(db, claims.jti, now);
  return owner !== undefined && String(owner) === claims.sub ? owner : undefined;
}

export async function revokeSessionToken(db: Database, jti: string, now: Date = new Date()): Promise<void> {
  await revokeAuthToken(db, jti, now);
}
