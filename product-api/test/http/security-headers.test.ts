import { media } from '../../src/db/schema';
import { startTestApp, stopTestApp, type TestApp } from '../support/test-app';

const SVG = '<svg xmlns="http://www.w3.org/2000/svg" width="4" height="4"/>';

/** The directives of a Content-Security-Policy header, by name. */
function directivesOf(header: unknown): Map<string, string> {
  expect(typeof header).toBe('string');
  return new Map(
    String(header)
      .split(';')
      .map((d) => d.trim())
      .filter(Boolean)
      .map((d) => {
        const [name = '', ...values] = d.split(/\s+/);
        return [name, values.join(' ')];
      }),
  );
}

describe('browser security headers', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
    await t.db.insert(media).values([
      { path: 'products/1.svg', contentType: 'image/svg+xml', body: SVG },
      { path: 'leaflets/1.pdf', contentType: 'application/pdf', body: 'JVBERi0xLjQK', encoding: 'base64' },
    ]);
  });
  afterAll(() => stopTestApp(t));

  it('gives a JSON answer a strict policy: nothing loads, nobody frames it', async () => {
    for (const url of [
      '/cli/addresses/states',
      '/cli/nothing-here',
      '/cli/ecommerce/products?p=-1',
      '/cli/ecommerce/products/search?q=milk',
    ]) {
      const response = await t.app.inject({ url });
      const csp = directivesOf(response.headers['content-security-policy']);
      expect(csp.get('default-src')).toBe("'none'");
      expect(csp.get('frame-ancestors')).toBe("'none'");
      expect(response.headers['x-frame-options']).toBe('DENY');
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['referrer-policy']).toBe('no-referrer');
      expect(response.headers['cross-origin-resource-policy']).toBe('same-origin');
      // HSTS is the TLS edge's to send for the whole domain, not the plain-HTTP API's.
      expect(response.headers['strict-transport-security']).toBeUndefined();
    }
  });

  it('lets the shop frame a leaflet PDF and show images from its own origin, with no script', async () => {
    for (const url of ['/media/leaflets/1.pdf', '/media/products/1.svg', '/media/products/missing.svg']) {
      const response = await t.app.inject({ url });
      const csp = directivesOf(response.headers['content-security-policy']);
      expect(csp.get('frame-ancestors')).toBe("'self'");
      expect(csp.get('script-src')).toBe("'none'");
      expect(csp.get('object-src')).toBe("'self'");
      expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
      // Through the storefront's /app/media rewrite the file is same-origin for the shop's pages.
      expect(response.headers['cross-origin-resource-policy']).toBe('same-origin');
      expect(response.headers['x-content-type-options']).toBe('nosniff');
    }
  });

  it('gives Swagger UI its own policy: its scripts and styles from the API itself', async () => {
    let response = await t.app.inject({ url: '/docs' });
    const location = response.headers.location;
    if (typeof location === 'string')
      response = await t.app.inject({ url: new URL(location, 'http://x/docs').pathname });
    expect(response.statusCode).toBe(200);
    const csp = directivesOf(response.headers['content-security-policy']);
    expect(csp.get('default-src')).toBe("'self'");
    expect(csp.get('script-src')).toBe("'self'");
    expect(csp.get('frame-ancestors')).toBe("'self'");
    expect(csp.has('upgrade-insecure-requests')).toBe(false);
  });
});
