/** @jest-environment node */
import { callProductApi } from '@/lib/bff/product-api';
import { jsonResponse } from './fake-session';
import type * as ConfigModule from '@/lib/config';

let mockBffSecret: string | undefined;
// The real configuration, with BFF_SECRET as each test sets it.
jest.mock('@/lib/config', () => {
  const actual = jest.requireActual<typeof ConfigModule>('@/lib/config');
  return {
    ...actual,
    get config() {
      return { ...actual.config, bffSecret: mockBffSecret };
    },
  };
});

const fetchMock = jest.fn<Promise<Response>, [RequestInfo | URL, RequestInit | undefined]>();
const sentHeaders = () => new Headers(fetchMock.mock.calls.at(-1)?.[1]?.headers);
const SECRET = 'a-bff-secret-shared-with-the-product-api';

beforeEach(() => {
  fetchMock.mockReset();
  fetchMock.mockResolvedValue(jsonResponse(200, { responseCode: 0 }));
  global.fetch = fetchMock;
  mockBffSecret = undefined;
});

describe('callProductApi', () => {
  it("vouches for the shopper's address with the shared key", async () => {
    mockBffSecret = SECRET;
    await callProductApi({
      method: 'POST',
      path: 'profiles/login',
      body: '{}',
      shopperAddress: '203.0.113.7',
    });
    expect(sentHeaders().get('x-shop-client-address')).toBe('203.0.113.7');
    expect(sentHeaders().get('x-shop-proxy-key')).toBe(SECRET);
    expect(sentHeaders().has('x-forwarded-for')).toBe(false);
  });

  it('sends neither header without BFF_SECRET', async () => {
    await callProductApi({
      method: 'POST',
      path: 'profiles/login',
      body: '{}',
      shopperAddress: '203.0.113.7',
    });
    expect(sentHeaders().has('x-shop-client-address')).toBe(false);
    expect(sentHeaders().has('x-shop-proxy-key')).toBe(false);
  });

  it('sends neither header when there is no address to vouch for', async () => {
    mockBffSecret = SECRET;
    await callProductApi({ method: 'GET', path: 'categories', shopperAddress: null });
    expect(sentHeaders().has('x-shop-proxy-key')).toBe(false);
  });

  it('passes the Retry-After of the API on', async () => {
    fetchMock.mockResolvedValue(
      new Response('{"responseCode":4000,"errorMessage":"Too many failed logins"}', {
        status: 429,
        headers: { 'retry-after': '600' },
      }),
    );
    await expect(callProductApi({ method: 'POST', path: 'profiles/login', body: '{}' })).resolves.toEqual({
      reached: true,
      status: 429,
      body: { responseCode: 4000, errorMessage: 'Too many failed logins' },
      retryAfter: '600',
    });
  });

  it.each([
    ['a body that is not JSON', new Response('Internal Server Error', { status: 200 })],
    ['JSON that is not an envelope', jsonResponse(200, [1, 2, 3])],
    ['an envelope with a 5xx', jsonResponse(503, { responseCode: 4000, errorMessage: 'down' })],
  ])('treats %s as not reached', async (_name, answer) => {
    fetchMock.mockResolvedValue(answer);
    await expect(callProductApi({ method: 'GET', path: 'categories' })).resolves.toEqual({ reached: false });
  });
});
