/** @jest-environment node */
import { NextRequest } from 'next/server';
import { POST as login } from '@/app/api/session/login/route';
import { POST as logout } from '@/app/api/session/logout/route';
import { GET as currentSession } from '@/app/api/session/route';
import { getSession } from '@/lib/session';
import { SECRET_JWT, fakeSession, jsonResponse, profile, sameOriginHeaders } from './fake-session';

jest.mock('@/lib/session', () => ({ getSession: jest.fn() }));

const fetchMock = jest.fn<Promise<Response>, [RequestInfo | URL, RequestInit | undefined]>();
const lastCall = () => {
  const call = fetchMock.mock.calls.at(-1);
  if (!call) throw new Error('the API was not called');
  return { url: String(call[0]), init: call[1], headers: new Headers(call[1]?.headers) };
};
const loginRequest = (body: unknown, headers: Record<string, string> = sameOriginHeaders) =>
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

  it('passes the shopper address on, for the API rate limit', async () => {
    jest.mocked(getSession).mockResolvedValue(fakeSession().session);
    fetchMock.mockResolvedValue(jsonResponse(200, { responseCode: 2, errorMessage: 'Wrong credentials' }));
    await login(
      loginRequest(
        { username: 'a@b.mt', password: 'x' },
        { ...sameOriginHeaders, 'x-forwarded-for': '203.0.113.7' },
      ),
    );
    expect(lastCall().headers.get('x-forwarded-for')).toBe('203.0.113.7');
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

  it('passes the API rate limit through as 429', async () => {
    fetchMock.mockResolvedValue(
      jsonResponse(429, { responseCode: 4000, errorMessage: 'Too many requests, try again in a minute' }),
    );
    expect((await login(loginRequest({ username: 'a@b.mt', password: 'x' }))).status).toBe(429);
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

  it('keeps the stored profile when the API cannot be reached', async () => {
    const { session, destroy } = fakeSession({ jwt: SECRET_JWT, profile });
    jest.mocked(getSession).mockResolvedValue(session);
    fetchMock.mockRejectedValue(new TypeError('fetch failed'));
    expect(await (await currentSession()).json()).toEqual({ responseCode: 0, data: { profile } });
    expect(destroy).not.toHaveBeenCalled();
  });
});
