/** @jest-environment node */
import { NextRequest } from 'next/server';
import { GET as getLogin, POST as login } from '@/app/api/session/login/route';
import { POST as logout } from '@/app/api/session/logout/route';
import { GET as currentSession, POST as postToSession } from '@/app/api/session/route';
import { getSession } from '@/lib/session/session-cookie';
import {
  SECRET_JWT,
  fakeSession,
  jsonResponse,
  profile,
  sameOriginHeaders,
  tokenExpiringAt,
} from './fake-session';
import type * as SessionModule from '@/lib/session/session-cookie';

// The real signIn (it only sets fields and calls save), over a fake session.
jest.mock('@/lib/session/session-cookie', () => ({
  getSession: jest.fn(),
  signIn: jest.requireActual<typeof SessionModule>('@/lib/session/session-cookie').signIn,
}));

const fetchMock = jest.fn<Promise<Response>, [RequestInfo | URL, RequestInit | undefined]>();
const lastCall = () => {
  const call = fetchMock.mock.calls.at(-1);
  if (!call) throw new Error('the API was not called');
  return { url: String(call[0]), init: call[1], headers: new Headers(call[1]?.headers) };
};
const jsonHeaders = { ...sameOriginHeaders, 'content-type': 'application/json' };
const loginRequest = (body: unknown, headers: Record<string, string> = jsonHeaders) =>
  new NextRequest('http://localhost:3000/app/api/session/login', {
    method: 'POST',
    headers,
    body: JSON.stringify(body),
  });

beforeEach(() => {
  fetchMock.mockReset();
  global.fetch = fetchMock;
});

describe('POST /app/api/session/login', () => {
  it('keeps the token in the session and answers with the profile only', async () => {
    const { session, save } = fakeSession();
    jest.mocked(getSession).mockResolvedValue(session);
    fetchMock.mockResolvedValue(jsonResponse(200, { responseCode: 0, data: { profile, jwt: SECRET_JWT } }));

    const response = await login(loginRequest({ username: ' maria.borg@example.mt ', password: 'pw' }));

    expect(lastCall().url).toBe('http://127.0.0.1:4000/cli/profiles/login');
    expect(JSON.parse(String(lastCall().init?.body))).toEqual({
      username: 'maria.borg@example.mt',
      password: 'pw',
    });
    expect(session.jwt).toBe(SECRET_JWT);
    expect(session.profile).toEqual(profile);
    expect(save).toHaveBeenCalled();
    const text = await response.text();
    expect(JSON.parse(text)).toEqual({ responseCode: 0, data: { profile } });
    expect(text).not.toContain(SECRET_JWT);
  });

  it('passes wrong credentials through with code 2 and stores nothing', async () => {
    const { session, save } = fakeSession();
    jest.mocked(getSession).mockResolvedValue(session);
    fetchMock.mockResolvedValue(jsonResponse(200, { responseCode: 2, errorMessage: 'Wrong credentials' }));
    const response = await login(loginRequest({ username: 'a@b.mt', password: 'x' }));
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ responseCode: 2, errorMessage: 'Wrong credentials' });
    expect(save).not.toHaveBeenCalled();
    expect(session.jwt).toBeUndefined();
  });

  it("forwards the human check's token and passes the API's request for the check through", async () => {
    const { session, save } = fakeSession();
    jest.mocked(getSession).mockResolvedValue(session);
    const askingForCheck = {
      responseCode: 4000,
      errorMessage: 'Human verification required to sign in to this account',
      fields: [{ path: 'humanCheck', message: 'required' }],
    };
    fetchMock.mockResolvedValue(jsonResponse(200, askingForCheck));
    const response = await login(loginRequest({ username: 'a@b.mt', password: 'x' }));
    expect(lastCall().headers.get('x-captcha-token')).toBeNull();
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual(askingForCheck);
    expect(save).not.toHaveBeenCalled();

    fetchMock.mockResolvedValue(jsonResponse(200, { responseCode: 0, data: { profile, jwt: SECRET_JWT } }));
    const solved = await login(
      loginRequest({ username: 'a@b.mt', password: 'x' }, { ...jsonHeaders, 'x-captcha-token': ' solved ' }),
    );
    expect(lastCall().headers.get('x-captcha-token')).toBe('solved');
    expect((await solved.json()).responseCode).toBe(0);
  });

  it('refuses a captcha token far longer than any of hCaptcha, without calling the API', async () => {
    const response = await login(
      loginRequest(
        { username: 'a@b.mt', password: 'x' },
        { ...jsonHeaders, 'x-captcha-token': 'x'.repeat(9000) },
      ),
    );
    expect(response.status).toBe(400);
    expect((await response.json()).fields).toEqual([{ path: 'captcha', message: 'error.tooLong' }]);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('passes the API rate limit through as 429, with its Retry-After', async () => {
    fetchMock.mockResolvedValue(
      new Response(JSON.stringify({ responseCode: 4000, errorMessage: 'Too many failed logins' }), {
        status: 429,
        headers: { 'content-type': 'application/json', 'retry-after': '840' },
      }),
    );
    const response = await login(loginRequest({ username: 'a@b.mt', password: 'x' }));
    expect(response.status).toBe(429);
    expect(response.headers.get('retry-after')).toBe('840');
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.json()).toEqual({ responseCode: 4000, errorMessage: 'Too many failed logins' });
  });

  it('keeps the session for as long as the token lives, and says so with no-store', async () => {
    const { session, save } = fakeSession();
    jest.mocked(getSession).mockResolvedValue(session);
    const exp = Math.floor(Date.now() / 1000) + 3600;
    fetchMock.mockResolvedValue(
      jsonResponse(200, { responseCode: 0, data: { profile, jwt: tokenExpiringAt(exp) } }),
    );
    const response = await login(loginRequest({ username: 'a@b.mt', password: 'pw' }));
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(session.expiresAt).toBe(exp);
    expect(session.lastSeenAt).toBeGreaterThan(exp - 3700);
    expect(save).toHaveBeenCalled();
  });

  it('answers 502 and stores nothing when the token has no expiry', async () => {
    const { session, save } = fakeSession();
    jest.mocked(getSession).mockResolvedValue(session);
    fetchMock.mockResolvedValue(
      jsonResponse(200, { responseCode: 0, data: { profile, jwt: 'header.eyJzdWIiOiI3In0.signature' } }),
    );
    const response = await login(loginRequest({ username: 'a@b.mt', password: 'pw' }));
    expect(response.status).toBe(502);
    expect(save).not.toHaveBeenCalled();
    expect(session.jwt).toBeUndefined();
  });

  it.each([
    ['an HTML error page', new Response('<html>Bad gateway</html>', { status: 502 })],
    [
      "Fastify's own error object",
      jsonResponse(400, { statusCode: 400, code: 'FST_ERR_CTP_INVALID_MEDIA_TYPE', message: 'x' }),
    ],
    ['a 500 envelope', jsonResponse(500, { responseCode: 4000, errorMessage: 'at db.query (/srv/x.ts:1)' })],
    ['a refusal without a message', jsonResponse(200, { responseCode: 2 })],
  ])('answers 502 for %s, never passing it on', async (_name, apiAnswer) => {
    fetchMock.mockResolvedValue(apiAnswer);
    const response = await login(loginRequest({ username: 'a@b.mt', password: 'x' }));
    expect(response.status).toBe(502);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.json()).toEqual({
      responseCode: 4000,
      errorMessage: 'Communication error with the server',
    });
  });

  it('refuses a body over the limit from its Content-Length with 413, without reading it', async () => {
    let pulled = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulled += 1;
        controller.enqueue(new Uint8Array(1024));
      },
    });
    const request = new NextRequest('http://localhost:3000/app/api/session/login', {
      method: 'POST',
      headers: { ...jsonHeaders, 'content-length': String(100 * 1024 * 1024) },
      body,
      duplex: 'half',
    });
    const response = await login(request);
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({ responseCode: 4000, errorMessage: 'Request body too large' });
    expect(pulled).toBeLessThanOrEqual(1);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('refuses an endless body without a Content-Length with 413 after a few kB', async () => {
    let pulled = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulled += 1;
        controller.enqueue(new TextEncoder().encode('{"username":"'.padEnd(1024, 'a')));
      },
    });
    const request = new NextRequest('http://localhost:3000/app/api/session/login', {
      method: 'POST',
      headers: jsonHeaders,
      body,
      duplex: 'half',
    });
    expect((await login(request)).status).toBe(413);
    expect(pulled).toBeLessThan(12);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('refuses a body that is not JSON: 415 by its type, 400 by its content', async () => {
    const form = new NextRequest('http://localhost:3000/app/api/session/login', {
      method: 'POST',
      headers: { ...sameOriginHeaders, 'content-type': 'application/x-www-form-urlencoded' },
      body: 'username=a&password=b',
    });
    expect((await login(form)).status).toBe(415);
    const broken = new NextRequest('http://localhost:3000/app/api/session/login', {
      method: 'POST',
      headers: jsonHeaders,
      body: '{"username": "a@b.mt", "password": ',
    });
    const response = await login(broken);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ responseCode: 4000, errorMessage: 'Invalid request' });
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('answers another method with 405, the envelope and Allow: POST', async () => {
    const response = getLogin();
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe('POST');
    expect(await response.json()).toEqual({ responseCode: 4000, errorMessage: 'Method not allowed' });
  });

  it('rejects a missing field with 400 and the field, without calling the API', async () => {
    const response = await login(loginRequest({ username: 'a@b.mt' }));
    expect(response.status).toBe(400);
    const body = await response.json();
    expect(body.responseCode).toBe(4000);
    expect(body.fields).toEqual([expect.objectContaining({ path: 'password' })]);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('refuses a cross-site sign-in with 403', async () => {
    const response = await login(
      loginRequest(
        { username: 'a@b.mt', password: 'x' },
        { host: 'localhost:3000', origin: 'https://evil.example' },
      ),
    );
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({ responseCode: 4000, errorMessage: 'Cross-site request refused' });
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('answers 502 when the API cannot be reached', async () => {
    fetchMock.mockRejectedValue(new TypeError('fetch failed'));
    const response = await login(loginRequest({ username: 'a@b.mt', password: 'x' }));
    expect(response.status).toBe(502);
    expect(await response.json()).toEqual({
      responseCode: 4000,
      errorMessage: 'Communication error with the server',
    });
  });
});

describe('POST /app/api/session/logout', () => {
  const logoutRequest = () =>
    new NextRequest('http://localhost:3000/app/api/session/logout', {
      method: 'POST',
      headers: sameOriginHeaders,
    });

  it('revokes the token on the API with the bearer, then clears the session', async () => {
    const { session, destroy } = fakeSession({ jwt: SECRET_JWT, profile });
    jest.mocked(getSession).mockResolvedValue(session);
    fetchMock.mockResolvedValue(jsonResponse(200, { responseCode: 0 }));
    const response = await logout(logoutRequest());
    expect(lastCall().url).toBe('http://127.0.0.1:4000/cli/profiles/logout');
    expect(lastCall().headers.get('authorization')).toBe(`Bearer ${SECRET_JWT}`);
    expect(lastCall().headers.has('content-type')).toBe(false);
    expect(destroy).toHaveBeenCalled();
    expect(await response.json()).toEqual({ responseCode: 0 });
  });

  it('is never stored by the browser or a cache', async () => {
    jest.mocked(getSession).mockResolvedValue(fakeSession().session);
    expect((await logout(logoutRequest())).headers.get('cache-control')).toBe('no-store');
  });

  it('refuses a body over the limit with 413', async () => {
    const request = new NextRequest('http://localhost:3000/app/api/session/logout', {
      method: 'POST',
      headers: { ...jsonHeaders, 'content-length': '9000' },
      body: '{}'.padEnd(9000, ' '),
    });
    expect((await logout(request)).status).toBe(413);
  });

  it('clears the session even when the API cannot be reached', async () => {
    const { session, destroy } = fakeSession({ jwt: SECRET_JWT, profile });
    jest.mocked(getSession).mockResolvedValue(session);
    fetchMock.mockRejectedValue(new TypeError('fetch failed'));
    expect((await logout(logoutRequest())).status).toBe(200);
    expect(destroy).toHaveBeenCalled();
  });

  it('refuses a cross-site logout', async () => {
    const request = new NextRequest('http://localhost:3000/app/api/session/logout', {
      method: 'POST',
      headers: { host: 'localhost:3000', 'sec-fetch-site': 'cross-site' },
    });
    expect((await logout(request)).status).toBe(403);
  });
});

describe('GET /app/api/session', () => {
  it('answers profile null for a visitor without calling the API', async () => {
    jest.mocked(getSession).mockResolvedValue(fakeSession().session);
    expect(await (await currentSession()).json()).toEqual({ responseCode: 0, data: { profile: null } });
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('checks the token with the API and stores the fresh profile', async () => {
    const { session, save } = fakeSession({ jwt: SECRET_JWT, profile });
    jest.mocked(getSession).mockResolvedValue(session);
    const renamed = { ...profile, firstName: 'Marija' };
    fetchMock.mockResolvedValue(jsonResponse(200, { responseCode: 0, data: renamed }));
    const text = await (await currentSession()).text();
    expect(lastCall().headers.get('authorization')).toBe(`Bearer ${SECRET_JWT}`);
    expect(JSON.parse(text)).toEqual({ responseCode: 0, data: { profile: renamed } });
    expect(text).not.toContain(SECRET_JWT);
    expect(save).toHaveBeenCalled();
  });

  it('signs the shopper out when the API answers 401', async () => {
    const { session, destroy } = fakeSession({ jwt: SECRET_JWT, profile });
    jest.mocked(getSession).mockResolvedValue(session);
    fetchMock.mockResolvedValue(
      jsonResponse(401, { responseCode: 4000, errorMessage: 'Session expired, please sign in again' }),
    );
    expect(await (await currentSession()).json()).toEqual({ responseCode: 0, data: { profile: null } });
    expect(destroy).toHaveBeenCalled();
  });

  it('is never stored by the browser or a cache', async () => {
    jest.mocked(getSession).mockResolvedValue(fakeSession().session);
    expect((await currentSession()).headers.get('cache-control')).toBe('no-store');
  });

  it('answers POST with 405 and Allow: GET', () => {
    const response = postToSession();
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe('GET');
  });

  it('keeps the stored profile when the API cannot be reached', async () => {
    const { session, destroy } = fakeSession({ jwt: SECRET_JWT, profile });
    jest.mocked(getSession).mockResolvedValue(session);
    fetchMock.mockRejectedValue(new TypeError('fetch failed'));
    expect(await (await currentSession()).json()).toEqual({ responseCode: 0, data: { profile } });
    expect(destroy).not.toHaveBeenCalled();
  });
});
