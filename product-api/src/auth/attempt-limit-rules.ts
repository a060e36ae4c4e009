import type { Config } from '../config';
import {
  verdictOf,
  type ThrottleCount,
  type ThrottleRule,
  type ThrottleVerdict,
} from './login-throttle-rules';

/**
 * The limits of issue 27 on the calls anyone may make without signing in, apart from the database
 * that keeps their counters (the login limits' table, one atomic upsert per attempt, so every API
 * instance on one database counts the same). Each rule is a fixed window like the login limits:
 * past maxAttempts the call is refused until the window ends, and the refusal never lengthens it.
 * README: Limits on sign-up, password reset and contact.
 */

/** One limit: its counter keys start with `name`, so no two limits ever share a counter. */
export type AttemptRule = ThrottleRule & { name: string };

export type AttemptLimitRules = {
  /** Every loyalty-card check from one address, the sign-up check and the sign-up with a card. */
  cardCheckByAddress: AttemptRule;
  /** Checks of one card number that did not pass, whoever asks and whether the card exists or not. */
  cardCheckByCard: AttemptRule;
  signupByAddress: AttemptRule;
  passwordResetByAddress: AttemptRule;
  contactByAddress: AttemptRule;
};

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;

export function attemptLimitRulesOf(
  config: Pick<
    Config,
    | 'CARD_CHECK_LIMIT_PER_HOUR'
    | 'CARD_CHECK_MAX_FAILURES'
    | 'CARD_CHECK_WINDOW_MINUTES'
    | 'SIGNUP_LIMIT_PER_HOUR'
    | 'PASSWORD_RESET_LIMIT_PER_HOUR'
    | 'CONTACT_LIMIT_PER_HOUR'
  >,
): AttemptLimitRules {
  return {
    cardCheckByAddress: {
      name: 'card-check',
      maxAttempts: config.CARD_CHECK_LIMIT_PER_HOUR,
      windowMs: HOUR_MS,
    },
    cardCheckByCard: {
      name: 'card',
      maxAttempts: config.CARD_CHECK_MAX_FAILURES,
      windowMs: config.CARD_CHECK_WINDOW_MINUTES * MINUTE_MS,
    },
    signupByAddress: { name: 'signup', maxAttempts: config.SIGNUP_LIMIT_PER_HOUR, windowMs: HOUR_MS },
    passwordResetByAddress: {
      name: 'password-reset',
      maxAttempts: config.PASSWORD_RESET_LIMIT_PER_HOUR,
      windowMs: HOUR_MS,
    },
    contactByAddress: { name: 'contact', maxAttempts: config.CONTACT_LIMIT_PER_HOUR, windowMs: HOUR_MS },
  };
}

/** The counter of `rule` for one subject: an address bucket (client-address.ts) or a card number. */
export const attemptKey = (rule: AttemptRule, subject: string): string => `${rule.name}:${subject.trim()}`;

/** A card-number lock refuses with this, so its owner knows how to sign up meanwhile. */
export type RefusalSubject = 'address' | 'card';

/** Refused past the rule's limit, for the seconds left in its window, with the 429's English text. */
export function attemptVerdictOf(
  count: ThrottleCount,
  rule: AttemptRule,
  now: Date,
  subject: RefusalSubject = 'address',
): ThrottleVerdict {
  const verdict = verdictOf(count, rule, now, 'address');
  if (verdict.allowed) return verdict;
  return { ...verdict, message: tooManyAttemptsMessage(verdict.retryAfterSeconds, subject) };
}

/**
 * English text of the 429 envelope; the storefront shows its own translation, chosen by the status.
 * A locked card still lets its owner open the account without it and add it to the profile later
 * (PUT /cli/profiles runs the same holder check), which is what the card's message says.
 */
export function tooManyAttemptsMessage(retryAfterSeconds: number, subject: RefusalSubject): string {
  const minutes = Math.ceil(retryAfterSeconds / 60);
  const wait = `Too many attempts, try again in ${minutes === 1 ? '1 minute' : `${minutes} minutes`}`;
  return subject === 'card'
    ? `${wait}. You can sign up without the card now and add it to your profile later`
    : wait;
}
