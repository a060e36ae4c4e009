import type { InjectOptions } from 'fastify';
import { INT4_MAX } from '../../src/contract/database-id';
import { errorEnvelopeSchema } from '../../src/contract/envelope';
import { TOO_DEEP_MESSAGE, UNSAFE_KEY_MESSAGE, UNSAFE_TEXT_MESSAGE } from '../../src/http/safe-text';
import { startTestApp, stopTestApp, type TestApp } from '../support/test-app';

let lastAddress = 0;
/** Each login from its own address, so the per-address login limit never answers first. */
const json = (payload: string): InjectOptions => ({
  method: 'POST',
  url: '/cli/profiles/login',
  headers: { 'content-type': 'application/json' },
  payload,
  remoteAddress: `10.20.0.${++lastAddress}`,
});

describe('hostile input answers a 4xx envelope, never a 500', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => stopTestApp(t));

  async function refused(request: InjectOptions | string) {
    const response = await t.app.inject(request);
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.statusCode).toBeLessThan(500);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.body).not.toMatch(/FST_|ERR_|Error:|node_modules|\.ts:|\/work\//);
    return { status: response.statusCode, body: errorEnvelopeSchema.strict().parse(response.json()) };
  }

  it.each([
    ['/cli/ecommerce/products?brand=%00', 'querystring.brand'],
    ['/cli/ecommerce/products?tag=a%00b', 'querystring.tag'],
    ['/cli/ecommerce/products?q=%00', 'querystring.q'],
    ['/cli/categories?tag=%00', 'querystring.tag'],
    ['/cli/cms/banners?type=%00', 'querystring.type'],
    ['/cli/cms/banners?category=%01', 'querystring.category'],
    ['/cli/addresses/zipcodes?q=%00', 'querystring.q'],
    ['/cli/addresses/counties?q=%1b', 'querystring.q'],
    ['/cli/stores/ecommerce?q=%7f', 'querystring.q'],
    ['/cli/ecommerce/products/search?q=a%0Ab', 'querystring.q'],
    ['/media/products/a%00.svg', 'params.*'],
  ])('refuses a control character in %s as a 400 on %s', async (url, path) => {
    const { status, body } = await refused(url);
    expect(status).toBe(400);
    expect(body).toEqual({
      responseCode: 4000,
      errorMessage: 'Invalid request',
      fields: [{ path, message: UNSAFE_TEXT_MESSAGE }],
    });
  });

  it('refuses a NUL in the login username, and a lone surrogate in the password, as 400s', async () => {
    const nul = await refused(json(JSON.stringify({ username: 'maria\u0000', password: 'x' })));
    expect(nul.status).toBe(400);
    expect(nul.body.fields).toEqual([{ path: 'body.username', message: UNSAFE_TEXT_MESSAGE }]);
    const surrogate = await refused(json('{"username":"maria","password":"\\ud800"}'));
    expect(surrogate.body.fields).toEqual([{ path: 'body.password', message: UNSAFE_TEXT_MESSAGE }]);
  });

  it('lets tab and line breaks through in a body, but not in a query', async () => {
    const response = await t.app.inject(json(JSON.stringify({ username: 'a\tb\r\n', password: 'x' })));
    // Past the schema: wrong credentials, not a malformed request.
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ responseCode: 2 });
    const query = await refused('/cli/ecommerce/products?q=a%09b');
    expect(query.status).toBe(400);
  });

  it('refuses a control character in a field name without echoing the name', async () => {
    const { body } = await refused('/cli/ecommerce/products?x%00y=1');
    expect(body.fields).toEqual([{ path: 'querystring', message: UNSAFE_KEY_MESSAGE }]);
  });

  it('refuses JSON nested deeper than any form', async () => {
    const deep = `{"username":${'['.repeat(20_000)}${']'.repeat(20_000)},"password":"x"}`;
    const { status, body } = await refused(json(deep));
    expect(status).toBe(400);
    expect(body.fields?.[0]?.message).toMatch(/nested/);
  });

  it('refuses a number one level past the nesting limit, as it refuses an object there', async () => {
    // username's value sits at depth 1; 32 arrays put the number at depth 33.
    const deep = `{"username":${'['.repeat(32)}1${']'.repeat(32)},"password":"x"}`;
    const { status, body } = await refused(json(deep));
    expect(status).toBe(400);
    expect(body.fields).toEqual([{ path: `body.username${'.0'.repeat(32)}`, message: TOO_DEEP_MESSAGE }]);
  });

  it.each([
    ['/cli/addresses/zipcodes?cityId=', 'querystring.cityId'],
    ['/cli/addresses/counties?stateId=', 'querystring.stateId'],
    ['/cli/ecommerce/products?category=', 'querystring.category'],
    ['/cli/ecommerce/products?store=', 'querystring.store'],
    ['/cli/ecommerce/products/featured?store=', 'querystring.store'],
    ['/cli/cms/leaflets/', 'params.id'],
  ])('refuses a database id above int4 in %s', async (prefix, path) => {
    for (const value of [INT4_MAX + 1, 2 ** 53, '9'.repeat(40)]) {
      const { status, body } = await refused(`${prefix}${value}`);
      expect(status).toBe(400);
      expect(body.fields?.map((f) => f.path)).toContain(path);
    }
    const largest = await t.app.inject({ url: `${prefix}${INT4_MAX}` });
    expect(largest.statusCode).toBeLessThan(500);
  });

  it('answers TRACE and other unknown methods with a 404 envelope', async () => {
    for (const method of ['TRACE', 'DELETE', 'PATCH'] as const) {
      const { status, body } = await refused({ method, url: '/cli/categories' });
      expect(status).toBe(404);
      expect(body).toEqual({ responseCode: 4000, errorMessage: 'Not found' });
    }
  });

  it.each(['/cli/categories%ff', '/cli/cms/leaflets/%ff', '/cli/ecommerce/products/%E0%A4%A', '/media/%c0'])(
    'answers bad percent-encoding in %s with a 400 envelope naming the url',
    async (url) => {
      const { status, body } = await refused(url);
      expect(status).toBe(400);
      expect(body.fields?.[0]?.path).toBe('url');
    },
  );

  it('answers an overlong path parameter with a 414 envelope', async () => {
    const { status, body } = await refused(`/cli/ecommerce/products/${'1'.repeat(500)}`);
    expect(status).toBe(414);
    expect(body.errorMessage).toBe('Request path too long');
  });

  it('answers invalid, empty and prototype-poisoning JSON with a 400 envelope on the body', async () => {
    for (const payload of ['{"username":', '', '{"__proto__":{"admin":true}}', 'nul']) {
      const { status, body } = await refused(json(payload));
      expect(status).toBe(400);
      expect(body.fields?.[0]?.path).toBe('body');
    }
  });

  it('answers a body over 64 kB with a 413 envelope', async () => {
    const payload = JSON.stringify({ username: 'a'.repeat(70 * 1024), password: 'x' });
    const { status, body } = await refused(json(payload));
    expect(status).toBe(413);
    expect(body).toEqual({ responseCode: 4000, errorMessage: 'Request body too large' });
  });

  it('answers a content type it does not read with a 415 envelope', async () => {
    const { status, body } = await refused({
      ...json('<login/>'),
      headers: { 'content-type': 'application/xml' },
    });
    expect(status).toBe(415);
    expect(body.fields).toEqual([{ path: 'headers.content-type', message: 'must be application/json' }]);
  });
});
