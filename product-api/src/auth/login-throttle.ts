import type { Database } from '../db/client';
import { clearCounter, countAttempt, deleteEndedCounters } from './login-throttle.repository';
import {
  accountAtAddressKey,
  accountKey,
  addressKey,
  needsHumanCheck,
  verdictOf,
  windowEndFrom,
  type LoginThrottleRules,
  type ThrottleRule,
  type ThrottleVerdict,
} from './login-throttle-rules';

export type Clock = () => Date;

/** How often one instance sweeps ended counters: one indexed delete a minute keeps the table small. */
const SWEEP_INTERVAL_MS = 60_000;

/**
 * Login throttling with its counters in the database (issue 10), so every API instance on one
 * database counts the same attempts. An attempt is counted before the password is checked: the
 * count is what decides, so fifty concurrent guesses cannot all read "under the limit" and go on,
 * and a refused attempt costs no scrypt run and reveals nothing about the password.
 */
export class LoginThrottle {
  private nextSweepAt = 0;

  constructor(
    private readonly db: Database,
    private readonly rules: LoginThrottleRules,
    private readonly now: Clock = () => new Date(),
  ) {}

  /** Every login attempt from the address counts, right or wrong: the limit bounds scrypt work too. */
  countAddressAttempt(address: string): Promise<ThrottleVerdict> {
    return this.count(addressKey(address), this.rules.address, 'address');
  }

  /**
   * Counted as a failure until signedIn clears it; past the limit this address is refused for this
   * account, even with the right password, while every other address may still sign in.
   */
  countAccountAtAddressAttempt(username: string, address: string): Promise<ThrottleVerdict> {
    return this.count(accountAtAddressKey(username, address), this.rules.accountAtAddress, 'account');
  }

  /**
   * Counted as a failure until signedIn clears it, from every address together; past the limit the
   * login needs a human check. Never a refusal of its own: that would hand anyone a lock-out.
   */
  async countAccountAttempt(username: string): Promise<{ humanCheckNeeded: boolean }> {
    const now = this.now();
    const count = await countAttempt(
      this.db,
      accountKey(username),
      now,
      windowEndFrom(now, this.rules.account),
    );
    return { humanCheckNeeded: needsHumanCheck(count, this.rules.account) };
  }

  /** A successful login clears the account's failures, so a shopper's old typos do not add up. */
  async signedIn(username: string, address: string): Promise<void> {
    await clearCounter(this.db, accountKey(username));
    await clearCounter(this.db, accountAtAddressKey(username, address));
  }

  private async count(key: string, rule: ThrottleRule, limited: 'account' | 'address') {
    const now = this.now();
    await this.sweepNow(now);
    const count = await countAttempt(this.db, key, now, windowEndFrom(now, rule));
    return verdictOf(count, rule, now, limited);
  }

  /** Unknown usernames make rows too; sweeping ended ones keeps the table to the live windows. */
  private async sweepNow(now: Date): Promise<void> {
    if (now.getTime() < this.nextSweepAt) return;
    this.nextSweepAt = now.getTime() + SWEEP_INTERVAL_MS;
    await deleteEndedCounters(this.db, now);
  }
}
