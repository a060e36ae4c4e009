import { errorEnvelopeSchema } from '../../src/contract/envelope';
import { exchange } from '../support/raw-exchange';
import { startTestApp, stopTestApp, type TestApp } from '../support/test-app';

/**
 * Errors Node's HTTP parser raises before Fastify sees a request (inject never reaches them), over
 * a real socket: they answer through clientErrorHandler, in the envelope too.
 */
describe('answers on a real connection', () => {
  let t: TestApp;
  let port: number;
  beforeAll(async () => {
    t = await startTestApp();
    await t.app.listen({ host: '127.0.0.1', port: 0 });
    const address = t.app.server.address();
    if (address === null || typeof address === 'string') throw new Error('not listening on TCP');
    port = address.port;
  });
  afterAll(() => stopTestApp(t));

  it('answers headers over the 16 kB limit with a 431 envelope', async () => {
    const answer = await exchange(
      port,
      `GET /cli/categories HTTP/1.1\r\nHost: localhost\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`,
    );
    expect(answer.status).toBe(431);
    expect(answer.headers['content-type']).toMatch(/^application\/json/);
    expect(answer.headers['x-content-type-options']).toBe('nosniff');
    expect(errorEnvelopeSchema.strict().parse(JSON.parse(answer.body))).toEqual({
      responseCode: 4000,
      errorMessage: 'Request headers too large',
    });
  });

  it('answers a request Node cannot parse with a 400 envelope', async () => {
    const answer = await exchange(port, 'GET /cli/categories HTTP/1.1\r\nHost\r\n\r\n');
    expect(answer.status).toBe(400);
    expect(JSON.parse(answer.body)).toEqual({ responseCode: 4000, errorMessage: 'Invalid request' });
  });

  it('answers TRACE and a bad URL in the envelope with the security headers', async () => {
    const trace = await exchange(
      port,
      'TRACE /cli/categories HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n',
    );
    expect(trace.status).toBe(404);
    expect(JSON.parse(trace.body)).toEqual({ responseCode: 4000, errorMessage: 'Not found' });
    const badUrl = await fetch(`http://127.0.0.1:${port}/cli/categories%ff`);
    expect(badUrl.status).toBe(400);
    expect(badUrl.headers.get('content-security-policy')).toMatch(/default-src 'none'/);
    expect(errorEnvelopeSchema.strict().parse(await badUrl.json()).fields?.[0]?.path).toBe('url');
  });
});
