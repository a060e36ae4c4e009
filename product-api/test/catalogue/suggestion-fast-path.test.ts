import Fastify, { type FastifyInstance } from 'fastify';
import {
  answerSuggestionsFirst,
  plainQueryOf,
  type SuggestionRoute,
} from '../../src/catalogue/suggestion-fast-path';
import { success } from '../../src/contract/envelope';
import { insertFixtureCatalogue } from '../support/catalogue-fixture';
import { HOSTILE_STRINGS, RAW_URL_PIECES } from '../support/hostile-values';
import { exchange } from '../support/raw-exchange';
import { startTestApp, stopTestApp, type TestApp } from '../support/test-app';

const PATH = '/cli/ecommerce/products/search';

const get = (port: number, url: string, extra = '') =>
  exchange(port, `GET ${url} HTTP/1.1\r\nHost: localhost\r\n${extra}Connection: close\r\n\r\n`);

async function portOf(app: FastifyInstance): Promise<number> {
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  if (address === null || typeof address === 'string') throw new Error('not listening on TCP');
  return address.port;
}

/** Every UTF-8 byte escaped (a lone surrogate as U+FFFD, as a browser sends it). */
const percentEncoded = (text: string) =>
  [...Buffer.from(text, 'utf8')].map((byte) => `%${byte.toString(16).padStart(2, '0')}`).join('');

/** Headers a real connection adds and inject does not. */
const CONNECTION_HEADERS = ['date', 'connection', 'keep-alive', 'transfer-encoding'];
const withoutConnectionHeaders = (headers: Record<string, unknown>) =>
  Object.fromEntries(
    Object.entries(headers)
      .filter(([name]) => !CONNECTION_HEADERS.includes(name))
      .map(([name, value]) => [name, String(value)]),
  );

describe('plainQueryOf', () => {
  it('decodes q and lang as Fastify’s query parser does', () => {
    expect(plainQueryOf('q=milk')).toEqual({ q: 'milk' });
    expect(plainQueryOf('q=olive+oil&lang=it')).toEqual({ q: 'olive oil', lang: 'it' });
    expect(plainQueryOf('lang=en&q=caff%C3%A8%20e+t%C3%A8')).toEqual({ lang: 'en', q: 'caffè e tè' });
    expect(plainQueryOf('q=a%3Db=c')).toEqual({ q: 'a=b=c' });
    expect(plainQueryOf('q=')).toEqual({ q: '' });
  });

  it('leaves anything else to Fastify', () => {
    for (const search of [
      '',
      'q',
      'q=milk&',
      '&q=milk',
      'q=a&q=b',
      'q=milk&p=1',
      'Q=milk',
      'q%3D=milk',
      'q=%E0%A4%A',
      'q=%ff',
      'q=%',
    ])
      expect([search, plainQueryOf(search)]).toEqual([search, null]);
  });
});

describe('suggestions answered before Fastify (the API)', () => {
  let t: TestApp;
  let port: number;
  beforeAll(async () => {
    t = await startTestApp();
    await insertFixtureCatalogue(t.db);
    port = await portOf(t.app);
  });
  afterAll(() => stopTestApp(t));

  /** The answer on a connection (the fast path where it applies) against Fastify's own (inject). */
  async function expectSameAsFastify(url: string, headers: Record<string, string> = {}) {
    const extra = Object.entries(headers)
      .map(([name, value]) => `${name}: ${value}\r\n`)
      .join('');
    const onSocket = await get(port, url, extra);
    const fromFastify = await t.app.inject({ method: 'GET', url, headers });
    const label = url.slice(0, 120);
    expect({ label, status: onSocket.status, body: onSocket.body }).toEqual({
      label,
      status: fromFastify.statusCode,
      body: fromFastify.body,
    });
    expect(withoutConnectionHeaders(onSocket.headers)).toEqual(withoutConnectionHeaders(fromFastify.headers));
    return onSocket;
  }

  it('answers a suggestion byte for byte as Fastify does, security headers included', async () => {
    const answer = await expectSameAsFastify(`${PATH}?q=tomat`);
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.body).data.tips).toContain('Tomato Paste 200g');
    expect(answer.headers['content-security-policy']).toContain("default-src 'none'");
    expect(answer.headers['x-frame-options']).toBe('DENY');
    // Twice: the second from the cache the route shares.
    await expectSameAsFastify(`${PATH}?q=tomat`);
  });

  it('answers in the language asked for, by ?lang= or Accept-Language', async () => {
    await expectSameAsFastify(`${PATH}?q=pasta&lang=it`);
    await expectSameAsFastify(`${PATH}?lang=en&q=pasta`, { 'accept-language': 'it-IT,it;q=0.9' });
    await expectSameAsFastify(`${PATH}?q=pasta`, { 'accept-language': 'it-IT,it;q=0.9,en;q=0.8' });
    await expectSameAsFastify(`${PATH}?q=formaggio+fresco`);
    await expectSameAsFastify(`${PATH}?q=%C4%A7obz`);
  });

  it('leaves invalid, unusual and other calls to Fastify, whose answers they get', async () => {
    for (const url of [
      `${PATH}?q=`,
      `${PATH}?q=%20%20`,
      `${PATH}?q=${'a'.repeat(101)}`,
      `${PATH}?q=milk&lang=fr`,
      `${PATH}?q=milk&q=tea`,
      `${PATH}?q=milk&p=2`,
      `${PATH}?lang=it`,
      `${PATH}?`,
      PATH,
      `${PATH}/?q=milk`,
      `${PATH}?q=%01milk`,
      `/cli/ecommerce/products?q=milk`,
    ])
      await expectSameAsFastify(url);
    const head = await exchange(
      port,
      `HEAD ${PATH}?q=milk HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n`,
    );
    expect(head.status).toBe(200);
    const post = await exchange(
      port,
      `POST ${PATH}?q=milk HTTP/1.1\r\nHost: localhost\r\nContent-Length: 0\r\nConnection: close\r\n\r\n`,
    );
    expect(post.status).toBe(404);
    expect(JSON.parse(post.body).responseCode).toBeGreaterThan(0);
  });

  it('answers every hostile query as Fastify does: never a 5xx, always the envelope', async () => {
    // Past Node's 16 kB of headers a connection gets a 431 before any listener (raw-connection.test.ts).
    const values = [...HOSTILE_STRINGS.map(percentEncoded), ...RAW_URL_PIECES].filter((v) => v.length < 8000);
    expect(values.length).toBeGreaterThan(40);
    for (const value of values) {
      const answer = await expectSameAsFastify(`${PATH}?q=${value}`);
      expect(answer.status).toBeLessThan(500);
      expect(typeof JSON.parse(answer.body).responseCode).toBe('number');
    }
  });
});

describe('answerSuggestionsFirst', () => {
  const envelope = success({ tips: ['Milk 1L'], categories: [], brands: [] });
  const apps: FastifyInstance[] = [];
  afterAll(() => Promise.all(apps.map((app) => app.close())));

  /** A Fastify app whose own route says so, with the fast path in front of it. */
  async function appWithFastPath(options: { logLevel?: string; suggest?: SuggestionRoute['suggest'] } = {}) {
    const app = Fastify({
      logger: options.logLevel ? { level: options.logLevel, stream: { write: () => undefined } } : false,
    });
    apps.push(app);
    app.get(PATH, async () => 'from Fastify');
    answerSuggestionsFirst(app, {
      path: PATH,
      validate: (query) => (query.q?.trim() ? { value: { q: query.q } } : {}),
      serialize: (answer) => JSON.stringify(answer),
      suggest: options.suggest ?? (async () => envelope),
    });
    return { app, port: await portOf(app) };
  }

  it('answers a clean suggestion call itself and hands everything else on', async () => {
    const { port } = await appWithFastPath();
    expect((await get(port, `${PATH}?q=milk`)).body).toBe(JSON.stringify(envelope));
    expect((await get(port, `${PATH}?q=%20`)).body).toBe('from Fastify');
    expect((await get(port, `${PATH}?q=milk&x=1`)).body).toBe('from Fastify');
  });

  it('hands on to Fastify when request logging is on, or the answer failed', async () => {
    const logging = await appWithFastPath({ logLevel: 'debug' });
    expect((await get(logging.port, `${PATH}?q=milk`)).body).toBe('from Fastify');
    const failing = await appWithFastPath({ suggest: () => Promise.reject(new Error('index down')) });
    expect((await get(failing.port, `${PATH}?q=milk`)).body).toBe('from Fastify');
  });
});
