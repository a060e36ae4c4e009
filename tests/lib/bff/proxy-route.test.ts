/** @jest-environment node */
import { NextRequest } from 'next/server';
import { GET, POST } from '@/app/api/[...path]/route';
import { getSession } from '@/lib/session/session-cookie';
import { SECRET_JWT, fakeSession, jsonResponse, profile, sameOriginHeaders } from './fake-session';

jest.mock('@/lib/session/session-cookie', () => ({ getSession: jest.fn() }));

const fetchMock = jest.fn<Promise<Response>, [RequestInfo | URL, RequestInit | undefined]>();
const context = (...path: string[]) => ({ params: Promise.resolve({ path }) });
const lastCall = () => {
  const call = fetchMock.mock.calls.at(-1);
  if (!call) throw new Error('the API was not called');
  return { url: String(call[0]), init: call[1], headers: new Headers(call[1]?.headers) };
};

beforeEach(() => {
  fetchMock.mockReset();
  global.fetch = fetchMock;
});

describe('/app/api/[...path] proxy', () => {
  it('forwards an allowed call to /cli/ with the query, the bearer from the session and the language', async () => {
    const { session } = fakeSession({ jwt: SECRET_JWT, profile });
    jest.mocked(getSession).mockResolvedValue(session);
    fetchMock.mockResolvedValue(
      jsonResponse(200, { responseCode: 0, data: [{ id: 1, description: 'Dairy' }] }),
    );

    const request = new NextRequest('http://localhost:3000/app/api/ecommerce/products?q=milk&p=0', {
      headers: { 'accept-language': 'it-IT,it;q=0.9' },
    });
    const response = await GET(request, context('ecommerce', 'products'));

    const { url, headers } = lastCall();
    expect(url).toBe('http://127.0.0.1:4000/cli/ecommerce/products?q=milk&p=0');
    expect(headers.get('authorization')).toBe(`Bearer ${SECRET_JWT}`);
    expect(headers.get('accept-language')).toBe('it-IT,it;q=0.9');
    expect(response.status).toBe(200);
    const text = await response.text();
    expect(JSON.parse(text)).toEqual({ responseCode: 0, data: [{ id: 1, description: 'Dairy' }] });
    expect(text).not.toContain(SECRET_JWT);
    expect(response.headers.get('set-cookie') ?? '').not.toContain(SECRET_JWT);
  });

  it('sends no Authorization header for a visitor', async () => {
    jest.mocked(getSession).mockResolvedValue(fakeSession().session);
    fetchMock.mockResolvedValue(jsonResponse(200, { responseCode: 0, data: [] }));
    await GET(new NextRequest('http://localhost:3000/app/api/categories'), context('categories'));
    expect(lastCall().headers.has('authorization')).toBe(false);
  });

  it('removes a jwt field from whatever the API answers', async () => {
    jest.mocked(getSession).mockResolvedValue(fakeSession({ jwt: SECRET_JWT }).session);
    fetchMock.mockResolvedValue(jsonResponse(200, { responseCode: 0, data: { profile, jwt: SECRET_JWT } }));
    const response = await GET(
      new NextRequest('http://localhost:3000/app/api/profiles/login'),
      context('profiles', 'login'),
    );
    const text = await response.text();
    expect(text).not.toContain(SECRET_JWT);
    expect(JSON.parse(text).data.profile.id).toBe(profile.id);
  });

  it('answers 404 with the envelope for a call that is not on the allow-list, without calling the API', async () => {
    const response = await GET(
      new NextRequest('http://localhost:3000/app/api/admin/users'),
      context('admin', 'users'),
    );
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ responseCode: 4000, errorMessage: 'Not found' });
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('never forwards a login POST, which would return the token', async () => {
    const request = new NextRequest('http://localhost:3000/app/api/profiles/login', {
      method: 'POST',
      headers: sameOriginHeaders,
      body: JSON.stringify({ username: 'a@b.mt', password: 'x' }),
    });
    const response = await POST(request, context('profiles', 'login'));
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe('GET');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it.each(['HEAD', 'OPTIONS', 'POST', 'PUT', 'PATCH', 'DELETE'])(
    'answers %s on a GET-only call with 405, the envelope and Allow: GET',
    async (method) => {
      const request = new NextRequest('http://localhost:3000/app/api/categories', {
        method,
        headers: sameOriginHeaders,
      });
      const response = await GET(request, context('categories'));
      expect(response.status).toBe(405);
      expect(response.headers.get('allow')).toBe('GET');
      expect(response.headers.get('cache-control')).toBe('no-store');
      expect(await response.json()).toEqual({ responseCode: 4000, errorMessage: 'Method not allowed' });
      expect(fetchMock).not.toHaveBeenCalled();
    },
  );

  it('answers an unknown path with 404 whatever the method, naming no methods', async () => {
    const request = new NextRequest('http://localhost:3000/app/api/admin', { method: 'OPTIONS' });
    const response = await GET(request, context('admin'));
    expect(response.status).toBe(404);
    expect(response.headers.has('allow')).toBe(false);
  });

  it.each([
    ['an HTML page', new Response('<html><body>Internal error</body></html>', { status: 200 })],
    ['JSON without a responseCode', jsonResponse(200, { items: [] })],
    ['a responseCode that is not a number', jsonResponse(200, { responseCode: '0', data: [] })],
    ["Fastify's error object", jsonResponse(400, { statusCode: 400, code: 'FST_ERR_VALIDATION' })],
    ['a 500 envelope', jsonResponse(500, { responseCode: 4000, errorMessage: 'Error: at /srv/app.ts:12' })],
    ['a 503 without a body', new Response(null, { status: 503 })],
  ])('answers 502 with the envelope when the API sends %s', async (_name, apiAnswer) => {
    jest.mocked(getSession).mockResolvedValue(fakeSession().session);
    fetchMock.mockResolvedValue(apiAnswer);
    const response = await GET(
      new NextRequest('http://localhost:3000/app/api/categories'),
      context('categories'),
    );
    expect(response.status).toBe(502);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.json()).toEqual({
      responseCode: 4000,
      errorMessage: 'Communication error with the server',
    });
  });

  it('passes a 4xx envelope on, without keys outside the envelope', async () => {
    jest.mocked(getSession).mockResolvedValue(fakeSession().session);
    fetchMock.mockResolvedValue(
      jsonResponse(400, {
        responseCode: 4000,
        errorMessage: 'Invalid request',
        fields: [{ path: 'cityId', message: 'Too big' }],
        stack: 'at /srv/x.ts',
      }),
    );
    const response = await GET(
      new NextRequest('http://localhost:3000/app/api/addresses/zipcodes?cityId=99999999999'),
      context('addresses', 'zipcodes'),
    );
    expect(response.status).toBe(400);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.json()).toEqual({
      responseCode: 4000,
      errorMessage: 'Invalid request',
      fields: [{ path: 'cityId', message: 'Too big' }],
    });
  });

  it('marks an answer fetched with the token no-store, and leaves a visitor catalogue answer alone', async () => {
    fetchMock.mockImplementation(async () => jsonResponse(200, { responseCode: 0, data: [] }));
    jest.mocked(getSession).mockResolvedValue(fakeSession({ jwt: SECRET_JWT }).session);
    const customer = await GET(
      new NextRequest('http://localhost:3000/app/api/categories'),
      context('categories'),
    );
    expect(customer.headers.get('cache-control')).toBe('no-store');

    jest.mocked(getSession).mockResolvedValue(fakeSession().session);
    const visitor = await GET(
      new NextRequest('http://localhost:3000/app/api/categories'),
      context('categories'),
    );
    expect(visitor.headers.get('cache-control')).toBeNull();
  });

  it('clears the session when the API answers 401, and passes the 401 on', async () => {
    const { session, destroy } = fakeSession({ jwt: SECRET_JWT, profile });
    jest.mocked(getSession).mockResolvedValue(session);
    fetchMock.mockResolvedValue(
      jsonResponse(401, { responseCode: 4000, errorMessage: 'Session expired, please sign in again' }),
    );
    const response = await GET(
      new NextRequest('http://localhost:3000/app/api/profiles/login'),
      context('profiles', 'login'),
    );
    expect(response.status).toBe(401);
    expect(destroy).toHaveBeenCalled();
  });

  it('clears the session on a 403 too', async () => {
    const { session, destroy } = fakeSession({ jwt: SECRET_JWT, profile });
    jest.mocked(getSession).mockResolvedValue(session);
    fetchMock.mockResolvedValue(jsonResponse(403, { responseCode: 4000, errorMessage: 'Forbidden' }));
    const response = await GET(
      new NextRequest('http://localhost:3000/app/api/profiles/login'),
      context('profiles', 'login'),
    );
    expect(response.status).toBe(403);
    expect(destroy).toHaveBeenCalled();
  });

  it('tells the browser when the session cookie it sent has ended, and answers as for a visitor', async () => {
    jest.mocked(getSession).mockResolvedValue(fakeSession({}, { ended: true }).session);
    fetchMock.mockResolvedValue(jsonResponse(200, { responseCode: 0, data: { data: [] } }));
    const response = await GET(
      new NextRequest('http://localhost:3000/app/api/ecommerce/products/search?q=milk'),
      context('ecommerce', 'products', 'search'),
    );
    expect(lastCall().headers.has('authorization')).toBe(false);
    expect(response.status).toBe(200);
    expect(response.headers.get('x-shop-session')).toBe('ended');
    expect(response.headers.get('cache-control')).toContain('no-store');

    jest.mocked(getSession).mockResolvedValue(fakeSession().session);
    const visitor = await GET(
      new NextRequest('http://localhost:3000/app/api/ecommerce/products/search?q=milk'),
      context('ecommerce', 'products', 'search'),
    );
    expect(visitor.headers.get('x-shop-session')).toBeNull();
  });

  it('answers 502 with the envelope when the API cannot be reached', async () => {
    jest.mocked(getSession).mockResolvedValue(fakeSession().session);
    fetchMock.mockRejectedValue(new TypeError('fetch failed'));
    const response = await GET(
      new NextRequest('http://localhost:3000/app/api/categories'),
      context('categories'),
    );
    expect(response.status).toBe(502);
    expect(await response.json()).toEqual({
      responseCode: 4000,
      errorMessage: 'Communication error with the server',
    });
  });
});
