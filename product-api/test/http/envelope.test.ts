import { errorEnvelopeSchema } from '../../src/contract/envelope';
import { startTestApp, stopTestApp, type TestApp } from '../support/test-app';

describe('error envelopes over HTTP', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => stopTestApp(t));

  it('answers a schema error with HTTP 400, code 4000 and every failing field', async () => {
    const response = await t.app.inject({ url: `/cli/ecommerce/products?p=-1&q=${'q'.repeat(101)}` });
    expect(response.statusCode).toBe(400);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    const body = errorEnvelopeSchema.strict().parse(response.json());
    expect(body.responseCode).toBe(4000);
    expect(body.errorMessage).toBe('Invalid request');
    expect(body.fields?.map((f) => f.path).sort()).toEqual(['querystring.p', 'querystring.q']);
    expect(body.fields?.every((f) => f.message.length > 0)).toBe(true);
    expect(response.body).not.toMatch(/stack|at \w+ \(/);
  });

  it('answers an unknown route with a 404 envelope', async () => {
    for (const request of [
      { url: '/cli/nothing-here' },
      { url: '/cli/categories', method: 'DELETE' as const },
    ]) {
      const response = await t.app.inject(request);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ responseCode: 4000, errorMessage: 'Not found' });
    }
  });
});
