/** @jest-environment node */
import { NextRequest } from 'next/server';
import { GET as customerGet } from '@/app/api/[...path]/route';
import { GET, POST } from '@/app/api/ops/[...path]/route';
import { getSession } from '@/lib/session/session-cookie';
import { getStaffSession } from '@/lib/staff/staff-session';
import { SECRET_JWT, fakeSession, jsonResponse, sameOriginHeaders } from '../bff/fake-session';

jest.mock('@/lib/session/session-cookie', () => ({ getSession: jest.fn() }));
jest.mock('@/lib/staff/staff-session', () => ({ getStaffSession: jest.fn() }));

const STAFF_JWT = `${SECRET_JWT}-staff`;
const fetchMock = jest.fn<Promise<Response>, [RequestInfo | URL, RequestInit | undefined]>();
const context = (...path: string[]) => ({ params: Promise.resolve({ path }) });
const lastCall = () => {
  const call = fetchMock.mock.calls.at(-1);
  if (!call) throw new Error('the API was not called');
  return { url: String(call[0]), headers: new Headers(call[1]?.headers) };
};
const signOut = jest.fn(async () => undefined);

beforeEach(() => {
  fetchMock.mockReset();
  signOut.mockClear();
  global.fetch = fetchMock;
  jest.mocked(getStaffSession).mockResolvedValue({ jwt: STAFF_JWT, signIn: jest.fn(), signOut });
  jest.mocked(getSession).mockResolvedValue(fakeSession({ jwt: SECRET_JWT }).session);
});

describe('/app/api/ops/[...path], the staff BFF', () => {
  it("forwards an allowed call to /ops/ with the staff token, never the customer's", async () => {
    fetchMock.mockResolvedValue(
      jsonResponse(200, { responseCode: 0, data: { date: '2026-11-28', day: 'today', slots: [] } }),
    );
    const response = await GET(
      new NextRequest('http://localhost:3000/app/api/ops/orders?day=today&status=TO_BE_PREPARED'),
      context('orders'),
    );
    const { url, headers } = lastCall();
    expect(url).toBe('http://127.0.0.1:4000/ops/orders?day=today&status=TO_BE_PREPARED');
    expect(headers.get('authorization')).toBe(`Bearer ${STAFF_JWT}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
  });

  it('forwards nothing off its list: no customer call, no write', async () => {
    const customerCall = await GET(
      new NextRequest('http://localhost:3000/app/api/ops/profiles/login'),
      context('profiles', 'login'),
    );
    expect(customerCall.status).toBe(404);
    const write = await POST(
      new NextRequest('http://localhost:3000/app/api/ops/orders', {
        method: 'POST',
        headers: sameOriginHeaders,
        body: '{}',
      }),
      context('orders'),
    );
    expect(write.status).toBe(405);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("forwards a pick list's line save with its body, and only from the shop's own pages", async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, { responseCode: 0, data: {} }));
    const body = JSON.stringify({ state: 'unavailable', barcode: '8000001' });
    const saved = await POST(
      new NextRequest('http://localhost:3000/app/api/ops/orders/7/pick-lines', {
        method: 'POST',
        headers: { ...sameOriginHeaders, 'content-type': 'application/json' },
        body,
      }),
      context('orders', '7', 'pick-lines'),
    );
    expect(saved.status).toBe(200);
    expect(lastCall().url).toBe('http://127.0.0.1:4000/ops/orders/7/pick-lines');
    expect(fetchMock.mock.calls.at(-1)?.[1]?.body).toBe(body);
    const crossSite = await POST(
      new NextRequest('http://localhost:3000/app/api/ops/orders/7/status', {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: 'https://evil.example' },
        body: '{}',
      }),
      context('orders', '7', 'status'),
    );
    expect(crossSite.status).toBe(403);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('clears the staff cookie when the API refuses the token', async () => {
    fetchMock.mockResolvedValue(
      jsonResponse(401, { responseCode: 4000, errorMessage: 'Session expired, please sign in again' }),
    );
    const response = await GET(new NextRequest('http://localhost:3000/app/api/ops/me'), context('me'));
    expect(response.status).toBe(401);
    expect(signOut).toHaveBeenCalled();
  });
});

describe("the customers' BFF", () => {
  it('never reaches /ops and never sends the staff token', async () => {
    jest.mocked(getStaffSession).mockClear();
    const response = await customerGet(
      new NextRequest('http://localhost:3000/app/api/ops/orders'),
      context('ops', 'orders'),
    );
    expect(response.status).toBe(404);
    fetchMock.mockResolvedValue(jsonResponse(200, { responseCode: 0, data: [] }));
    await customerGet(new NextRequest('http://localhost:3000/app/api/categories'), context('categories'));
    expect(lastCall().url).toBe('http://127.0.0.1:4000/cli/categories');
    expect(lastCall().headers.get('authorization')).toBe(`Bearer ${SECRET_JWT}`);
    expect(getStaffSession).not.toHaveBeenCalled();
  });
});
