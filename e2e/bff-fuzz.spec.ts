import { type APIRequestContext, type APIResponse, expect, test } from '@playwright/test';
import { methodsAllowedFor } from '../lib/bff/allow-list';
import { allowListExamples } from './support/allow-list-examples';

/**
 * Hostile input through the storefront's backend-for-frontend (issue 10): every allow-listed call
 * with hostile query values and path segments, the write routes with hostile bodies, every route
 * and a few pages with a malformed session cookie. Whatever comes in, the answer is below 500,
 * /app/api answers are the spec §8 envelope, and no body shows a stack, a file path or an
 * internal error code. HTTP only (the `request` fixture): one browser project is enough.
 */
test.beforeEach(({}, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'HTTP only: the desktop project covers it');
});

// Independent HTTP probes: both workers share them instead of one worker taking the whole file.
test.describe.configure({ mode: 'parallel' });

const MALFORMED_SESSION = 'shop_session=Fe26.2*1*a*b*c*d*e*f';

/** Query values, already percent-encoded as they go on the wire (some are deliberately broken). */
const HOSTILE_VALUES: readonly string[] = [
  '%00',
  'a%00b',
  '%01%1f%7f',
  '%ff',
  '%e0%80%af',
  '%ed%a0%80',
  '%',
  '%zz',
  'x'.repeat(10_000),
  '2147483648',
  '-2147483649',
  '9223372036854775808',
  '1' + '0'.repeat(40),
  '1e309',
  '-1',
  '0',
  '1.5',
  '-0.0001',
  'NaN',
  'Infinity',
  '0x1f',
  encodeURIComponent('ħġżċ 🛒 \u202e'),
  '%2e%2e%2f%2e%2e%2fetc%2fpasswd',
  '..%2f..%2f',
  '%252e%252e%252f',
  '%25ff',
  encodeURIComponent("' OR 1=1 --"),
  encodeURIComponent('<script>alert(1)</script>'),
  encodeURIComponent('{"$gt":""}'),
  '',
];

/** The query names of spec §7's catalogue, content and location calls, each tried on every call. */
const QUERY_NAMES: readonly string[] = [
  'q',
  'p',
  's',
  'store',
  'category',
  'tag',
  'brand',
  'type',
  'onlyPromotions',
  'onlyBranded',
  'stateId',
  'cityId',
  'zipcode',
  'lat',
  'lon',
  'delivery',
];

/**
 * The values that break a query's encoding or its size, tried on every query name. The BFF passes
 * a query on whatever its name; what a name's value means to the API (a page past the end, a
 * store that does not exist) is the API's own fuzz suite's subject, which tries the whole table
 * on every parameter of every route.
 */
const ENCODING_VALUES: readonly string[] = ['%00', '%ff', '%', '%zz', 'x'.repeat(10_000), '1e309', ''];

/** Path segments appended to a call or put in place of its last segment. */
const HOSTILE_SEGMENTS: readonly string[] = [
  '%ff',
  '%00',
  'a%00',
  '%2e%2e%2f',
  '..%2f..%2fadmin',
  '%252e%252e',
  '%2f',
  'x'.repeat(10_000),
  '99999999999999999999',
  '2147483648',
  '-1',
  '1.5',
  '%F0%9F%9B%92',
  '%e0%80%af',
  '%',
];

/** Internals that must never reach a browser: stack frames, server paths, Fastify and Node codes. */
const LEAKS: readonly RegExp[] = [
  /\bFST_[A-Z_]+/,
  /\bERR_[A-Z_]{3,}/,
  /\n\s+at .+:\d+:\d+/,
  /\bat [\w$.<>]+ \(.+:\d+:\d+\)/,
  /(\/work\/|\/home\/|\/srv\/|node_modules|webpack-internal|[\w-]+\.tsx?:\d+)/,
];

type Probe = { label: string; response: APIResponse };

/** Soft checks: one run reports every probe that fails, not only the first. */
async function expectSafe({ label, response }: Probe, { envelope }: { envelope: boolean }) {
  const text = await response.text();
  expect.soft(response.status(), `${label}: status`).toBeLessThan(500);
  for (const leak of LEAKS) expect.soft(text, `${label}: leaks ${leak}`).not.toMatch(leak);
  if (!envelope) return;
  let body: unknown = null;
  try {
    body = JSON.parse(text);
  } catch {
    // reported just below
  }
  expect
    .soft(body, `${label}: the envelope`)
    .toEqual(expect.objectContaining({ responseCode: expect.any(Number) }));
  if (response.status() >= 400) {
    expect
      .soft(body, `${label}: an error message`)
      .toEqual(expect.objectContaining({ errorMessage: expect.any(String) }));
  }
}

/** Runs the probes a few at a time: fast enough, without queuing hundreds of requests at once. */
async function inBatches<T>(items: readonly T[], run: (item: T) => Promise<void>, size = 6) {
  for (let start = 0; start < items.length; start += size) {
    await Promise.all(items.slice(start, start + size).map(run));
  }
}

const originOf = (baseURL: string | undefined) => new URL(baseURL ?? 'http://localhost:3000').origin;

const get = (request: APIRequestContext, url: string, headers: Record<string, string> = {}) =>
  request.get(url, { headers, maxRedirects: 0 });

const calls = allowListExamples();

test.describe('BFF fuzz: hostile queries and path segments', () => {
  test('every allow-listed call has an example to fuzz', () => {
    expect(calls.length).toBeGreaterThan(10);
  });

  for (const call of calls) {
    test(`${call.method} /app/api/${call.path} with hostile query values`, async ({ request, baseURL }) => {
      test.setTimeout(180_000);
      // The whole table under one name ('q'). A write takes its input from the body, so that
      // shows what a hostile query does to it. Reads also try the encoding-breaking values under
      // every name of spec §7 on the first path of each allow-list entry: the BFF treats the
      // query the same whatever the path and the name, and the API's own fuzz suite tries the
      // whole table on every query parameter of every route.
      const urls = HOSTILE_VALUES.map((value) => `/app/api/${call.path}?q=${value}`);
      if (call.method === 'GET' && call.firstOfEntry) {
        for (const name of QUERY_NAMES.filter((n) => n !== 'q')) {
          urls.push(...ENCODING_VALUES.map((value) => `/app/api/${call.path}?${name}=${value}`));
        }
      }
      urls.push(`/app/api/${call.path}?q=a&q=b&p=1&p=2`, `/app/api/${call.path}?${'a=1&'.repeat(500)}`);
      const send = (url: string) =>
        call.method === 'GET'
          ? get(request, url)
          : request.fetch(url, {
              method: call.method,
              headers: { origin: originOf(baseURL), 'content-type': 'application/json' },
              data: '{}',
              maxRedirects: 0,
            });
      await inBatches(urls, async (url) => {
        await expectSafe({ label: url.slice(0, 200), response: await send(url) }, { envelope: true });
      });
    });

    test(`${call.method} /app/api/${call.path} with hostile path segments`, async ({ request }) => {
      test.setTimeout(60_000);
      const parent = call.path.split('/').slice(0, -1).join('/');
      const urls = HOSTILE_SEGMENTS.flatMap((segment) => [
        `/app/api/${call.path}/${segment}`,
        `/app/api/${parent ? `${parent}/` : ''}${segment}`,
      ]);
      await inBatches(urls, async (url) => {
        await expectSafe({ label: url.slice(0, 200), response: await get(request, url) }, { envelope: true });
      });
    });
  }

  test('methods the BFF does not serve answer 405 with Allow, or 404', async ({ request }) => {
    for (const call of calls) {
      // A path may be listed for two methods (GET and POST of the profile's addresses).
      const served: string[] = methodsAllowedFor(call.path.split('/'));
      for (const method of ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS', 'HEAD']) {
        if (served.includes(method)) continue;
        const label = `${method} /app/api/${call.path}`;
        const response = await request.fetch(`/app/api/${call.path}`, { method, maxRedirects: 0 });
        // A HEAD answer has no body to hold the envelope.
        await expectSafe({ label, response }, { envelope: method !== 'HEAD' });
        expect.soft(response.status(), label).toBe(405);
        expect.soft(response.headers()['allow'], label).toBe(served.join(', '));
      }
    }
  });

  test('TRACE and unknown methods are refused in the envelope', async ({ request }) => {
    for (const url of ['/app/api/categories', '/app/api/session', '/app/api/session/login']) {
      const response = await request.fetch(url, { method: 'TRACE', maxRedirects: 0 });
      await expectSafe({ label: `TRACE ${url}`, response }, { envelope: true });
    }
  });

  test('bad percent-encoding in a path segment is a 4xx envelope', async ({ request }) => {
    for (const url of [
      '/app/api/cms/leaflets/%ff',
      '/app/api/%ff',
      '/app/api/session/%ff',
      '/app/api/a%zzb',
    ]) {
      const response = await get(request, url);
      await expectSafe({ label: url, response }, { envelope: true });
      expect.soft(response.status(), url).toBeGreaterThanOrEqual(400);
    }
  });
});

test.describe('BFF fuzz: write routes', () => {
  const writes = [
    '/app/api/session/login',
    '/app/api/session/logout',
    '/app/api/session/account',
    '/app/api/contact/us',
  ];

  const bodies: readonly { label: string; data: string | Buffer; type?: string; status?: number }[] = [
    {
      label: '100 kB of JSON',
      data: JSON.stringify({ username: 'a'.repeat(100_000), password: 'x' }),
      status: 413,
    },
    { label: '1 MB of bytes', data: Buffer.alloc(1024 * 1024, 0x7b), status: 413 },
    { label: '9 kB just over the limit', data: JSON.stringify({ username: 'a'.repeat(9000) }), status: 413 },
    { label: 'broken JSON', data: '{"username": "a@b.mt", "password": ' },
    { label: 'JSON nested 5000 deep', data: '['.repeat(5000) + ']'.repeat(5000) },
    { label: 'unclosed nesting', data: '{"a":'.repeat(1500) },
    { label: 'wrong types', data: JSON.stringify({ username: 123, password: ['x'] }) },
    { label: 'null', data: 'null' },
    { label: 'a string', data: '"username"' },
    { label: 'a NUL in the username', data: JSON.stringify({ username: 'a\u0000@b.mt', password: 'x' }) },
    {
      label: 'control characters',
      data: JSON.stringify({ username: '\u0001\u001f\u007f@b.mt', password: '\u0000' }),
    },
    { label: 'unicode', data: JSON.stringify({ username: 'ħġżċ🛒\u202e@b.mt', password: '🛒' }) },
    { label: 'a huge number', data: JSON.stringify({ username: 1e308, password: 9007199254740993 }) },
    { label: 'a lone surrogate', data: '{"username":"\\ud800@b.mt","password":"x"}' },
    { label: 'not UTF-8', data: Buffer.from([0x7b, 0x22, 0xff, 0xfe, 0x22, 0x7d]) },
    { label: 'text/plain', data: '{"username":"a@b.mt","password":"x"}', type: 'text/plain', status: 415 },
    {
      label: 'a form',
      data: 'username=a&password=b',
      type: 'application/x-www-form-urlencoded',
      status: 415,
    },
    { label: 'an empty body', data: '' },
  ];

  for (const url of writes) {
    test(`POST ${url} with hostile bodies`, async ({ request, baseURL }) => {
      for (const body of bodies) {
        const label = `POST ${url}: ${body.label}`;
        // Same-origin, as the shop's own pages send it (the BFF refuses other writes with 403).
        const response = await request.post(url, {
          data: body.data,
          headers: { origin: originOf(baseURL), 'content-type': body.type ?? 'application/json' },
        });
        await expectSafe({ label, response }, { envelope: true });
        if (body.status) expect.soft(response.status(), label).toBe(body.status);
      }
    });
  }
});

test.describe('A malformed session cookie', () => {
  const clearsTheCookie = (response: APIResponse) =>
    response
      .headersArray()
      .filter((header) => header.name.toLowerCase() === 'set-cookie')
      .some(
        (header) =>
          /^shop_session=;/.test(header.value) && /Max-Age=0|Expires=Thu, 01 Jan 1970/i.test(header.value),
      );

  test('is no session on every BFF route, and is cleared', async ({ request, baseURL }) => {
    const cookie = { cookie: MALFORMED_SESSION };
    const origin = originOf(baseURL);
    const probes: { label: string; send: () => Promise<APIResponse> }[] = [
      // Each call with its own method: another one is a 405 that never reads the session.
      ...calls.map((call) => ({
        label: `${call.method} /app/api/${call.path}`,
        send: () =>
          call.method === 'GET'
            ? get(request, `/app/api/${call.path}`, cookie)
            : request.fetch(`/app/api/${call.path}`, {
                method: call.method,
                headers: { ...cookie, origin },
                maxRedirects: 0,
              }),
      })),
      { label: 'GET /app/api/session', send: () => get(request, '/app/api/session', cookie) },
      {
        label: 'POST /app/api/session/logout',
        send: () => request.post('/app/api/session/logout', { headers: { ...cookie, origin } }),
      },
      {
        label: 'POST /app/api/session/account',
        send: () =>
          request.post('/app/api/session/account', {
            headers: { ...cookie, origin },
            data: { password: 'not-the-password' },
          }),
      },
      {
        label: 'POST /app/api/session/login',
        send: () =>
          request.post('/app/api/session/login', {
            headers: { ...cookie, origin },
            data: { username: 'nobody@example.com', password: 'wrong-password' },
          }),
      },
    ];
    for (const probe of probes) {
      const response = await probe.send();
      await expectSafe({ label: probe.label, response }, { envelope: true });
      // Login signs no one in here, so nothing writes the cookie but the clearing.
      expect.soft(clearsTheCookie(response), `${probe.label}: clears the cookie`).toBe(true);
    }
    const session = await get(request, '/app/api/session', cookie);
    expect(await session.json()).toEqual({ responseCode: 0, data: { profile: null } });
  });

  test('gives signed-out pages, the same for everyone, without a cookie', async ({ request }) => {
    const first = await get(request, '/app/api/ecommerce/products?p=0');
    const barcode: unknown = (await first.json()).data?.data?.[0]?.barcode;
    expect(typeof barcode).toBe('string');
    for (const url of ['/app', `/app/product/${String(barcode)}`, '/app/search?q=milk', '/app/it']) {
      const response = await get(request, url, { cookie: MALFORMED_SESSION });
      await expectSafe({ label: `GET ${url}`, response }, { envelope: false });
      expect.soft(response.status(), url).toBe(200);
      // Pages never read the session nor write cookies (cached HTML): the BFF clears it.
      expect.soft(response.headers()['set-cookie'], `${url}: no Set-Cookie`).toBeUndefined();
    }
  });

  test('shows the shopper a signed-out shop', async ({ page, context, baseURL }) => {
    const domain = new URL(originOf(baseURL)).hostname;
    await context.addCookies([{ name: 'shop_session', value: 'Fe26.2*1*a*b*c*d*e*f', domain, path: '/app' }]);
    const response = await page.goto('/app');
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('button', { name: 'Sign in' }).first()).toBeVisible();
    await expect(page.getByRole('button', { name: 'Your account' })).toHaveCount(0);
  });
});
