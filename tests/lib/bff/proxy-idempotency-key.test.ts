/** @jest-environment node */
import { NextRequest } from 'next/server';
import { GET, POST } from '@/app/api/[...path]/route';
import { getSession } from '@/lib/session/session-cookie';
import { SECRET_JWT, fakeSession, jsonResponse, sameOriginHeaders } from './fake-session';

jest.mock('@/lib/session/session-cookie', () => ({ getSession: jest.fn() }));

const fetchMock = jest.fn<Promise<Response>, [RequestInfo | URL, RequestInit | undefined]>();
const freeze = { params: Promise.resolve({ path: ['ecommerce', 'cart', 'freeze'] }) };
const url = 'http://localhost:3000/app/api/ecommerce/cart/freeze';
const KEY = '3b241101-e2bb-4255-8caf-4136c566a962';

const post = (headers: Record<string, string>) =>
  POST(
    new NextRequest(url, {
      method: 'POST',
      headers: { ...sameOriginHeaders, 'content-type': 'application/json', ...headers },
      body: '{"cartId":41}',
    }),
    freeze,
  );
const sentHeaders = () => new Headers(fetchMock.mock.calls[0]?.[1]?.headers);

beforeEach(() => {
  fetchMock.mockReset();
  global.fetch = fetchMock;
  fetchMock.mockResolvedValue(jsonResponse(200, { responseCode: 0, data: { order: { id: 77 } } }));
  jest.mocked(getSession).mockResolvedValue(fakeSession({ jwt: SECRET_JWT }).session);
});

describe('/app/api/[...path] and the Idempotency-Key (POST /cart/freeze)', () => {
  it('passes the order placement’s Idempotency-Key on to the API', async () => {
    const response = await post({ 'idempotency-key': KEY });
    expect(response.status).toBe(200);
    expect(String(fetchMock.mock.calls[0]?.[0])).toBe('http://127.0.0.1:4000/cli/ecommerce/cart/freeze');
    expect(sentHeaders().get('idempotency-key')).toBe(KEY);
    expect(sentHeaders().get('authorization')).toBe(`Bearer ${SECRET_JWT}`);
  });

  it('sends none when the browser sent none, and no other browser header', async () => {
    await post({ 'x-custom': 'nope', cookie: 'a=b' });
    expect(sentHeaders().has('idempotency-key')).toBe(false);
    expect(sentHeaders().has('x-custom')).toBe(false);
    expect(sentHeaders().has('cookie')).toBe(false);
  });

  it('refuses a malformed key with 400 rather than dropping it, without calling the API', async () => {
    const response = await post({ 'idempotency-key': 'bad key!' });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      responseCode: 4000,
      errorMessage: 'Invalid request',
      fields: [{ path: 'idempotency-key', message: 'error.invalid' }],
    });
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('forwards the key of a listed read as well (harmless: the API reads it on the freeze only)', async () => {
    await GET(
      new NextRequest('http://localhost:3000/app/api/ecommerce/orders/77/fetch', {
        headers: { ...sameOriginHeaders, 'idempotency-key': KEY },
      }),
      { params: Promise.resolve({ path: ['ecommerce', 'orders', '77', 'fetch'] }) },
    );
    expect(String(fetchMock.mock.calls[0]?.[0])).toBe('http://127.0.0.1:4000/cli/ecommerce/orders/77/fetch');
  });
});
