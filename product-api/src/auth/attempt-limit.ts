import type { Database } from '../db/client';
import { giveBackAttempt } from './attempt-limit.repository';
import { attemptKey, attemptVerdictOf, type AttemptRule, type RefusalSubject } from './attempt-limit-rules';
import { clearCounter, countAttempt, deleteEndedCounters } from './login-throttle.repository';
import {
  windowEndFrom,
  type ThrottleCount,
  type ThrottleRefusal,
  type ThrottleRule,
  type ThrottleVerdict,
} from './login-throttle-rules';

export type Clock = () => Date;

/** A call a limit refused before it did any work: the route answers 429 with Retry-After. */
export type TooManyAttempts = { tooManyAttempts: true } & ThrottleRefusal;

export const tooManyAttempts = (refusal: ThrottleRefusal): TooManyAttempts => ({
  tooManyAttempts: true,
  ...refusal,
});

/** How often one instance sweeps ended counters: one indexed delete a minute keeps the table small. */
const SWEEP_INTERVAL_MS = 60_000;

/**
 * The counters of the attempt limits (attempt-limit-rules.ts) in the database, so every API
 * instance on one database counts the same attempts. An attempt is counted before the work it
 * guards: the count decides, so concurrent attempts cannot all read "under the limit" and go on,
 * and a refused one costs no scrypt run, captcha call or e-mail.
 */
export class AttemptLimit {
  private nextSweepAt = 0;

  constructor(
    private readonly db: Database,
    private readonly now: Clock = () => new Date(),
  ) {}

  async count(
    rule: AttemptRule,
    subject: string,
    refusal: RefusalSubject = 'address',
  ): Promise<ThrottleVerdict> {
    const { count, now } = await this.tally(attemptKey(rule, subject), rule);
    return attemptVerdictOf(count, rule, now, refusal);
  }

  /**
   * Adds one attempt to the counter under `key` (a window of `rule` opens when none is live) and
   * returns it with the time it was counted at, for limits that judge the count their own way
   * (the login's messages and human check).
   */
  async tally(key: string, rule: ThrottleRule): Promise<{ count: ThrottleCount; now: Date }> {
    const now = this.now();
    await this.sweepNow(now);
    return { count: await countAttempt(this.db, key, now, windowEndFrom(now, rule)), now };
  }

  /** The attempt counted last for `subject` is one the rule is not about after all. */
  giveBack(rule: AttemptRule, subject: string): Promise<void> {
    return giveBackAttempt(this.db, attemptKey(rule, subject));
  }

  /** Forgets the subject's attempts, as a successful login forgets earlier typos. */
  clear(rule: AttemptRule, subject: string): Promise<void> {
    return this.clearKey(attemptKey(rule, subject));
  }

  clearKey(key: string): Promise<void> {
    return clearCounter(this.db, key);
  }

  /** Unknown usernames and made-up card numbers make rows too; sweeping ended ones keeps the table to the live windows. */
  private async sweepNow(now: Date): Promise<void> {
    if (now.getTime() < this.nextSweepAt) return;
    this.nextSweepAt = now.getTime() + SWEEP_INTERVAL_MS;
    await deleteEndedCounters(this.db, now);
  }
}
