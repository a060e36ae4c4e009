import { TEST_EMAIL, loginRequest, startTestApp, stopTestApp, type TestApp } from './test-app';

const LIMIT = 3;

describe('login rate limit', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ LOGIN_RATE_LIMIT_PER_MINUTE: String(LIMIT) });
  });
  afterAll(async () => {
    await stopTestApp(t);
  });

  it('answers 429 with the envelope once an address exceeds the per-minute limit', async () => {
    for (let attempt = 0; attempt < LIMIT; attempt += 1) {
      const response = await t.app.inject(loginRequest(TEST_EMAIL, 'wrong', '10.0.0.1'));
      expect(response.statusCode).toBe(200);
    }
    const blocked = await t.app.inject(loginRequest(TEST_EMAIL, 'wrong', '10.0.0.1'));
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual({
      responseCode: 4000,
      errorMessage: 'Too many requests, try again in a minute',
    });
  });

  it('counts each address on its own', async () => {
    const other = await t.app.inject(loginRequest(TEST_EMAIL, 'wrong', '10.0.0.2'));
    expect(other.statusCode).toBe(200);
  });

  it('counts shoppers behind the storefront by the address it forwards', async () => {
    const viaStorefront = (shopper: string) => ({
      ...loginRequest(TEST_EMAIL, 'wrong', '127.0.0.1'),
      headers: { 'x-forwarded-for': shopper },
    });
    for (let attempt = 0; attempt < LIMIT; attempt += 1) await t.app.inject(viaStorefront('203.0.113.7'));
    expect((await t.app.inject(viaStorefront('203.0.113.7'))).statusCode).toBe(429);
    expect((await t.app.inject(viaStorefront('203.0.113.8'))).statusCode).toBe(200);
  });

  it('ignores X-Forwarded-For from a caller that is not on this host', async () => {
    const spoofing = (claimed: string) => ({
      ...loginRequest(TEST_EMAIL, 'wrong', '10.0.0.9'),
      headers: { 'x-forwarded-for': claimed },
    });
    for (let attempt = 0; attempt < LIMIT; attempt += 1)
      await t.app.inject(spoofing(`198.51.100.${attempt}`));
    expect((await t.app.inject(spoofing('198.51.100.99'))).statusCode).toBe(429);
  });

  it('does not limit the other profile calls', async () => {
    for (let attempt = 0; attempt < LIMIT + 2; attempt += 1) {
      const response = await t.app.inject({
        method: 'GET',
        url: '/cli/profiles/login',
        remoteAddress: '10.0.0.1',
      });
      expect(response.statusCode).toBe(401);
    }
  });
});
