import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { DatabaseHandle } from '../../src/db/client';
import { contactMessages, mailOutbox } from '../../src/db/schema';
import { hcaptchaVerifier } from '../../src/contact/captcha-verifier';
import { CAPTCHA_TOKEN_HEADER } from '../../src/contract/contact';
import { buildTestApp, openTestDatabase } from '../profiles/test-app';
import { closedPort } from '../support/smtp-test-server';
import { startCaptchaStandIn, type CaptchaStandIn } from './captcha-stand-in';

const SECRET = '0x1234567890abcdef1234567890abcdef12345678';
const SUPPORT = 'help@shop.example';
const BFF_SECRET = 'contact-bff-secret-contact-bff-secret-x';
const FAILED = { responseCode: 4000, errorMessage: 'Human verification failed' };
const UNAVAILABLE = {
  responseCode: 4000,
  errorMessage: 'Human verification is not available, please try again',
};

const MESSAGE = {
  name: 'Ġużeppi',
  surname: 'Borg Camilleri',
  phoneNumberPrefix: '356',
  phoneNumber: '79123456',
  email: 'guzeppi@example.mt',
  subject: 'Delivery to Gozo',
  message: 'Hello,\ndo you deliver to Victoria?\n\tThanks',
};

let handle: DatabaseHandle;
let standIn: CaptchaStandIn;
let app: FastifyInstance;

const send = (
  payload: Record<string, unknown>,
  headers: Record<string, string> = { [CAPTCHA_TOKEN_HEADER]: 'pass' },
  target = app,
) => target.inject({ method: 'POST', url: '/cli/contact/us', payload, headers });

const stored = () => handle.db.select().from(contactMessages);
const mails = () => handle.db.select().from(mailOutbox);

beforeAll(async () => {
  handle = await openTestDatabase();
  standIn = await startCaptchaStandIn();
  app = await buildTestApp(handle.db, {
    HCAPTCHA_SECRET: SECRET,
    HCAPTCHA_VERIFY_URL: standIn.url,
    SUPPORT_EMAIL: SUPPORT,
    BFF_SECRET,
  });
});
beforeEach(async () => {
  standIn.mode = 'hcaptcha';
  standIn.requests.length = 0;
  await handle.db.delete(contactMessages);
  await handle.db.delete(mailOutbox);
});
afterAll(async () => {
  await app.close();
  await standIn.close();
  await handle.close();
});

describe('POST /cli/contact/us with the captcha', () => {
  it('stores a message whose captcha passed and mails it to the support address', async () => {
    const response = await send(MESSAGE);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ responseCode: 0 });

    expect(standIn.requests).toHaveLength(1);
    expect(Object.fromEntries(standIn.requests[0] ?? [])).toEqual({ secret: SECRET, response: 'pass' });
    expect(await stored()).toEqual([expect.objectContaining(MESSAGE)]);
    const [mail] = await mails();
    expect(mail).toMatchObject({
      kind: 'contact',
      toAddress: SUPPORT,
      replyTo: MESSAGE.email,
      subject: 'Contact form: Delivery to Gozo',
      sentAt: null,
    });
    expect(mail?.textBody).toContain('From:    Ġużeppi Borg Camilleri <guzeppi@example.mt>');
    expect(mail?.textBody).toContain('Phone:   +356 79123456');
    expect(mail?.textBody).toContain(MESSAGE.message);
  });

  it('refuses a token the verify service does not accept, keeping nothing', async () => {
    const response = await send(MESSAGE, { [CAPTCHA_TOKEN_HEADER]: 'fail' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(FAILED);
    expect(standIn.requests).toHaveLength(1);
    expect(await stored()).toEqual([]);
    expect(await mails()).toEqual([]);
  });

  it('refuses a form sent without a token, without asking the service', async () => {
    const withoutToken: Record<string, string>[] = [{}, { [CAPTCHA_TOKEN_HEADER]: '  ' }];
    for (const headers of withoutToken) {
      const response = await send(MESSAGE, headers);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual(FAILED);
    }
    expect(standIn.requests).toHaveLength(0);
    expect(await stored()).toEqual([]);
  });

  it.each(['error-500', 'not-json', 'secret-refused'] as const)(
    'says verification is not available when the service answers %s',
    async (mode) => {
      standIn.mode = mode;
      const response = await send(MESSAGE);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual(UNAVAILABLE);
      expect(await stored()).toEqual([]);
    },
  );

  it('says verification is not available when the service cannot be reached', async () => {
    const offline = await buildTestApp(handle.db, {
      HCAPTCHA_VERIFY_URL: `http://127.0.0.1:${await closedPort()}/siteverify`,
    });
    try {
      const response = await send(MESSAGE, { [CAPTCHA_TOKEN_HEADER]: 'pass' }, offline);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual(UNAVAILABLE);
      expect(await stored()).toEqual([]);
    } finally {
      await offline.close();
    }
  });

  it("passes the shopper's address the storefront vouched for as remoteip, never the storefront's own", async () => {
    await send(MESSAGE, {
      [CAPTCHA_TOKEN_HEADER]: 'pass',
      'x-shop-proxy-key': BFF_SECRET,
      'x-shop-client-address': '203.0.113.9',
    });
    await send(MESSAGE);
    expect(standIn.requests.map((form) => form.get('remoteip'))).toEqual(['203.0.113.9', null]);
  });
  it('is in the OpenAPI document (which the fuzz suite walks), naming its captcha header', async () => {
    await app.ready();
    const operation = z.object({ description: z.string().optional() }).loose();
    const doc = z
      .object({ paths: z.record(z.string(), z.record(z.string(), operation)) })
      .parse(app.swagger());
    expect(doc.paths['/cli/contact/us']?.post?.description).toContain(CAPTCHA_TOKEN_HEADER);
  });
});

describe('the contact form rules (spec §5), checked before the captcha', () => {
  const fieldsOf = async (payload: Record<string, unknown>) => {
    const response = await send(payload);
    expect(response.statusCode).toBe(400);
    const body: { responseCode: number; fields?: { path: string; message: string }[] } = response.json();
    expect(body.responseCode).toBe(4000);
    return body.fields ?? [];
  };

  /** The case's title: the value itself, or its length when it is long. */
  const shown = (value: string) => (value.length > 30 ? `${value.length} characters` : JSON.stringify(value));

  it.each(
    [
      ['name', '', 'error.required'],
      ['name', 'Joe 2', 'error.invalidName'],
      ['name', 'J'.repeat(51), 'error.tooLong'],
      ['surname', '   ', 'error.required'],
      ['surname', 'Borg-Camilleri', 'error.invalidName'],
      ['phoneNumberPrefix', '+356', 'error.invalidPrefix'],
      ['phoneNumberPrefix', '', 'error.required'],
      ['phoneNumber', '7912-3456', 'error.digitsOnly'],
      ['phoneNumber', '1'.repeat(16), 'error.tooLong'],
      ['phoneNumber', '', 'error.required'],
      ['email', 'guzeppi@example', 'error.invalidEmail'],
      ['email', 'guzeppi@example.travel', 'error.invalidEmail'],
      ['email', '', 'error.required'],
      ['subject', '', 'error.required'],
      ['subject', 's'.repeat(101), 'error.tooLong'],
      ['message', '', 'error.required'],
      ['message', 'm'.repeat(2001), 'error.tooLong'],
    ].map(([field = '', value = '', rule = '']) => ({ field, value, rule, shown: shown(value) })),
  )('refuses $field $shown with $rule', async ({ field, value, rule }) => {
    const fields = await fieldsOf({ ...MESSAGE, [field]: value });
    expect(fields).toContainEqual({ path: `body.${field}`, message: rule });
    expect(standIn.requests).toHaveLength(0);
    expect(await stored()).toEqual([]);
  });

  it('refuses a form with a field missing', async () => {
    const withoutEmail: Record<string, string> = { ...MESSAGE };
    delete withoutEmail.email;
    expect(await fieldsOf(withoutEmail)).toContainEqual({ path: 'body.email', message: 'error.required' });
  });

  it.each(
    [
      ['name', 'Ħanna Marija'],
      ['name', 'J'.repeat(50)],
      ['phoneNumberPrefix', '44'],
      ['phoneNumber', '1'.repeat(15)],
      ['phoneNumber', '0044123'],
      ['phoneNumber', '79 12 34 56'],
      ['email', 'a.b+shop@mail.example.info'],
      ['subject', 's'.repeat(100)],
      ['message', 'm'.repeat(2000)],
    ].map(([field = '', value = '']) => ({ field, value, shown: shown(value) })),
  )('accepts $field $shown', async ({ field, value }) => {
    const response = await send({ ...MESSAGE, [field]: value });
    expect(response.json()).toEqual({ responseCode: 0 });
  });
});

describe('the hCaptcha verifier', () => {
  it('gives up on a silent service after its timeout', async () => {
    standIn.mode = 'silent';
    const verify = hcaptchaVerifier({ secret: SECRET, verifyUrl: standIn.url, timeoutMs: 200 });
    const started = Date.now();
    expect(await verify('pass')).toBe('unavailable');
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it('fails an empty or oversized token without asking', async () => {
    const verify = hcaptchaVerifier({ secret: SECRET, verifyUrl: standIn.url });
    expect(await verify('')).toBe('failed');
    expect(await verify('x'.repeat(9000))).toBe('failed');
    expect(standIn.requests).toHaveLength(0);
  });
});
