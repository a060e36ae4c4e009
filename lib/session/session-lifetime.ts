import { z } from 'zod';

/**
 * How long a signed-in session lives (issue 10 §7). Two limits, both in epoch seconds inside the
 * sealed cookie:
 * - absolute: `expiresAt`, the `exp` of the API's token; past it the token is refused anyway;
 * - idle: `lastSeenAt` + SESSION_IDLE_MINUTES; a session nobody used for that long is signed out.
 * Pure rules, so they are tested without cookies or clocks.
 */
export type SessionTimes = { jwt?: string; expiresAt?: number; lastSeenAt?: number };

/**
 * visitor: no token. active: signed in. due: signed in, and the last-seen time is old enough to
 * be written again. expired: a token past one of the limits, or without them (a cookie sealed
 * before the limits existed cannot say how old it is).
 */
export type SessionStatus = 'visitor' | 'active' | 'due' | 'expired';

/** Re-sealing the cookie on every call would cost a Set-Cookie per request; once a minute is enough. */
export const LAST_SEEN_REFRESH_SECONDS = 60;

export function sessionStatus(session: SessionTimes, now: number, idleSeconds: number): SessionStatus {
  if (!session.jwt) return 'visitor';
  const { expiresAt, lastSeenAt } = session;
  if (!isEpochSeconds(expiresAt) || !isEpochSeconds(lastSeenAt)) return 'expired';
  if (now >= expiresAt || now >= lastSeenAt + idleSeconds) return 'expired';
  return now - lastSeenAt >= LAST_SEEN_REFRESH_SECONDS ? 'due' : 'active';
}

/**
 * Seconds the cookie should live from `now`: until the earlier of the two limits, so the browser
 * drops an idle or expired session by itself even when no request comes to clear it. 0 when over.
 */
export function cookieSecondsLeft(session: SessionTimes, now: number, idleSeconds: number): number {
  const { expiresAt, lastSeenAt } = session;
  if (!isEpochSeconds(expiresAt) || !isEpochSeconds(lastSeenAt)) return 0;
  return Math.max(0, Math.min(expiresAt, lastSeenAt + idleSeconds) - now);
}

const tokenClaimsSchema = z.object({ exp: z.number().int().positive() });

/**
 * The `exp` claim of a JWT, in epoch seconds, or null when the token has none. The token comes
 * straight from our own API over the server side, so its payload is read, not verified: the API
 * verifies it on every call, this only sizes the cookie.
 */
export function tokenExpiry(jwt: string): number | null {
  const payload = jwt.split('.')[1];
  if (!payload) return null;
  try {
    const claims = tokenClaimsSchema.safeParse(
      JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')),
    );
    return claims.success ? claims.data.exp : null;
  } catch {
    return null;
  }
}

export const nowInSeconds = (): number => Math.floor(Date.now() / 1000);

function isEpochSeconds(value: number | undefined): value is number {
  return typeof value === 'number' && Number.isFinite(value) && value > 0;
}
