/** @jest-environment node */
import { NextRequest } from 'next/server';
import { GET as getAccount, POST as deleteAccount } from '@/app/api/session/account/route';
import { getSession } from '@/lib/session/session-cookie';
import { SECRET_JWT, fakeSession, jsonResponse, profile, sameOriginHeaders } from './fake-session';

jest.mock('@/lib/session/session-cookie', () => ({ getSession: jest.fn() }));

const fetchMock = jest.fn<Promise<Response>, [RequestInfo | URL, RequestInit | undefined]>();
const jsonHeaders = { ...sameOriginHeaders, 'content-type': 'application/json' };
const deletion = (body: unknown, headers: Record<string, string> = jsonHeaders) =>
  new NextRequest('http://localhost:3000/app/api/session/account', {
    method: 'POST',
    headers,
    body: JSON.stringify(body),
  });

function signedIn() {
  const fake = fakeSession({ jwt: SECRET_JWT, profile });
  jest.mocked(getSession).mockResolvedValue(fake.session);
  return fake;
}

beforeEach(() => {
  fetchMock.mockReset();
  global.fetch = fetchMock;
});

describe('POST /app/api/session/account (closing the account)', () => {
  it("deletes with the session's token and clears the session in the same answer", async () => {
    const { session, destroy } = signedIn();
    fetchMock.mockResolvedValue(jsonResponse(200, { responseCode: 0 }));

    const response = await deleteAccount(deletion({ password: 'Secret-123' }));

    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(String(url)).toBe('http://127.0.0.1:4000/cli/profiles/delete');
    expect(new Headers(init?.headers).get('authorization')).toBe(`Bearer ${SECRET_JWT}`);
    expect(JSON.parse(String(init?.body))).toEqual({ password: 'Secret-123' });
    expect(destroy).toHaveBeenCalled();
    expect(session.jwt).toBeUndefined();
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.json()).toEqual({ responseCode: 0 });
  });

  it('keeps the session when the password is wrong (code 13) and passes the refusal on', async () => {
    const { session, destroy } = signedIn();
    fetchMock.mockResolvedValue(jsonResponse(200, { responseCode: 13, errorMessage: 'Password not valid' }));
    const response = await deleteAccount(deletion({ password: 'wrong' }));
    expect(destroy).not.toHaveBeenCalled();
    expect(session.jwt).toBe(SECRET_JWT);
    expect(await response.json()).toEqual({ responseCode: 13, errorMessage: 'Password not valid' });
  });

  it('ends the session when the API no longer knows the token', async () => {
    const { destroy } = signedIn();
    fetchMock.mockResolvedValue(jsonResponse(401, { responseCode: 4000, errorMessage: 'Unauthorized' }));
    const response = await deleteAccount(deletion({ password: 'Secret-123' }));
    expect(response.status).toBe(401);
    expect(destroy).toHaveBeenCalled();
  });

  it('refuses a missing password without calling the API', async () => {
    signedIn();
    const response = await deleteAccount(deletion({}));
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      fields: [{ path: 'password', message: 'error.required' }],
    });
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('refuses a cross-site request', async () => {
    signedIn();
    const response = await deleteAccount(
      deletion({ password: 'x' }, { origin: 'https://evil.example', 'content-type': 'application/json' }),
    );
    expect(response.status).toBe(403);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('answers 502 when the API cannot be reached, and keeps the session', async () => {
    const { destroy } = signedIn();
    fetchMock.mockRejectedValue(new Error('connect ECONNREFUSED'));
    const response = await deleteAccount(deletion({ password: 'Secret-123' }));
    expect(response.status).toBe(502);
    expect(destroy).not.toHaveBeenCalled();
  });

  it('answers another method with 405 and Allow: POST', async () => {
    const response = getAccount();
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe('POST');
  });
});
