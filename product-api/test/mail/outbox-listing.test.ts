import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { DatabaseHandle } from '../../src/db/client';
import { mailOutbox } from '../../src/db/schema';
import { OUTBOX_KEY_HEADER, OUTBOX_ROUTE } from '../../src/mail/mail.plugin';
import { enqueueMail } from '../../src/mail/mail-outbox';
import { formatOutboxEntry, outboxEntrySchema } from '../../src/mail/outbox-listing';
import { buildTestApp, openTestDatabase } from '../profiles/test-app';

const BFF_SECRET = 'outbox-bff-secret-outbox-bff-secret-xx';
const LINK = 'http://localhost:3000/app/reset?token=abcdefghijklmnopqrstuvwxyz0123456789ABCDEFG';
const listedSchema = z.object({ responseCode: z.literal(0), data: z.array(outboxEntrySchema) }).strict();

let handle: DatabaseHandle;
let app: FastifyInstance;

beforeAll(async () => {
  handle = await openTestDatabase();
  await handle.db.delete(mailOutbox);
  app = await buildTestApp(handle.db, { BFF_SECRET });
  await enqueueMail(
    handle.db,
    {
      kind: 'password-reset',
      to: 'maria@example.mt',
      subject: 'Reset your password',
      text: `Hello,\n\n${LINK}\n`,
    },
    new Date(),
  );
  await enqueueMail(
    handle.db,
    {
      kind: 'contact',
      to: 'support@shop.example',
      replyTo: 'joe@example.mt',
      subject: 'Contact form: delivery',
      text: 'Where is my order?',
    },
    new Date(),
  );
});
afterAll(async () => {
  await app.close();
  await handle.close();
});

describe('the outbox as `npm run mail:outbox` reads it from the running API', () => {
  const list = (headers: Record<string, string>, remoteAddress = '127.0.0.1', query = '') =>
    app.inject({ method: 'GET', url: `${OUTBOX_ROUTE}${query}`, headers, remoteAddress });

  it('lists the newest mails first, with their text and link, for the key holder on this host', async () => {
    const response = await list({ [OUTBOX_KEY_HEADER]: BFF_SECRET });
    expect(response.statusCode).toBe(200);
    const { data } = listedSchema.parse(response.json());
    expect(data.map((m) => m.subject)).toEqual(['Contact form: delivery', 'Reset your password']);
    expect(data[1]).toMatchObject({ to: 'maria@example.mt', status: 'waiting', attempts: 0, sentAt: null });
    expect(data[1]?.text).toContain(LINK);

    const one = listedSchema.parse(
      (await list({ [OUTBOX_KEY_HEADER]: BFF_SECRET }, '::1', '?limit=1')).json(),
    );
    expect(one.data).toHaveLength(1);
  });

  it('answers the 404 of an unknown route to a wrong key, no key, or another host', async () => {
    for (const response of [
      await list({ [OUTBOX_KEY_HEADER]: 'wrong' }),
      await list({}),
      await list({ [OUTBOX_KEY_HEADER]: BFF_SECRET }, '192.0.2.7'),
      await list({}, '127.0.0.1', '?limit=nonsense'),
    ]) {
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ responseCode: 4000, errorMessage: 'Not found' });
    }
  });

  it('answers 404 when the API has no BFF_SECRET at all', async () => {
    const bare = await buildTestApp(handle.db);
    try {
      const response = await bare.inject({
        method: 'GET',
        url: OUTBOX_ROUTE,
        headers: { [OUTBOX_KEY_HEADER]: '' },
      });
      expect(response.statusCode).toBe(404);
    } finally {
      await bare.close();
    }
  });

  it('is not in the OpenAPI document', async () => {
    await app.ready();
    expect(JSON.stringify(app.swagger())).not.toContain(OUTBOX_ROUTE);
  });

  it('prints a mail with its addresses, subject, status and the whole text', async () => {
    const { data } = listedSchema.parse((await list({ [OUTBOX_KEY_HEADER]: BFF_SECRET })).json());
    const [contact, reset] = data.map(formatOutboxEntry);
    expect(reset).toMatch(/^#\d+ \S+ {2}not sent yet$/m);
    expect(reset).toContain('To:       maria@example.mt');
    expect(reset).toContain('Subject:  Reset your password');
    expect(reset).toContain(LINK);
    expect(contact).toContain('Reply-To: joe@example.mt');
  });
});
