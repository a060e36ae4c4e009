import type { Database } from '../db/client';
import { AttemptLimit, type Clock } from './attempt-limit';
import {
  accountAtAddressKey,
  accountKey,
  addressKey,
  needsHumanCheck,
  verdictOf,
  type LoginThrottleRules,
  type ThrottleRule,
  type ThrottleVerdict,
} from './login-throttle-rules';

/**
 * Login throttling with its counters in the database (issue 10), so every API instance on one
 * database counts the same attempts. An attempt is counted before the password is checked: the
 * count is what decides, so fifty concurrent guesses cannot all read "under the limit" and go on,
 * and a refused attempt costs no scrypt run and reveals nothing about the password. The counting
 * itself is the attempt limits' (attempt-limit.ts); the rules and the answers are the login's.
 */
export class LoginThrottle {
  private readonly counters: AttemptLimit;

  /**
   * `scope` keeps the counters of another sign-in apart (the staff's: staff/staff-auth.service.ts):
   * the same rules, but a staff member and a customer with one e-mail, or one shop's till PC and
   * its shoppers, never share a count.
   */
  constructor(
    db: Database,
    private readonly rules: LoginThrottleRules,
    now?: Clock,
    private readonly scope = '',
  ) {
    this.counters = new AttemptLimit(db, now);
  }

  /** Every login attempt from the address counts, right or wrong: the limit bounds scrypt work too. */
  countAddressAttempt(address: string): Promise<ThrottleVerdict> {
    return this.count(this.scoped(addressKey(address)), this.rules.address, 'address');
  }

  /**
   * Counted as a failure until signedIn clears it; past the limit this address is refused for this
   * account, even with the right password, while every other address may still sign in.
   */
  countAccountAtAddressAttempt(username: string, address: string): Promise<ThrottleVerdict> {
    return this.count(
      this.scoped(accountAtAddressKey(username, address)),
      this.rules.accountAtAddress,
      'account',
    );
  }

  /**
   * Counted as a failure until signedIn clears it, from every address together; past the limit the
   * login needs a human check. Never a refusal of its own: that would hand anyone a lock-out.
   */
  async countAccountAttempt(username: string): Promise<{ humanCheckNeeded: boolean }> {
    const { count } = await this.counters.tally(this.scoped(accountKey(username)), this.rules.account);
    return { humanCheckNeeded: needsHumanCheck(count, this.rules.account) };
  }

  /** A successful login clears the account's failures, so a shopper's old typos do not add up. */
  async signedIn(username: string, address: string): Promise<void> {
    await this.counters.clearKey(this.scoped(accountKey(username)));
    await this.counters.clearKey(this.scoped(accountAtAddressKey(username, address)));
  }

  private scoped(key: string): string {
    return this.scope === '' ? key : `${this.scope}|${key}`;
  }

  private async count(key: string, rule: ThrottleRule, limited: 'account' | 'address') {
    const { count, now } = await this.counters.tally(key, rule);
    return verdictOf(count, rule, now, limited);
  }
}
