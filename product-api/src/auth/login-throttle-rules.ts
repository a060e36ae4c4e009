import type { Config } from '../config';

/**
 * The rules of login throttling (issue 10), apart from the database that keeps the counters.
 * Both limits are fixed windows: the first counted attempt opens a window, later ones add to it,
 * and when it ends the next attempt opens a new one. An attempt past the limit is refused until
 * the window ends; it is counted too but never lengthens the window, so a lock-out ends by itself.
 */

/** At most maxAttempts counted attempts per window of windowMs. */
export type ThrottleRule = { maxAttempts: number; windowMs: number };

/**
 * Per account at one address: failed logins of one username from one client address, refused past
 * the limit. Per account: failed logins of one username from every address, past whose limit a
 * login needs a human check instead of being refused, so nobody can lock a customer out (issue 27).
 * Per address: every login from one client address.
 */
export type LoginThrottleRules = {
  accountAtAddress: ThrottleRule;
  account: ThrottleRule;
  address: ThrottleRule;
};

/** A counter right after one more attempt was added to it. */
export type ThrottleCount = { attempts: number; windowEndsAt: Date };

export type ThrottleRefusal = { retryAfterSeconds: number; message: string };
export type ThrottleVerdict = { allowed: true } | ({ allowed: false } & ThrottleRefusal);

const MINUTE_MS = 60_000;

export function loginThrottleRulesOf(
  config: Pick<
    Config,
    | 'LOGIN_ACCOUNT_MAX_FAILURES'
    | 'LOGIN_ACCOUNT_CAPTCHA_AFTER'
    | 'LOGIN_ACCOUNT_WINDOW_MINUTES'
    | 'LOGIN_RATE_LIMIT_PER_MINUTE'
  >,
): LoginThrottleRules {
  const windowMs = config.LOGIN_ACCOUNT_WINDOW_MINUTES * MINUTE_MS;
  return {
    accountAtAddress: { maxAttempts: config.LOGIN_ACCOUNT_MAX_FAILURES, windowMs },
    account: { maxAttempts: config.LOGIN_ACCOUNT_CAPTCHA_AFTER, windowMs },
    address: { maxAttempts: config.LOGIN_RATE_LIMIT_PER_MINUTE, windowMs: MINUTE_MS },
  };
}

/**
 * The username as the login compares it (trimmed, lower-case). Known and unknown usernames get
 * a key alike, so being counted says nothing about whether an e-mail is a customer's.
 */
export const accountKey = (username: string): string => `account:${username.trim().toLowerCase()}`;

/** An address bucket from client-address.ts (an IPv4 address or an IPv6 /64). */
export const addressKey = (address: string): string => `address:${address}`;

/** One account at one address bucket: its own counter, so one address cannot lock others out. */
export const accountAtAddressKey = (username: string, address: string): string =>
  `${accountKey(username)}|${addressKey(address)}`;

/** Past the account's limit a login must come with a solved human check (the count includes this one). */
export const needsHumanCheck = (count: ThrottleCount, rule: ThrottleRule): boolean =>
  count.attempts > rule.maxAttempts;

/** Where a window that opens at `now` ends. */
export const windowEndFrom = (now: Date, rule: ThrottleRule): Date => new Date(now.getTime() + rule.windowMs);

/** Refused once the count is past the limit, for the seconds left in its window (at least one). */
export function verdictOf(
  count: ThrottleCount,
  rule: ThrottleRule,
  now: Date,
  limited: 'account' | 'address',
): ThrottleVerdict {
  if (count.attempts <= rule.maxAttempts) return { allowed: true };
  const retryAfterSeconds = Math.max(1, Math.ceil((count.windowEndsAt.getTime() - now.getTime()) / 1000));
  return { allowed: false, retryAfterSeconds, message: refusalMessage(limited, retryAfterSeconds) };
}

/** English text of the 429 envelope; the storefront shows its own translation, chosen by the status. */
export function refusalMessage(limited: 'account' | 'address', retryAfterSeconds: number): string {
  const minutes = Math.ceil(retryAfterSeconds / 60);
  const wait = minutes === 1 ? '1 minute' : `${minutes} minutes`;
  return limited === 'account'
    ? `Too many failed sign-ins, try again in ${wait}`
    : `Too many sign-in attempts, try again in ${wait}`;
}
