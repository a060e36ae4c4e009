import type { FastifyInstance, InjectOptions } from 'fastify';
import { count } from 'drizzle-orm';
import { startCaptchaStandIn, type CaptchaStandIn } from '../contact/captcha-stand-in';
import { CAPTCHA_TOKEN_HEADER } from '../../src/contract/contact';
import type { DatabaseHandle } from '../../src/db/client';
import { contactMessages, loginThrottle, mailOutbox, users } from '../../src/db/schema';
import { insertAccountFixture, signupBody } from '../profiles/account-fixture';
import { buildTestApp, openTestDatabase } from '../profiles/test-app';

const LIMIT = 3;
const BFF_SECRET = 'limits-bff-secret-limits-bff-secret-x';
const REFUSED = { responseCode: 4000, errorMessage: 'Too many attempts, try again in 60 minutes' };
const HOUR_MS = 3_600_000;

let handle: DatabaseHandle;
let standIn: CaptchaStandIn;
let app: FastifyInstance;
let now = Date.parse('2026-11-20T10:00:00Z');

beforeAll(async () => {
  handle = await openTestDatabase();
  await insertAccountFixture(handle.db);
  standIn = await startCaptchaStandIn();
  app = await buildTestApp(
    handle.db,
    {
      SIGNUP_LIMIT_PER_HOUR: String(LIMIT),
      PASSWORD_RESET_LIMIT_PER_HOUR: String(LIMIT),
      CONTACT_LIMIT_PER_HOUR: String(LIMIT),
      HCAPTCHA_SECRET: '0x1234567890abcdef1234567890abcdef12345678',
      HCAPTCHA_VERIFY_URL: standIn.url,
      BFF_SECRET,
    },
    () => new Date(now),
  );
});
beforeEach(async () => {
  now += 2 * HOUR_MS;
  standIn.requests.length = 0;
  await handle.db.delete(loginThrottle);
});
afterAll(async () => {
  await app.close();
  await standIn.close();
  await handle.close();
});

let emails = 0;
const nextEmail = () => `limits.${++emails}@example.mt`;

const resetRequest = (from: string): InjectOptions => ({
  method: 'POST',
  url: '/cli/profiles/password',
  payload: { tid: '01', email: nextEmail() },
  headers: vouched(from),
});

/** Each limited call, as the storefront sends it on behalf of a shopper at `from`. */
const calls: Record<string, (from: string) => InjectOptions> = {
  'sign-up': (from) => ({
    method: 'POST',
    url: '/cli/profiles/signup',
    payload: signupBody(nextEmail()),
    headers: vouched(from),
  }),
  'password reset request': (from) => resetRequest(from),
  'contact message': (from) => ({
    method: 'POST',
    url: '/cli/contact/us',
    payload: {
      name: 'Ġużeppi',
      surname: 'Borg',
      phoneNumberPrefix: '356',
      phoneNumber: '79123456',
      email: nextEmail(),
      subject: 'Delivery to Gozo',
      message: 'Do you deliver to Victoria?',
    },
    headers: { ...vouched(from), [CAPTCHA_TOKEN_HEADER]: 'pass' },
  }),
};

/** The storefront vouches for the shopper's address; the API itself sees only the storefront. */
const vouched = (address: string) => ({ 'x-shop-client-address': address, 'x-shop-proxy-key': BFF_SECRET });

/** What each call leaves behind when it runs: accounts, e-mails, stored messages. */
const traces = async () => ({
  users: (await handle.db.select({ n: count() }).from(users))[0]?.n,
  mails: (await handle.db.select({ n: count() }).from(mailOutbox))[0]?.n,
  messages: (await handle.db.select({ n: count() }).from(contactMessages))[0]?.n,
});

describe.each(Object.entries(calls))('per-address limit on the %s', (_name, call) => {
  it('answers 429 with Retry-After and the envelope past the limit, having done none of the work', async () => {
    for (let n = 0; n < LIMIT; n += 1) {
      const response = await app.inject(call('203.0.113.50'));
      expect(response.statusCode).toBe(200);
      expect(response.json().responseCode).toBe(0);
    }
    const before = await traces();
    const captchaCalls = standIn.requests.length;
    const refused = await app.inject(call('203.0.113.50'));
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBe('3600');
    expect(refused.json()).toEqual(REFUSED);
    expect(await traces()).toEqual(before);
    expect(standIn.requests).toHaveLength(captchaCalls);
  });

  it('leaves other addresses alone, and lets the address on when the hour is over', async () => {
    for (let n = 0; n <= LIMIT; n += 1) await app.inject(call('203.0.113.60'));
    expect((await app.inject(call('203.0.113.61'))).statusCode).toBe(200);
    expect((await app.inject(call('2001:db8:1:2::7'))).statusCode).toBe(200);
    now += HOUR_MS;
    expect((await app.inject(call('203.0.113.60'))).statusCode).toBe(200);
  });

  it('counts one IPv6 /64 as one address, so rotating its low bits gains nothing', async () => {
    for (let n = 1; n <= LIMIT; n += 1) {
      expect((await app.inject(call(`2001:db8:aa:bb::${n}`))).statusCode).toBe(200);
    }
    expect((await app.inject(call('2001:db8:aa:bb:ffff::1'))).statusCode).toBe(429);
  });
});

it('does not count a form the schema refuses (nothing was tried)', async () => {
  for (let n = 0; n < LIMIT + 2; n += 1) {
    const response = await app.inject({
      method: 'POST',
      url: '/cli/profiles/password',
      payload: { tid: '01', email: 'not-an-address' },
      headers: vouched('203.0.113.70'),
    });
    expect(response.statusCode).toBe(400);
  }
  expect((await app.inject(resetRequest('203.0.113.70'))).statusCode).toBe(200);
});
