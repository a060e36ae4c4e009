/** @jest-environment node */
import { NextRequest } from 'next/server';
import { POST as staffLogin } from '@/app/api/ops/session/login/route';
import { getStaffSession } from '@/lib/staff/staff-session';
import { SECRET_JWT, jsonResponse, sameOriginHeaders } from '../bff/fake-session';

jest.mock('@/lib/staff/staff-session', () => ({ getStaffSession: jest.fn() }));

const fetchMock = jest.fn<Promise<Response>, [RequestInfo | URL, RequestInit | undefined]>();
const staff = {
  id: 1,
  email: 'picker@shop.example',
  name: 'Pia',
  role: 'picker',
  stores: [{ id: 1, name: 'Birkirkara' }],
};
const loginRequest = (body: unknown) =>
  new NextRequest('http://localhost:3000/app/api/ops/session/login', {
    method: 'POST',
    headers: { ...sameOriginHeaders, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

/** A staff session whose signIn keeps the token, or refuses it like one without an expiry ahead. */
function staffSession(accepts = true) {
  const session = { jwt: undefined as string | undefined, signIn: jest.fn(), signOut: jest.fn() };
  session.signIn.mockImplementation(async (jwt: string) => {
    if (accepts) session.jwt = jwt;
    return accepts;
  });
  jest.mocked(getStaffSession).mockResolvedValue(session);
  return session;
}

beforeEach(() => {
  fetchMock.mockReset();
  global.fetch = fetchMock;
});

describe('POST /app/api/ops/session/login', () => {
  it("signs in at the API's /ops, keeps the staff token in the staff cookie and answers the member only", async () => {
    const session = staffSession();
    fetchMock.mockResolvedValue(
      jsonResponse(200, { responseCode: 0, data: { staff, jwt: SECRET_JWT, tokenKind: 'staff' } }),
    );
    const response = await staffLogin(loginRequest({ email: ' picker@shop.example ', password: 'pw' }));
    expect(String(fetchMock.mock.calls[0]?.[0])).toBe('http://127.0.0.1:4000/ops/auth/login');
    expect(JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body))).toEqual({
      email: 'picker@shop.example',
      password: 'pw',
    });
    expect(session.jwt).toBe(SECRET_JWT);
    const text = await response.text();
    expect(JSON.parse(text)).toEqual({ responseCode: 0, data: { staff } });
    expect(text).not.toContain(SECRET_JWT);
  });

  it('passes wrong credentials through and keeps nothing', async () => {
    const session = staffSession();
    fetchMock.mockResolvedValue(jsonResponse(200, { responseCode: 2, errorMessage: 'Wrong credentials' }));
    const response = await staffLogin(loginRequest({ email: 'picker@shop.example', password: 'x' }));
    expect(await response.json()).toEqual({ responseCode: 2, errorMessage: 'Wrong credentials' });
    expect(session.signIn).not.toHaveBeenCalled();
  });

  it('refuses an empty form without calling the API, and a token it cannot keep as unreachable', async () => {
    staffSession(false);
    const empty = await staffLogin(loginRequest({ email: '', password: '' }));
    expect(empty.status).toBe(400);
    expect(fetchMock).not.toHaveBeenCalled();

    fetchMock.mockResolvedValue(
      jsonResponse(200, { responseCode: 0, data: { staff, jwt: SECRET_JWT, tokenKind: 'staff' } }),
    );
    const unusable = await staffLogin(loginRequest({ email: 'picker@shop.example', password: 'pw' }));
    expect(unusable.status).toBe(502);
    expect(await unusable.text()).not.toContain(SECRET_JWT);
  });
});
