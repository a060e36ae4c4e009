import { and, asc, desc, eq, inArray, isNull, lt, lte, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { mailOutbox, type OutboxAttachment } from '../db/schema';

/**
 * SQL of the e-mail outbox (architecture, Code conventions: the only mail file that imports the
 * ORM).
 */
export type OutboxRow = typeof mailOutbox.$inferSelect;

export type NewOutboxMail = {
  kind: string;
  toAddress: string;
  subject: string;
  textBody: string;
  replyTo: string | null;
  attachments: OutboxAttachment[] | null;
  /** When the sender may first send it, by the API's clock (mail-outbox.ts). */
  nextAttemptAt: Date;
};

/** `db` may be a transaction: the mail is then written, or not, with the caller's other rows. */
export async function insertOutboxMail(db: Database, mail: NewOutboxMail): Promise<number> {
  const rows = await db.insert(mailOutbox).values(mail).returning({ id: mailOutbox.id });
  const row = rows[0];
  if (!row) throw new Error('mail_outbox insert returned no row');
  return row.id;
}

export type Claim = { now: Date; leaseUntil: Date; maxAttempts: number; limit: number };

/**
 * Takes up to `limit` due mails for this sender: one UPDATE that counts the attempt and moves
 * next_attempt_at to the end of a lease, so no other sender sees them as due until the lease
 * ends (a sender that dies mid-send leaves its mails to be retried then). The inner SELECT locks
 * the rows it picks and skips rows another sender is claiming at that moment, so two instances
 * never claim the same mail; the same statement runs on PostgreSQL and on PGlite.
 */
export async function claimDueMails(db: Database, claim: Claim): Promise<OutboxRow[]> {
  const due = db
    .select({ id: mailOutbox.id })
    .from(mailOutbox)
    .where(
      and(
        isNull(mailOutbox.sentAt),
        lte(mailOutbox.nextAttemptAt, claim.now),
        lt(mailOutbox.attempts, claim.maxAttempts),
      ),
    )
    .orderBy(asc(mailOutbox.nextAttemptAt), asc(mailOutbox.id))
    .limit(claim.limit)
    .for('update', { skipLocked: true });
  const rows = await db
    .update(mailOutbox)
    // attempts + 1 in SQL: counted when claimed, so a sender that dies mid-send still used one.
    .set({ attempts: sql`${mailOutbox.attempts} + 1`, nextAttemptAt: claim.leaseUntil })
    .where(inArray(mailOutbox.id, due))
    .returning();
  return rows.sort((a, b) => a.id - b.id);
}

export async function markMailSent(db: Database, id: number, sentAt: Date): Promise<void> {
  await db.update(mailOutbox).set({ sentAt, lastError: null }).where(eq(mailOutbox.id, id));
}

/** A failed attempt: the error is kept and the mail waits until nextAttemptAt (or for good). */
export async function markMailFailed(
  db: Database,
  id: number,
  failure: { error: string; nextAttemptAt: Date; attempts?: number },
): Promise<void> {
  await db
    .update(mailOutbox)
    .set({
      lastError: failure.error,
      nextAttemptAt: failure.nextAttemptAt,
      ...(failure.attempts === undefined ? {} : { attempts: failure.attempts }),
    })
    .where(eq(mailOutbox.id, id));
}

/** The newest mails first, for `npm run mail:outbox`. */
export async function latestOutboxMails(db: Database, limit: number): Promise<OutboxRow[]> {
  return db.select().from(mailOutbox).orderBy(desc(mailOutbox.id)).limit(limit);
}
