import { eq } from 'drizzle-orm';
import type { DatabaseHandle } from '../../src/db/client';
import { mailOutbox } from '../../src/db/schema';
import { enqueueMail, type OutgoingMail } from '../../src/mail/mail-outbox';
import { claimDueMails } from '../../src/mail/mail-outbox.repository';
import { MailSender, retryDelayMs } from '../../src/mail/mail-sender';
import { smtpTransport, type MailTransport } from '../../src/mail/smtp-transport';
import { buildTestApp, openTestDatabase, secondConnection } from '../profiles/test-app';
import { closedPort, startSmtpTestServer, type SmtpTestServer } from '../support/smtp-test-server';
import { manualClock } from '../support/manual-clock';

const FROM = 'Shop <no-reply@shop.example>';

const mail = (n: number, overrides: Partial<OutgoingMail> = {}): OutgoingMail => ({
  kind: 'password-reset',
  to: `customer${n}@example.mt`,
  subject: `Message ${n}`,
  text: `Hello ${n},\nthe link: http://localhost:3000/app/reset?token=${'t'.repeat(43)}${n}\n`,
  ...overrides,
});

let handle: DatabaseHandle;
const servers: SmtpTestServer[] = [];
const transports: MailTransport[] = [];

async function smtpServer(options: Parameters<typeof startSmtpTestServer>[0] = {}) {
  const server = await startSmtpTestServer(options);
  servers.push(server);
  return server;
}

function transportTo(url: string): MailTransport {
  const transport = smtpTransport(url, FROM);
  transports.push(transport);
  return transport;
}

const rowOf = async (id: number) => {
  const [row] = await handle.db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
  if (!row) throw new Error(`no outbox row ${id}`);
  return row;
};

beforeAll(async () => {
  handle = await openTestDatabase();
});
beforeEach(async () => {
  await handle.db.delete(mailOutbox);
});
afterEach(async () => {
  transports.splice(0).forEach((t) => t.close());
  await Promise.all(servers.splice(0).map((s) => s.close()));
});
afterAll(async () => {
  await handle.close();
});

describe('the outbox sender', () => {
  it('sends a queued mail through a real SMTP server once and marks it sent', async () => {
    const server = await smtpServer();
    const clock = manualClock(Date.now());
    const id = await enqueueMail(
      handle.db,
      mail(1, { kind: 'contact', replyTo: 'maria@example.mt' }),
      clock.now(),
    );
    const sender = new MailSender(handle.db, transportTo(server.url), { now: clock.now });

    expect(await sender.sendDue()).toEqual({ sent: 1, failed: 0 });
    expect(await sender.sendDue()).toEqual({ sent: 0, failed: 0 });

    expect(server.received).toHaveLength(1);
    const [received] = server.received;
    expect(received?.from).toBe('no-reply@shop.example');
    expect(received?.to).toEqual(['customer1@example.mt']);
    expect(received?.headers.get('subject')).toBe('Message 1');
    expect(received?.headers.get('reply-to')).toBe('maria@example.mt');
    expect(received?.text).toContain(`http://localhost:3000/app/reset?token=${'t'.repeat(43)}1`);
    const row = await rowOf(id);
    expect(row.sentAt).not.toBeNull();
    expect(row.attempts).toBe(1);
    expect(row.lastError).toBeNull();
  });

  it('sends a mail with its attachment as a multipart message', async () => {
    const server = await smtpServer();
    const clock = manualClock(Date.now());
    const pdf = Buffer.from('%PDF-1.7 a receipt');
    await enqueueMail(
      handle.db,
      {
        ...mail(1),
        attachments: [{ fileName: 'R-2026-000001.pdf', contentType: 'application/pdf', content: pdf }],
      },
      clock.now(),
    );
    const sender = new MailSender(handle.db, transportTo(server.url), { now: clock.now });

    expect(await sender.sendDue()).toEqual({ sent: 1, failed: 0 });
    const [received] = server.received;
    expect(received?.headers.get('content-type')).toMatch(/^multipart\/mixed/);
    // The multipart body, as the test server keeps it undecoded: the text part, then the file.
    expect(received?.text).toContain('reset?token=');
    expect(received?.text).toMatch(/Content-Type: application\/pdf; name=R-2026-000001\.pdf/);
    expect(received?.text).toContain('Content-Disposition: attachment; filename=R-2026-000001.pdf');
    expect(received?.text).toContain(pdf.toString('base64'));
  });

  it("sends a mail due by the clock that queued it, even when that clock is behind the database's", async () => {
    const server = await smtpServer();
    const clock = manualClock(Date.now() - 3600_000);
    const id = await enqueueMail(handle.db, mail(12), clock.now());
    const sender = new MailSender(handle.db, transportTo(server.url), { now: clock.now });

    expect(await sender.sendDue()).toEqual({ sent: 1, failed: 0 });
    expect((await rowOf(id)).sentAt).not.toBeNull();
  });

  it('keeps a mail while the server is down and sends it after the backoff once it is back', async () => {
    const port = await closedPort();
    const clock = manualClock(Date.now());
    const id = await enqueueMail(handle.db, mail(2), clock.now());
    const sender = new MailSender(handle.db, transportTo(`smtp://127.0.0.1:${port}`), { now: clock.now });

    expect(await sender.sendDue()).toEqual({ sent: 0, failed: 1 });
    const failed = await rowOf(id);
    expect(failed).toMatchObject({ sentAt: null, attempts: 1 });
    expect(failed.lastError).toMatch(/ECONNREFUSED|connect/i);
    expect(failed.nextAttemptAt.getTime()).toBe(clock.now().getTime() + retryDelayMs(1));

    // Not due again before the backoff has passed, server or no server.
    const server = await smtpServer({ port });
    expect(await sender.sendDue()).toEqual({ sent: 0, failed: 0 });
    clock.advance(retryDelayMs(1));
    expect(await sender.sendDue()).toEqual({ sent: 1, failed: 0 });
    expect(server.received.map((m) => m.to)).toEqual([['customer2@example.mt']]);
    expect(await rowOf(id)).toMatchObject({ attempts: 2, lastError: null });
  });

  it('tries one batch per run while the server is down, leaving the rest for the next poll', async () => {
    const port = await closedPort();
    const clock = manualClock(Date.now());
    for (let n = 0; n < 5; n += 1) await enqueueMail(handle.db, mail(20 + n), clock.now());
    const sender = new MailSender(handle.db, transportTo(`smtp://127.0.0.1:${port}`), {
      now: clock.now,
      batchSize: 2,
    });
    expect(await sender.sendDue()).toEqual({ sent: 0, failed: 2 });
    const rows = await handle.db.select().from(mailOutbox);
    expect(rows.map((row) => row.attempts).sort()).toEqual([0, 0, 0, 1, 1]);
  });

  it('gives up after the last attempt and leaves the mail visible with its error', async () => {
    const port = await closedPort();
    const clock = manualClock(Date.now());
    const id = await enqueueMail(handle.db, mail(3), clock.now());
    const sender = new MailSender(handle.db, transportTo(`smtp://127.0.0.1:${port}`), {
      now: clock.now,
      maxAttempts: 3,
    });
    for (let attempt = 1; attempt <= 3; attempt += 1) {
      expect(await sender.sendDue()).toEqual({ sent: 0, failed: 1 });
      clock.advance(retryDelayMs(attempt));
    }
    clock.advance(24 * 3600_000);
    expect(await sender.sendDue()).toEqual({ sent: 0, failed: 0 });
    const row = await rowOf(id);
    expect(row).toMatchObject({ sentAt: null, attempts: 3 });
    expect(row.lastError).toBeTruthy();
  });

  it('gives up at once on a recipient the server refuses for good (550)', async () => {
    const server = await smtpServer({ rejects: (address) => address === 'nobody@example.mt' });
    const clock = manualClock(Date.now());
    const refused = await enqueueMail(handle.db, mail(4, { to: 'nobody@example.mt' }), clock.now());
    const fine = await enqueueMail(handle.db, mail(5), clock.now());
    const sender = new MailSender(handle.db, transportTo(server.url), { now: clock.now });

    expect(await sender.sendDue()).toEqual({ sent: 1, failed: 1 });
    expect(await rowOf(refused)).toMatchObject({ sentAt: null, attempts: 10 });
    expect((await rowOf(refused)).lastError).toMatch(/550|Mailbox unavailable/);
    expect((await rowOf(fine)).sentAt).not.toBeNull();
  });

  it('leaves the mails of a sender that died mid-send to another one after the lease', async () => {
    const server = await smtpServer();
    const clock = manualClock(Date.now());
    const id = await enqueueMail(handle.db, mail(6), clock.now());
    const leaseUntil = new Date(clock.now().getTime() + 60_000);
    const claimed = await claimDueMails(handle.db, {
      now: clock.now(),
      leaseUntil,
      maxAttempts: 10,
      limit: 5,
    });
    expect(claimed.map((row) => row.id)).toEqual([id]);

    const sender = new MailSender(handle.db, transportTo(server.url), { now: clock.now });
    expect(await sender.sendDue()).toEqual({ sent: 0, failed: 0 });
    clock.advance(60_000);
    expect(await sender.sendDue()).toEqual({ sent: 1, failed: 0 });
    expect(await rowOf(id)).toMatchObject({ attempts: 2 });
  });

  it('sends each mail once when two senders on two connections empty the outbox together', async () => {
    const server = await smtpServer();
    const count = 30;
    const clock = manualClock(Date.now());
    for (let n = 0; n < count; n += 1) await enqueueMail(handle.db, mail(100 + n), clock.now());
    const other = await secondConnection(handle);
    try {
      const senders = [handle.db, other.db].map(
        (db) => new MailSender(db, transportTo(server.url), { now: clock.now, batchSize: 3 }),
      );
      const reports = await Promise.all(senders.map((s) => s.sendDue()));

      expect(reports.reduce((sum, r) => sum + r.sent, 0)).toBe(count);
      expect(reports.every((r) => r.failed === 0)).toBe(true);
      // Both took part: the claims really ran side by side.
      expect(reports.every((r) => r.sent > 0)).toBe(true);
      const subjects = server.received.map((m) => m.headers.get('subject'));
      expect(subjects).toHaveLength(count);
      expect(new Set(subjects).size).toBe(count);
      const rows = await handle.db.select().from(mailOutbox);
      expect(rows.every((row) => row.sentAt !== null && row.attempts === 1)).toBe(true);
    } finally {
      await other.close();
    }
  });

  it('writes nothing when the transaction that enqueued the mail rolls back', async () => {
    await expect(
      handle.db.transaction(async (tx) => {
        await enqueueMail(tx, mail(7), new Date());
        throw new Error('the caller failed');
      }),
    ).rejects.toThrow('the caller failed');
    expect(await handle.db.select().from(mailOutbox)).toEqual([]);
  });

  it('puts a subject on one line', async () => {
    const id = await enqueueMail(
      handle.db,
      mail(8, { subject: 'Contact form: a\r\nBcc: x@example.mt' }),
      new Date(),
    );
    expect((await rowOf(id)).subject).toBe('Contact form: a Bcc: x@example.mt');
  });

  it('waits ten seconds, then three times longer each time, at most two hours', () => {
    expect([1, 2, 3, 4].map(retryDelayMs)).toEqual([10_000, 30_000, 90_000, 270_000]);
    expect(retryDelayMs(9)).toBe(2 * 3600_000);
  });
});

describe('the sender job of the API', () => {
  it('polls the outbox every MAIL_POLL_MS once ready and stops when the app closes', async () => {
    const server = await smtpServer();
    const app = await buildTestApp(handle.db, { SMTP_URL: server.url, MAIL_POLL_MS: '50' });
    try {
      await app.ready();
      await enqueueMail(handle.db, mail(9), new Date());
      await server.waitFor(1);
      expect(server.received[0]?.headers.get('from')).toBe('Shop <no-reply@shop.example>');
    } finally {
      await app.close();
    }
    await enqueueMail(handle.db, mail(10), new Date());
    await new Promise((r) => setTimeout(r, 200));
    expect(server.received).toHaveLength(1);
  });

  it('sends nothing without SMTP_URL: the mail stays in the outbox', async () => {
    const app = await buildTestApp(handle.db, { MAIL_POLL_MS: '10' });
    try {
      await app.ready();
      const id = await enqueueMail(handle.db, mail(11), new Date());
      await new Promise((r) => setTimeout(r, 100));
      expect(await rowOf(id)).toMatchObject({ sentAt: null, attempts: 0 });
    } finally {
      await app.close();
    }
  });
});
