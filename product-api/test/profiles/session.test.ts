import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { authTokens } from '../../src/db/schema';
import { TEST_EMAIL, bearer, signIn, startTestApp, stopTestApp, type TestApp } from './test-app';

const SESSION_EXPIRED = { responseCode: 4000, errorMessage: 'Session expired, please sign in again' };

describe('signed-in calls: GET /cli/profiles/login and POST /cli/profiles/logout', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(async () => {
    await stopTestApp(t);
  });

  const currentProfile = (headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url: '/cli/profiles/login', headers });

  it('returns the current profile for a valid token', async () => {
    const response = await currentProfile(bearer(await signIn(t.app)));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ responseCode: 0, data: { id: t.userId, email: TEST_EMAIL } });
    expect(response.body).not.toMatch(/password/i);
  });

  it('answers 401 with the envelope when no token is sent', async () => {
    const response = await currentProfile();
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual(SESSION_EXPIRED);
  });

  it('answers 401 to a garbage token and to a token signed with another secret', async () => {
    const forged = t.app.jwt.sign(
      { sub: String(t.userId), jti: randomUUID() },
      { key: 'another-secret-another-secret-another-secret' },
    );
    for (const token of ['not-a-jwt', forged]) {
      const response = await currentProfile(bearer(token));
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual(SESSION_EXPIRED);
    }
  });

  it('answers 401 to a well-signed token that was never issued (unknown jti)', async () => {
    const now = Math.floor(Date.now() / 1000);
    const neverIssued = t.app.jwt.sign({
      sub: String(t.userId),
      jti: randomUUID(),
      iat: now,
      exp: now + 600,
    });
    expect((await currentProfile(bearer(neverIssued))).statusCode).toBe(401);
  });

  it('revokes the token on logout, so the same token is refused afterwards', async () => {
    const jwt = await signIn(t.app);
    const logout = await t.app.inject({ method: 'POST', url: '/cli/profiles/logout', headers: bearer(jwt) });
    expect(logout.statusCode).toBe(200);
    expect(logout.json()).toEqual({ responseCode: 0 });

    const after = await currentProfile(bearer(jwt));
    expect(after.statusCode).toBe(401);
    expect(after.json()).toEqual(SESSION_EXPIRED);
    const again = await t.app.inject({ method: 'POST', url: '/cli/profiles/logout', headers: bearer(jwt) });
    expect(again.statusCode).toBe(401);
  });

  it('keeps other sessions of the same customer signed in after one logs out', async () => {
    const phone = await signIn(t.app);
    const laptop = await signIn(t.app);
    await t.app.inject({ method: 'POST', url: '/cli/profiles/logout', headers: bearer(phone) });
    expect((await currentProfile(bearer(laptop))).statusCode).toBe(200);
  });

  it('answers 401 to a token whose exp has passed', async () => {
    const jti = randomUUID();
    const iat = Math.floor(Date.now() / 1000) - 7200;
    await t.db.insert(authTokens).values({ jti, userId: t.userId, expiresAt: new Date((iat + 3600) * 1000) });
    const expired = t.app.jwt.sign({ sub: String(t.userId), jti, iat, exp: iat + 3600 });
    const response = await currentProfile(bearer(expired));
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual(SESSION_EXPIRED);
  });

  it('answers 401 when the server-side record has expired even if the token claims otherwise', async () => {
    const jwt = await signIn(t.app);
    const jti: unknown = JSON.parse(Buffer.from(jwt.split('.')[1] ?? '', 'base64url').toString()).jti;
    if (typeof jti !== 'string') throw new Error('token without jti');
    await t.db
      .update(authTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(authTokens.jti, jti));
    expect((await currentProfile(bearer(jwt))).statusCode).toBe(401);
  });

  it('answers 401 when the token is presented for another user than it was issued to', async () => {
    const jwt = await signIn(t.app);
    const claims = JSON.parse(Buffer.from(jwt.split('.')[1] ?? '', 'base64url').toString());
    const swapped = t.app.jwt.sign({ ...claims, sub: String(t.userId + 1) });
    expect((await currentProfile(bearer(swapped))).statusCode).toBe(401);
  });
});
