import { loadConfig } from '../../src/config';
import {
  accountAtAddressKey,
  accountKey,
  addressKey,
  loginThrottleRulesOf,
  needsHumanCheck,
  refusalMessage,
  verdictOf,
  windowEndFrom,
} from '../../src/auth/login-throttle-rules';

const MINUTE_MS = 60_000;
const now = new Date('2026-11-20T10:00:00Z');
const rule = { maxAttempts: 3, windowMs: 15 * MINUTE_MS };
const endsIn = (ms: number) => new Date(now.getTime() + ms);

describe('login throttle rules', () => {
  it('reads the limits from the config: 10 failures per address, the check after 5, by default', () => {
    expect(loginThrottleRulesOf(loadConfig({}))).toEqual({
      accountAtAddress: { maxAttempts: 10, windowMs: 15 * MINUTE_MS },
      account: { maxAttempts: 5, windowMs: 15 * MINUTE_MS },
      address: { maxAttempts: 10, windowMs: MINUTE_MS },
    });
    const tuned = loadConfig({
      LOGIN_ACCOUNT_MAX_FAILURES: '5',
      LOGIN_ACCOUNT_CAPTCHA_AFTER: '20',
      LOGIN_ACCOUNT_WINDOW_MINUTES: '60',
      LOGIN_RATE_LIMIT_PER_MINUTE: '30',
    });
    expect(loginThrottleRulesOf(tuned)).toEqual({
      accountAtAddress: { maxAttempts: 5, windowMs: 60 * MINUTE_MS },
      account: { maxAttempts: 20, windowMs: 60 * MINUTE_MS },
      address: { maxAttempts: 30, windowMs: MINUTE_MS },
    });
  });

  it('refuses a human check threshold below one', () => {
    expect(() => loadConfig({ LOGIN_ACCOUNT_CAPTCHA_AFTER: '0' })).toThrow(/LOGIN_ACCOUNT_CAPTCHA_AFTER/);
  });

  it('asks for the human check only past the account limit', () => {
    const windowEndsAt = endsIn(MINUTE_MS);
    expect(needsHumanCheck({ attempts: 3, windowEndsAt }, rule)).toBe(false);
    expect(needsHumanCheck({ attempts: 4, windowEndsAt }, rule)).toBe(true);
  });

  it('keys an account by its trimmed, lower-case username and an address as given', () => {
    expect(accountKey('  Maria.Borg@Example.MT ')).toBe('account:maria.borg@example.mt');
    expect(addressKey('2001:db8:0:1::/64')).toBe('address:2001:db8:0:1::/64');
    expect(accountAtAddressKey(' Maria.Borg@Example.MT', '192.0.2.1')).toBe(
      'account:maria.borg@example.mt|address:192.0.2.1',
    );
  });

  it('opens a window that ends one window length from now', () => {
    expect(windowEndFrom(now, rule)).toEqual(endsIn(15 * MINUTE_MS));
  });

  it('allows attempts up to the limit and refuses the next one for the rest of the window', () => {
    expect(verdictOf({ attempts: 3, windowEndsAt: endsIn(MINUTE_MS) }, rule, now, 'account')).toEqual({
      allowed: true,
    });
    expect(verdictOf({ attempts: 4, windowEndsAt: endsIn(15 * MINUTE_MS) }, rule, now, 'account')).toEqual({
      allowed: false,
      retryAfterSeconds: 900,
      message: 'Too many failed sign-ins, try again in 15 minutes',
    });
  });

  it('rounds Retry-After up to whole seconds and never below one', () => {
    const refusal = (ms: number) =>
      verdictOf({ attempts: 9, windowEndsAt: endsIn(ms) }, rule, now, 'address');
    expect(refusal(1500)).toMatchObject({ retryAfterSeconds: 2 });
    expect(refusal(0)).toMatchObject({ retryAfterSeconds: 1 });
    expect(refusal(-5000)).toMatchObject({ retryAfterSeconds: 1 });
  });

  it('says how many minutes to wait, rounded up, in the words of the limit that refused', () => {
    expect(refusalMessage('account', 61)).toBe('Too many failed sign-ins, try again in 2 minutes');
    expect(refusalMessage('address', 60)).toBe('Too many sign-in attempts, try again in 1 minute');
    expect(refusalMessage('address', 1)).toBe('Too many sign-in attempts, try again in 1 minute');
  });
});
