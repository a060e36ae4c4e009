/** @jest-environment node */
import { unroutableRequest } from '@/server/unroutable-request';

describe('unroutableRequest', () => {
  it.each([
    ['GET', '/app/api/categories?q=%ff'],
    ['POST', '/app/api/session/login'],
    ['PATCH', '/app/product/8001234567890'],
    ['GET', '/app/search?q=%00'],
    ['GET', '/app/api/cms/leaflets/%2e%2e'],
  ])('lets %s %s through to Next', (method, url) => {
    expect(unroutableRequest(method, url)).toBeNull();
  });

  it.each(['TRACE', 'TRACK', 'CONNECT', 'PROPFIND', 'get', undefined])(
    'refuses the method %s with 405',
    (method) => {
      const refusal = unroutableRequest(method, '/app/api/categories');
      expect(refusal?.status).toBe(405);
      expect(refusal?.headers.allow).toBe('GET, HEAD, OPTIONS, POST, PUT, DELETE, PATCH');
      expect(JSON.parse(refusal?.body ?? '')).toEqual({
        responseCode: 4000,
        errorMessage: 'Method not allowed',
      });
    },
  );

  it.each(['/app/api/cms/leaflets/%ff', '/app/api/%zz', '/app/api/a%', '/app/api/%e0%80%af/x?q=1'])(
    'refuses the BFF path %s with a 400 envelope',
    (url) => {
      const refusal = unroutableRequest('GET', url);
      expect(refusal?.status).toBe(400);
      expect(refusal?.headers).toMatchObject({
        'content-type': 'application/json',
        'cache-control': 'no-store',
      });
      expect(JSON.parse(refusal?.body ?? '')).toEqual({
        responseCode: 4000,
        errorMessage: 'Invalid request',
      });
    },
  );

  it('refuses a page path with bad encoding in plain text', () => {
    expect(unroutableRequest('GET', '/app/product/%ff')).toMatchObject({
      status: 400,
      headers: { 'content-type': 'text/plain; charset=utf-8' },
      body: 'Invalid request',
    });
  });
});
