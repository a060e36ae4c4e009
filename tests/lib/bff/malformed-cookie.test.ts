/** @jest-environment node */
import { NextRequest } from 'next/server';
import { GET as forward } from '@/app/api/[...path]/route';
import { POST as login } from '@/app/api/session/login/route';
import { POST as logout } from '@/app/api/session/logout/route';
import { GET as currentSession } from '@/app/api/session/route';
import { jsonResponse, sameOriginHeaders } from './fake-session';

type Written = { name: string; value: string; options?: Record<string, unknown> };
const written: Written[] = [];
const MALFORMED = 'Fe26.2*1*a*b*c*d*e*f';
// The real session over a request whose shop_session cookie is malformed (issue 10 §2).
jest.mock('next/headers', () => ({
  cookies: async () => ({
    get: (name: string) => (name === 'shop_session' ? { name, value: MALFORMED } : undefined),
    set: (name: string, value: string, options?: Record<string, unknown>) =>
      written.push({ name, value, options }),
  }),
  headers: async () => new Headers(),
}));

const fetchMock = jest.fn<Promise<Response>, [RequestInfo | URL, RequestInit | undefined]>();
const cleared = {
  name: 'shop_session',
  value: '',
  options: expect.objectContaining({ path: '/app', maxAge: 0 }),
};
// The page's signed-in hint goes with the session.
const clearedHint = {
  name: 'signedIn',
  value: '',
  options: expect.objectContaining({ path: '/app', maxAge: 0, httpOnly: false }),
};

beforeAll(() => {
  process.env.SESSION_SECRET = 'a-test-session-secret-that-is-long-enough';
});

beforeEach(() => {
  written.length = 0;
  fetchMock.mockReset();
  fetchMock.mockResolvedValue(jsonResponse(200, { responseCode: 0, data: [] }));
  global.fetch = fetchMock;
});

describe('a malformed session cookie', () => {
  it('reads as signed out on /app/api/session, and is cleared', async () => {
    const response = await currentSession();
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ responseCode: 0, data: { profile: null } });
    expect(written).toEqual([cleared, clearedHint]);
  });

  it('lets logout answer 200', async () => {
    const response = await logout(
      new NextRequest('http://localhost:3000/app/api/session/logout', {
        method: 'POST',
        headers: sameOriginHeaders,
      }),
    );
    expect(response.status).toBe(200);
    expect(written[0]).toEqual(cleared);
  });

  it('is forwarded as a visitor, without a token', async () => {
    const response = await forward(new NextRequest('http://localhost:3000/app/api/categories'), {
      params: Promise.resolve({ path: ['categories'] }),
    });
    expect(response.status).toBe(200);
    expect(new Headers(fetchMock.mock.calls[0]?.[1]?.headers).has('authorization')).toBe(false);
    expect(written).toEqual([cleared, clearedHint]);
  });

  it('is cleared by a refused login, and does not stand in the way of it', async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, { responseCode: 2, errorMessage: 'Wrong credentials' }));
    const response = await login(
      new NextRequest('http://localhost:3000/app/api/session/login', {
        method: 'POST',
        headers: { ...sameOriginHeaders, 'content-type': 'application/json' },
        body: JSON.stringify({ username: 'a@b.mt', password: 'x' }),
      }),
    );
    expect(response.status).toBe(200);
    expect(written).toEqual([cleared, clearedHint]);
  });
});
