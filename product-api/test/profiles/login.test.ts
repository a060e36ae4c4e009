import { profileSchema } from '../../src/contract/profiles';
import { TEST_EMAIL, TEST_PASSWORD, loginRequest, startTestApp, stopTestApp, type TestApp } from './test-app';

describe('POST /cli/profiles/login', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(async () => {
    await stopTestApp(t);
  });

  it('returns the profile and a jwt for the right e-mail and password', async () => {
    const response = await t.app.inject(loginRequest(TEST_EMAIL, TEST_PASSWORD));
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.responseCode).toBe(0);
    expect(typeof body.data.jwt).toBe('string');
    expect(profileSchema.parse(body.data.profile)).toEqual(body.data.profile);
    expect(body.data.profile).toMatchObject({
      id: t.userId,
      email: TEST_EMAIL,
      firstName: 'Maria',
      gender: 'FEMALE',
      cards: [{ code: '2900000001234', principal: true, enabled: true }],
      address: { city: 'Birkirkara', zip: 'BKR 1234' },
      preferences: { storeId: 1 },
    });
  });

  it('never sends the password hash', async () => {
    const response = await t.app.inject(loginRequest(TEST_EMAIL, TEST_PASSWORD));
    expect(response.body).not.toMatch(/password|scrypt/i);
  });

  it('treats the e-mail case-insensitively and ignores surrounding spaces', async () => {
    const response = await t.app.inject(loginRequest(`  ${TEST_EMAIL.toUpperCase()} `, TEST_PASSWORD));
    expect(response.json().responseCode).toBe(0);
  });

  it('signs the token with HS256, the user id as sub, a jti and the configured lifetime', async () => {
    const response = await t.app.inject(loginRequest(TEST_EMAIL, TEST_PASSWORD));
    const jwt: string = response.json().data.jwt;
    const [header, payload] = jwt
      .split('.')
      .slice(0, 2)
      .map((part) => JSON.parse(Buffer.from(part, 'base64url').toString()));
    expect(header.alg).toBe('HS256');
    expect(payload.sub).toBe(String(t.userId));
    expect(payload.jti).toMatch(/^[0-9a-f-]{36}$/);
    expect(payload.exp - payload.iat).toBe(12 * 3600);
  });

  it('answers a wrong password and an unknown e-mail with the same code 2 and message', async () => {
    const wrongPassword = await t.app.inject(loginRequest(TEST_EMAIL, 'not-the-password'));
    const unknownUser = await t.app.inject(loginRequest('nobody@example.mt', TEST_PASSWORD));
    for (const response of [wrongPassword, unknownUser]) {
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ responseCode: 2, errorMessage: 'Wrong credentials' });
    }
  });

  it('rejects a missing field with HTTP 400, code 4000 and the failing field', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/cli/profiles/login',
      payload: { username: TEST_EMAIL },
    });
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body.responseCode).toBe(4000);
    expect(body.fields).toEqual(
      expect.arrayContaining([expect.objectContaining({ path: expect.stringContaining('password') })]),
    );
  });

  it('is documented in the OpenAPI description with its body schema', async () => {
    await t.app.ready();
    const paths = t.app.swagger().paths ?? {};
    expect(paths['/cli/profiles/login']?.post).toHaveProperty('requestBody');
    expect(paths['/cli/profiles/login']?.get?.security).toEqual([{ bearerAuth: [] }]);
    expect(paths['/cli/profiles/logout']?.post?.security).toEqual([{ bearerAuth: [] }]);
  });
});
