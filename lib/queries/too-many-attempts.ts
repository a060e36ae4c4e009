import { BffError } from './bff-error';

/**
 * Whether a failed call was refused by one of the shop's attempt limits (HTTP 429), and how many
 * whole minutes it asked to wait (from Retry-After; null when it did not say). Null for any other
 * failure, which the form explains in its own words.
 */
export function tooManyAttemptsWait(error: unknown): { minutes: number | null } | null {
  if (!(error instanceof BffError) || error.status !== 429) return null;
  const seconds = error.retryAfterSeconds;
  return { minutes: seconds === null ? null : Math.max(1, Math.ceil(seconds / 60)) };
}
