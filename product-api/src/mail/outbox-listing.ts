import { z } from 'zod';
import type { OutboxRow } from './mail-outbox.repository';

/** One outbox mail as `npm run mail:outbox` shows it (and as the running API hands it over). */
export const outboxEntrySchema = z.object({
  id: z.number().int(),
  kind: z.string(),
  to: z.string(),
  replyTo: z.string().nullable(),
  subject: z.string(),
  text: z.string(),
  createdAt: z.string(),
  status: z.enum(['sent', 'waiting', 'gave up']),
  sentAt: z.string().nullable(),
  attempts: z.number().int(),
  nextAttemptAt: z.string(),
  lastError: z.string().nullable(),
});
export type OutboxEntry = z.infer<typeof outboxEntrySchema>;

export function toOutboxEntry(row: OutboxRow, maxAttempts: number): OutboxEntry {
  const status = row.sentAt ? 'sent' : row.attempts >= maxAttempts ? 'gave up' : 'waiting';
  return {
    id: row.id,
    kind: row.kind,
    to: row.toAddress,
    replyTo: row.replyTo,
    subject: row.subject,
    text: row.textBody,
    createdAt: row.createdAt.toISOString(),
    status,
    sentAt: row.sentAt?.toISOString() ?? null,
    attempts: row.attempts,
    nextAttemptAt: row.nextAttemptAt.toISOString(),
    lastError: row.lastError,
  };
}

/** A mail as a block of text, the body (with its links) as it was written. */
export function formatOutboxEntry(entry: OutboxEntry): string {
  const lines = [
    `#${entry.id} ${entry.createdAt}  ${statusLine(entry)}`,
    `To:       ${entry.to}`,
    ...(entry.replyTo ? [`Reply-To: ${entry.replyTo}`] : []),
    `Subject:  ${entry.subject}`,
    '',
    ...entry.text.trimEnd().split('\n'),
  ];
  return lines.join('\n');
}

function statusLine(entry: OutboxEntry): string {
  if (entry.status === 'sent') return `sent ${entry.sentAt ?? ''}`.trim();
  const error = entry.lastError ? `; last error: ${entry.lastError}` : '';
  if (entry.status === 'gave up') return `not sent, gave up after ${entry.attempts} attempts${error}`;
  return entry.attempts === 0 ? 'not sent yet' : `not sent yet (${entry.attempts} failed attempts${error})`;
}
