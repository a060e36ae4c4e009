/** @jest-environment node */
import { isSameOriginRequest, ownOrigin } from '@/lib/bff/same-origin';

const url = new URL('http://localhost:3000/app/api/session/login');
const headers = (values: Record<string, string>) => new Headers({ host: 'localhost:3000', ...values });

describe('isSameOriginRequest', () => {
  it('lets reads through whatever their origin', () => {
    expect(isSameOriginRequest('GET', headers({ origin: 'https://evil.example' }), url)).toBe(true);
  });

  it('accepts a write whose Origin is our own', () => {
    expect(isSameOriginRequest('POST', headers({ origin: 'http://localhost:3000' }), url)).toBe(true);
  });

  it('refuses a write from another origin, another port or another scheme', () => {
    for (const origin of [
      'https://evil.example',
      'http://localhost:4000',
      'https://localhost:3000',
      'null',
    ]) {
      expect(isSameOriginRequest('POST', headers({ origin }), url)).toBe(false);
    }
  });

  it("compares against the origin the storefront's server states (through trusted proxies)", () => {
    const proxied = headers({
      origin: 'https://shop.example.mt',
      'x-shop-origin': 'https://shop.example.mt',
    });
    expect(isSameOriginRequest('PUT', proxied, url)).toBe(true);
    expect(ownOrigin(proxied, url)).toBe('https://shop.example.mt');
  });

  it("never believes a client's own X-Forwarded-Host/-Proto", () => {
    const forged = headers({
      origin: 'https://evil.example',
      'x-forwarded-host': 'evil.example',
      'x-forwarded-proto': 'https',
    });
    expect(ownOrigin(forged, url)).toBe('http://localhost:3000');
    expect(isSameOriginRequest('POST', forged, url)).toBe(false);
  });

  it('accepts a write without Origin when the browser says Sec-Fetch-Site: same-origin', () => {
    expect(isSameOriginRequest('DELETE', headers({ 'sec-fetch-site': 'same-origin' }), url)).toBe(true);
  });

  it('refuses a write without Origin from a cross-site or same-site page, or with no hint at all', () => {
    expect(isSameOriginRequest('POST', headers({ 'sec-fetch-site': 'cross-site' }), url)).toBe(false);
    expect(isSameOriginRequest('POST', headers({ 'sec-fetch-site': 'same-site' }), url)).toBe(false);
    expect(isSameOriginRequest('POST', headers({}), url)).toBe(false);
  });

  it('does not let Sec-Fetch-Site rescue a foreign Origin', () => {
    const mixed = headers({ origin: 'https://evil.example', 'sec-fetch-site': 'same-origin' });
    expect(isSameOriginRequest('POST', mixed, url)).toBe(false);
  });
});
