/** @jest-environment node */
import type { IncomingHttpHeaders } from 'node:http';
import { stateTrustedOrigin, trustedOriginOf } from '@/server/trusted-origin';

const forged = { host: 'localhost:3000', 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https' };

describe('the origin the browser reached', () => {
  it("is the Host header and the server's scheme when no proxy is trusted, whatever X-Forwarded-* say", () => {
    expect(trustedOriginOf(forged, 0, false)).toEqual({ proto: 'http', host: 'localhost:3000' });
    expect(trustedOriginOf(forged, 0, true)).toEqual({ proto: 'https', host: 'localhost:3000' });
  });

  it('is what the outermost trusted proxy wrote, not what the client put before it', () => {
    const appended = {
      host: '10.0.0.5:3000',
      'x-forwarded-host': 'evil.example, shop.example.mt',
      'x-forwarded-proto': 'http, https',
    };
    expect(trustedOriginOf(appended, 1, false)).toEqual({ proto: 'https', host: 'shop.example.mt' });
    const twoHops = { ...appended, 'x-forwarded-proto': 'https, https, http' };
    expect(trustedOriginOf(twoHops, 2, false)).toEqual({ proto: 'https', host: 'evil.example' });
  });

  it("takes a proxy's single entry as its own (a proxy that sets rather than appends)", () => {
    const set = {
      host: '10.0.0.5:3000',
      'x-forwarded-host': 'shop.example.mt',
      'x-forwarded-proto': 'https',
    };
    expect(trustedOriginOf(set, 2, false)).toEqual({ proto: 'https', host: 'shop.example.mt' });
  });

  it('falls back to the Host header when the forwarded host is missing or not a host name', () => {
    expect(trustedOriginOf({ host: 'shop.example.mt' }, 1, false)).toEqual({
      proto: 'http',
      host: 'shop.example.mt',
    });
    const odd = { host: 'shop.example.mt', 'x-forwarded-host': 'evil.example/path?x' };
    expect(trustedOriginOf(odd, 1, false).host).toBe('shop.example.mt');
    expect(trustedOriginOf({}, 0, false).host).toBe('localhost');
  });

  it("overwrites the client's headers with the trusted values for the app", () => {
    const headers: IncomingHttpHeaders = { ...forged, 'x-shop-origin': 'https://evil.example' };
    stateTrustedOrigin(headers, trustedOriginOf(headers, 0, false), 'x-shop-origin');
    expect(headers).toMatchObject({
      'x-shop-origin': 'http://localhost:3000',
      'x-forwarded-host': 'localhost:3000',
      'x-forwarded-proto': 'http',
    });
  });
});
