/** @jest-environment node */
import { NextRequest } from 'next/server';
import { POST } from '@/app/api/[...path]/route';
import { getSession } from '@/lib/session/session-cookie';
import { SECRET_JWT, fakeSession, jsonResponse, sameOriginHeaders } from './fake-session';
import type * as AllowListModule from '@/lib/bff/allow-list';

jest.mock('@/lib/session/session-cookie', () => ({ getSession: jest.fn() }));
// Today's allow-list forwards reads only; a write (spec §7 smartlists) stands in for those to come.
jest.mock('@/lib/bff/allow-list', () => {
  const actual = jest.requireActual<typeof AllowListModule>('@/lib/bff/allow-list');
  return {
    ...actual,
    forwardablePath: (method: string, segments: readonly string[]) =>
      method === 'POST' && segments.join('/') === 'slists/create' ? 'slists/create' : null,
    methodsAllowedFor: (segments: readonly string[]) =>
      segments.join('/') === 'slists/create' ? ['POST'] : [],
  };
});

const fetchMock = jest.fn<Promise<Response>, [RequestInfo | URL, RequestInit | undefined]>();
const context = { params: Promise.resolve({ path: ['slists', 'create'] }) };
const url = 'http://localhost:3000/app/api/slists/create';
const jsonHeaders = { ...sameOriginHeaders, 'content-type': 'application/json' };

beforeEach(() => {
  fetchMock.mockReset();
  global.fetch = fetchMock;
  jest.mocked(getSession).mockResolvedValue(fakeSession({ jwt: SECRET_JWT }).session);
});

describe('/app/api/[...path] writes', () => {
  it('forwards a small JSON body as it came, with the bearer', async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, { responseCode: 0, data: { id: 3 } }));
    const response = await POST(
      new NextRequest(url, { method: 'POST', headers: jsonHeaders, body: '{"title":"Weekly"}' }),
      context,
    );
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const init = fetchMock.mock.calls[0]?.[1];
    expect(init?.body).toBe('{"title":"Weekly"}');
    expect(new Headers(init?.headers).get('content-type')).toBe('application/json');
  });

  it('forwards an empty body as none', async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, { responseCode: 0 }));
    await POST(new NextRequest(url, { method: 'POST', headers: sameOriginHeaders }), context);
    expect(fetchMock.mock.calls[0]?.[1]?.body).toBeUndefined();
  });

  it('answers 413 for a body over 8 kB, without calling the API', async () => {
    const response = await POST(
      new NextRequest(url, {
        method: 'POST',
        headers: jsonHeaders,
        body: JSON.stringify({ title: 'x'.repeat(9000) }),
      }),
      context,
    );
    expect(response.status).toBe(413);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.json()).toEqual({ responseCode: 4000, errorMessage: 'Request body too large' });
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it.each([
    ['text/plain', '{"title":"Weekly"}', 415],
    ['multipart/form-data; boundary=x', '--x--', 415],
    ['application/json', '{"title": ', 400],
    ['application/json', '[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[', 400],
  ])('refuses %s %j with %i, without calling the API', async (type, body, status) => {
    const response = await POST(
      new NextRequest(url, { method: 'POST', headers: { ...sameOriginHeaders, 'content-type': type }, body }),
      context,
    );
    expect(response.status).toBe(status);
    expect((await response.json()).responseCode).toBe(4000);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('refuses a cross-site write before reading its body', async () => {
    const response = await POST(
      new NextRequest(url, {
        method: 'POST',
        headers: {
          host: 'localhost:3000',
          origin: 'https://evil.example',
          'content-type': 'application/json',
        },
        body: '{}',
      }),
      context,
    );
    expect(response.status).toBe(403);
  });
});
