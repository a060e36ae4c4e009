import { createHash } from 'node:crypto';
import { asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { DatabaseHandle } from '../../src/db/client';
import { authTokens, loginThrottle, mailOutbox, passwordResetTokens, users } from '../../src/db/schema';
import { hashPassword } from '../../src/profiles/password';
import { startSmtpTestServer } from '../support/smtp-test-server';
import {
  TEST_EMAIL,
  TEST_PASSWORD,
  bearer,
  buildTestApp,
  loginRequest,
  openTestDatabase,
  signIn as signInAs,
} from './test-app';
import { manualClock, type ManualClock } from '../support/manual-clock';

const NEW_PASSWORD = 'Brand-New-Secret-7';
const UNKNOWN_EMAIL = 'nobody.here@example.mt';
const MINUTE_MS = 60_000;
const OK = { responseCode: 0 };
const NO_LONGER_VALID = { responseCode: 4000, errorMessage: 'This link is no longer valid' };
const TOKEN_IN_LINK = /\/reset\?token=([A-Za-z0-9_-]{43})\b/;

let handle: DatabaseHandle;
let clock: ManualClock;
const apps: FastifyInstance[] = [];

async function api(env: Record<string, string> = {}): Promise<FastifyInstance> {
  const app = await buildTestApp(handle.db, env, clock.now);
  apps.push(app);
  return app;
}

const requestLink = (app: FastifyInstance, email: string) =>
  app.inject({ method: 'POST', url: '/cli/profiles/password', payload: { tid: '01', email } });

const reset = (app: FastifyInstance, token: string, newPassword = NEW_PASSWORD) =>
  app.inject({ method: 'POST', url: '/cli/profiles/password/reset', payload: { token, newPassword } });

let address = 0;
/** Each login from its own address (RFC 5737), so the per-address login limit stays out of the way. */
const nextAddress = () => `192.0.2.${(address += 1) % 250}`;
const login = (app: FastifyInstance, password: string) =>
  app.inject(loginRequest(TEST_EMAIL, password, nextAddress()));
const signIn = (app: FastifyInstance) => signInAs(app, TEST_EMAIL, TEST_PASSWORD, nextAddress());

const outbox = () => handle.db.select().from(mailOutbox).orderBy(asc(mailOutbox.id));

/** The token of the newest reset link in the outbox. */
async function latestToken(): Promise<string> {
  const mails = (await outbox()).filter((m) => m.kind === 'password-reset');
  const token = TOKEN_IN_LINK.exec(mails.at(-1)?.textBody ?? '')?.[1];
  if (!token) throw new Error('no reset link in the outbox');
  return token;
}

beforeAll(async () => {
  handle = await openTestDatabase();
});
beforeEach(async () => {
  clock = manualClock(Date.now() + 1000);
  for (const table of [mailOutbox, passwordResetTokens, loginThrottle, authTokens])
    await handle.db.delete(table);
  await handle.db.update(users).set({ passwordHash: await hashPassword(TEST_PASSWORD) });
});
afterEach(async () => {
  await Promise.all(apps.splice(0).map((app) => app.close()));
});
afterAll(async () => {
  await handle.close();
});

describe('POST /cli/profiles/password: asking for a reset link', () => {
  it('answers a customer and an unknown e-mail alike, mailing each the e-mail that fits', async () => {
    const app = await api();
    const known = await requestLink(app, TEST_EMAIL);
    const unknown = await requestLink(app, UNKNOWN_EMAIL);
    expect([known.statusCode, unknown.statusCode]).toEqual([200, 200]);
    expect(known.body).toBe(unknown.body);
    expect(known.json()).toEqual(OK);

    const [toCustomer, toStranger] = await outbox();
    expect(toCustomer).toMatchObject({ kind: 'password-reset', toAddress: TEST_EMAIL, sentAt: null });
    expect(toCustomer?.textBody).toMatch(TOKEN_IN_LINK);
    expect(toCustomer?.textBody).toContain('The link works once and for 30 minutes');
    expect(toStranger).toMatchObject({ kind: 'password-reset-unknown', toAddress: UNKNOWN_EMAIL });
    expect(toStranger?.textBody).toContain('there is no account with this address');
    expect(toStranger?.textBody).not.toMatch(/token=/);
    expect(await handle.db.select().from(passwordResetTokens)).toHaveLength(1);
  });

  it('finds the customer whatever the case of the e-mail', async () => {
    const app = await api();
    await requestLink(app, TEST_EMAIL.toUpperCase());
    expect((await outbox())[0]?.kind).toBe('password-reset');
  });

  it('keeps only the SHA-256 of the token, which expires after PASSWORD_RESET_TTL_MINUTES', async () => {
    const app = await api({ PASSWORD_RESET_TTL_MINUTES: '20' });
    await requestLink(app, TEST_EMAIL);
    const token = await latestToken();
    const [row] = await handle.db.select().from(passwordResetTokens);
    expect(row?.tokenHash).toBe(createHash('sha256').update(token).digest('hex'));
    expect(row?.expiresAt.getTime()).toBe(clock.now().getTime() + 20 * MINUTE_MS);
    expect((await outbox())[0]?.textBody).toContain('for 20 minutes');
  });

  it('links to the storefront of SHOP_PUBLIC_URL', async () => {
    const app = await api({ SHOP_PUBLIC_URL: 'https://shop.example.mt/app/' });
    await requestLink(app, TEST_EMAIL);
    await requestLink(app, UNKNOWN_EMAIL);
    const [link, note] = await outbox();
    expect(link?.textBody).toMatch(/^https:\/\/shop\.example\.mt\/app\/reset\?token=[\w-]{43}$/m);
    expect(note?.textBody).toContain('https://shop.example.mt/app/signup');
  });

  it('writes both e-mails in Italian, linking to the Italian pages, when asked from an Italian page', async () => {
    const app = await api({
      SHOP_PUBLIC_URL: 'https://shop.example.mt/app',
      PASSWORD_RESET_TTL_MINUTES: '20',
    });
    for (const email of [TEST_EMAIL, UNKNOWN_EMAIL]) {
      const payload = { tid: '01', email };
      const headers = { 'accept-language': 'it' };
      await app.inject({ method: 'POST', url: '/cli/profiles/password', payload, headers });
    }
    const [link, note] = await outbox();
    expect(link?.subject).toBe('Reimposta la tua password');
    expect(link?.textBody).toMatch(/^https:\/\/shop\.example\.mt\/app\/it\/reset\?token=[\w-]{43}$/m);
    expect(link?.textBody).toContain('per 20 minuti');
    expect(note?.subject).toBe('Richiesta di reimpostazione della password');
    expect(note?.textBody).toContain('https://shop.example.mt/app/it/signup');
  });

  it('mails one address at most 3 times in 15 minutes, answering further requests the same', async () => {
    const app = await api();
    for (const email of [TEST_EMAIL, UNKNOWN_EMAIL]) {
      for (let n = 0; n < 5; n += 1) expect((await requestLink(app, email)).json()).toEqual(OK);
    }
    // The address is compared as the shop compares e-mails: whatever its case.
    const counts = (mails: { toAddress: string }[]) =>
      [TEST_EMAIL, UNKNOWN_EMAIL].map(
        (to) => mails.filter((m) => m.toAddress.toLowerCase() === to.toLowerCase()).length,
      );
    expect(counts(await outbox())).toEqual([3, 3]);
    expect(await handle.db.select().from(passwordResetTokens)).toHaveLength(3);

    clock.advance(15 * MINUTE_MS);
    await requestLink(app, TEST_EMAIL.toLowerCase());
    expect(counts(await outbox())).toEqual([4, 3]);
  });

  it('refuses a malformed e-mail with the field rule (400)', async () => {
    const app = await api();
    for (const email of ['', 'not-an-email', `${'a'.repeat(96)}@x.mt`]) {
      const response = await requestLink(app, email);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ responseCode: 4000, fields: [{ path: 'body.email' }] });
    }
    expect(await outbox()).toEqual([]);
  });
});

describe('POST /cli/profiles/password/reset: the link sets a new password', () => {
  it('follows the link of the e-mail a real SMTP server received, once', async () => {
    const server = await startSmtpTestServer();
    // The app's clock an hour behind the database server's: the sender must find the mail due by
    // the clock that queued it, not wait for the database's time to come round.
    clock.advance(-60 * MINUTE_MS);
    try {
      const app = await api({ SMTP_URL: server.url, MAIL_POLL_MS: '20' });
      await app.ready();
      await requestLink(app, TEST_EMAIL);
      const [received] = await server.waitFor(1);
      expect(received?.to).toEqual([TEST_EMAIL]);
      expect(received?.headers.get('subject')).toBe('Reset your password');
      const token = TOKEN_IN_LINK.exec(received?.text ?? '')?.[1];
      expect(token).toBeDefined();

      const first = await reset(app, token ?? '');
      expect(first.statusCode).toBe(200);
      expect(first.json()).toEqual(OK);
      const second = await reset(app, token ?? '', 'Yet-Another-Secret-8');
      expect(second.statusCode).toBe(200);
      expect(second.json()).toEqual(NO_LONGER_VALID);

      expect((await login(app, NEW_PASSWORD)).json()).toMatchObject({ responseCode: 0 });
      expect((await login(app, TEST_PASSWORD)).json()).toMatchObject({ responseCode: 2 });
    } finally {
      await server.close();
    }
  });

  it('ends every session of the customer', async () => {
    const app = await api();
    const sessions = [await signIn(app), await signIn(app)];
    await requestLink(app, TEST_EMAIL);
    expect((await reset(app, await latestToken())).json()).toEqual(OK);
    for (const jwt of sessions) {
      const response = await app.inject({ method: 'GET', url: '/cli/profiles/login', headers: bearer(jwt) });
      expect(response.statusCode).toBe(401);
    }
    const fresh = await signIn(app).catch(() => undefined);
    expect(fresh).toBeUndefined();
    const withNew = await login(app, NEW_PASSWORD);
    const jwt: unknown = withNew.json().data?.jwt;
    expect(typeof jwt).toBe('string');
    const me = await app.inject({ method: 'GET', url: '/cli/profiles/login', headers: bearer(String(jwt)) });
    expect(me.json()).toMatchObject({ responseCode: 0, data: { email: TEST_EMAIL } });
  });

  it('works until the link expires, and not after', async () => {
    const app = await api();
    await requestLink(app, TEST_EMAIL);
    const early = await latestToken();
    clock.advance(29 * MINUTE_MS);
    expect((await reset(app, early)).json()).toEqual(OK);

    await requestLink(app, TEST_EMAIL);
    const late = await latestToken();
    clock.advance(30 * MINUTE_MS);
    expect((await reset(app, late, 'Too-Late-Secret-9')).json()).toEqual(NO_LONGER_VALID);
    expect((await login(app, NEW_PASSWORD)).json()).toMatchObject({ responseCode: 0 });
  });

  it("ends the customer's other links when one of them is used", async () => {
    const app = await api();
    await requestLink(app, TEST_EMAIL);
    const older = await latestToken();
    await requestLink(app, TEST_EMAIL);
    const newer = await latestToken();
    expect(newer).not.toBe(older);
    expect((await reset(app, newer)).json()).toEqual(OK);
    expect((await reset(app, older, 'Other-Secret-10')).json()).toEqual(NO_LONGER_VALID);
  });

  it('lets only one of two simultaneous uses of a link through', async () => {
    const app = await api();
    await requestLink(app, TEST_EMAIL);
    const token = await latestToken();
    const answers = await Promise.all([reset(app, token), reset(app, token, 'Racing-Secret-11')]);
    expect(answers.map((a) => a.json()).sort((a, b) => a.responseCode - b.responseCode)).toEqual([
      OK,
      NO_LONGER_VALID,
    ]);
  });

  it('refuses an unknown token as a business failure, never a 5xx', async () => {
    const app = await api();
    const response = await reset(app, 'A'.repeat(43));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(NO_LONGER_VALID);
  });

  it('refuses a malformed token or a short password with the field rules (400)', async () => {
    const app = await api();
    await requestLink(app, TEST_EMAIL);
    const token = await latestToken();
    const cases: [string, string, string][] = [
      ['short', NEW_PASSWORD, 'body.token'],
      ['has spaces in it, which no token has', NEW_PASSWORD, 'body.token'],
      [token, 'short', 'body.newPassword'],
      [token, '', 'body.newPassword'],
    ];
    for (const [candidate, password, field] of cases) {
      const response = await reset(app, candidate, password);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        responseCode: 4000,
        fields: expect.arrayContaining([expect.objectContaining({ path: field })]),
      });
    }
    // The refused attempts did not use the link up.
    expect((await reset(app, token)).json()).toEqual(OK);
    const [stored] = await handle.db.select().from(users).where(eq(users.email, TEST_EMAIL));
    expect(stored?.passwordHash).toMatch(/^scrypt\$/);
  });
});

describe('the reset routes in the OpenAPI document', () => {
  it('lists both, so the fuzz suite covers them', async () => {
    const app = await api();
    await app.ready();
    const doc = z
      .object({ paths: z.record(z.string(), z.record(z.string(), z.unknown())) })
      .parse(app.swagger());
    expect(doc.paths['/cli/profiles/password']?.post).toBeDefined();
    expect(doc.paths['/cli/profiles/password/reset']?.post).toBeDefined();
  });
});
