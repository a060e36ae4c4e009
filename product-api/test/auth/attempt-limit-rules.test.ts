import { loadConfig } from '../../src/config';
import {
  attemptKey,
  attemptLimitRulesOf,
  attemptVerdictOf,
  tooManyAttemptsMessage,
} from '../../src/auth/attempt-limit-rules';

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const now = new Date('2026-11-20T10:00:00Z');

describe('attempt limit rules', () => {
  it('reads the limits from the config, with the defaults the README gives', () => {
    expect(attemptLimitRulesOf(loadConfig({}))).toEqual({
      cardCheckByAddress: { name: 'card-check', maxAttempts: 20, windowMs: HOUR_MS },
      cardCheckByCard: { name: 'card', maxAttempts: 5, windowMs: HOUR_MS },
      signupByAddress: { name: 'signup', maxAttempts: 20, windowMs: HOUR_MS },
      passwordResetByAddress: { name: 'password-reset', maxAttempts: 10, windowMs: HOUR_MS },
      contactByAddress: { name: 'contact', maxAttempts: 10, windowMs: HOUR_MS },
    });
    const tuned = attemptLimitRulesOf(
      loadConfig({ CARD_CHECK_MAX_FAILURES: '3', CARD_CHECK_WINDOW_MINUTES: '30' }),
    );
    expect(tuned.cardCheckByCard).toEqual({ name: 'card', maxAttempts: 3, windowMs: 30 * MINUTE_MS });
  });

  it('refuses a limit of zero or a window past a day at start-up', () => {
    expect(() => loadConfig({ SIGNUP_LIMIT_PER_HOUR: '0' })).toThrow(/SIGNUP_LIMIT_PER_HOUR/);
    expect(() => loadConfig({ CARD_CHECK_WINDOW_MINUTES: '1441' })).toThrow(/CARD_CHECK_WINDOW_MINUTES/);
  });

  it('gives every limit counters of its own, apart from the login keys', () => {
    const rules = attemptLimitRulesOf(loadConfig({}));
    const keys = Object.values(rules).map((rule) => attemptKey(rule, '203.0.113.7'));
    expect(new Set(keys).size).toBe(keys.length);
    expect(keys.some((key) => key.startsWith('address:') || key.startsWith('account:'))).toBe(false);
    expect(attemptKey(rules.cardCheckByCard, ' 0400200000013 ')).toBe('card:0400200000013');
  });

  it('allows up to the limit, then refuses for what is left of the window', () => {
    const rule = { name: 'signup', maxAttempts: 2, windowMs: HOUR_MS };
    const windowEndsAt = new Date(now.getTime() + 30 * MINUTE_MS + 1);
    expect(attemptVerdictOf({ attempts: 2, windowEndsAt }, rule, now)).toEqual({ allowed: true });
    expect(attemptVerdictOf({ attempts: 3, windowEndsAt }, rule, now)).toEqual({
      allowed: false,
      retryAfterSeconds: 1801,
      message: 'Too many attempts, try again in 31 minutes',
    });
  });

  it('says a locked card can still be left out of the sign-up and added later', () => {
    expect(tooManyAttemptsMessage(60, 'address')).toBe('Too many attempts, try again in 1 minute');
    expect(tooManyAttemptsMessage(3600, 'card')).toBe(
      'Too many attempts, try again in 60 minutes. You can sign up without the card now and add it to your profile later',
    );
  });
});
