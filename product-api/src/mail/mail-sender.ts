import type { Database } from '../db/client';
import { claimDueMails, markMailFailed, markMailSent, type OutboxRow } from './mail-outbox.repository';
import type { MailTransport } from './smtp-transport';

/** After this many attempts a mail stays in the outbox unsent, with its last error, for a person to see. */
export const MAIL_MAX_ATTEMPTS = 10;

/** First retry after 10 s, then three times longer each time, at most two hours apart (about 7 h in all). */
const FIRST_RETRY_MS = 10_000;
const RETRY_FACTOR = 3;
const LONGEST_RETRY_MS = 2 * 3600_000;

/**
 * How long a claimed mail is this sender's: longer than one SMTP conversation can take (see the
 * timeouts in smtp-transport.ts), so a slow send is never claimed twice.
 */
const LEASE_MS = 2 * 60_000;
const BATCH_SIZE = 10;
const MAX_ERROR_LENGTH = 500;

/** The wait before the next attempt of a mail that has failed `attempts` times. */
export function retryDelayMs(attempts: number): number {
  return Math.min(LONGEST_RETRY_MS, FIRST_RETRY_MS * RETRY_FACTOR ** Math.max(0, attempts - 1));
}

export type SenderLog = { warn: (details: object, message: string) => void };

export type MailSenderOptions = {
  now?: () => Date;
  maxAttempts?: number;
  batchSize?: number;
  log?: SenderLog;
};

export type SendReport = { sent: number; failed: number };

/**
 * The job that empties the outbox (architecture: Scheduled work, once across all instances). Any
 * number of API instances may run one on the same database: each mail is claimed by one of them
 * (claimDueMails), sent, then marked sent; a failure is kept with a later next_attempt_at, so a
 * mail server that is down only delays mail. Tests call sendDue by hand; the API polls.
 */
export class MailSender {
  private readonly now: () => Date;
  private readonly maxAttempts: number;
  private readonly batchSize: number;
  private polling = false;
  private stopping = false;
  private timer: NodeJS.Timeout | undefined;
  private currentRun: Promise<void> | undefined;

  constructor(
    private readonly db: Database,
    private readonly transport: MailTransport,
    private readonly options: MailSenderOptions = {},
  ) {
    this.now = options.now ?? (() => new Date());
    this.maxAttempts = options.maxAttempts ?? MAIL_MAX_ATTEMPTS;
    this.batchSize = options.batchSize ?? BATCH_SIZE;
  }

  /**
   * Sends the mails due now, a batch at a time, and says how many went and how many failed. A
   * batch that failed whole (the server is down) ends the run: the rest waits for the next poll
   * rather than each costing a connection timeout now.
   */
  async sendDue(): Promise<SendReport> {
    const report: SendReport = { sent: 0, failed: 0 };
    for (;;) {
      const now = this.now();
      const claimed = await claimDueMails(this.db, {
        now,
        leaseUntil: new Date(now.getTime() + LEASE_MS),
        maxAttempts: this.maxAttempts,
        limit: this.batchSize,
      });
      let sentNow = 0;
      for (const mail of claimed) {
        // Closing: the mails not yet tried stay claimed until their lease ends, then are sent.
        if (this.stopping) return report;
        if (await this.sendOne(mail)) sentNow += 1;
        else report.failed += 1;
      }
      report.sent += sentNow;
      if (claimed.length < this.batchSize || sentNow === 0) return report;
    }
  }

  /** Polls the outbox every `pollMs` until stop(); a run never overlaps the previous one. */
  start(pollMs: number): void {
    if (this.polling) return;
    this.polling = true;
    this.stopping = false;
    const run = async () => {
      try {
        await this.sendDue();
      } catch (error) {
        this.options.log?.warn({ error: messageOf(error) }, 'mail outbox: could not read the outbox');
      }
      if (!this.polling) return;
      this.timer = setTimeout(() => {
        this.currentRun = run();
      }, pollMs);
      // The API's server keeps the process alive, not this timer.
      this.timer.unref();
    };
    this.currentRun = run();
  }

  /** Stops polling and waits for a run in progress, so the database is not closed under it. */
  async stop(): Promise<void> {
    this.polling = false;
    this.stopping = true;
    clearTimeout(this.timer);
    await this.currentRun;
  }

  private async sendOne(mail: OutboxRow): Promise<boolean> {
    try {
      await this.transport.send(mail);
      await markMailSent(this.db, mail.id, this.now());
      return true;
    } catch (error) {
      const refused = refusedForGood(error);
      const attempts = refused ? this.maxAttempts : mail.attempts;
      await markMailFailed(this.db, mail.id, {
        error: messageOf(error).slice(0, MAX_ERROR_LENGTH),
        nextAttemptAt: new Date(this.now().getTime() + retryDelayMs(mail.attempts)),
        ...(refused ? { attempts } : {}),
      });
      this.options.log?.warn(
        { mailId: mail.id, kind: mail.kind, attempts, error: messageOf(error) },
        attempts >= this.maxAttempts
          ? 'mail outbox: gave up on a mail'
          : 'mail outbox: sending failed, will retry',
      );
      return false;
    }
  }
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/**
 * The server refused the recipient with a permanent (5xx) reply: sending again cannot help. Any
 * other failure (no connection, a timeout, a refused login, a 4xx) is retried.
 */
function refusedForGood(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const code = 'code' in error ? error.code : undefined;
  const reply = 'responseCode' in error ? error.responseCode : undefined;
  return code === 'EENVELOPE' && typeof reply === 'number' && reply >= 500 && reply < 600;
}
