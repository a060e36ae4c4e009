import fs from 'node:fs';
import path from 'node:path';
import { type APIRequestContext, expect, test } from '@playwright/test';
import demo from '../product-api/src/seed/demo-customer.json';
import { allProducts, pick } from './catalogue-products';
import { SHARED_MAX_AGE, cacheControlOf, getPage, pageCacheOf, setCookiesOf } from './support/page-cache';

/**
 * Issue 11: catalogue, content and static pages are the same HTML for everyone, kept by the
 * shop's server and by any shared cache (a CDN) in front of it; since issue 28 search too. The headers
 * do not depend on the viewport, so they are checked once, in the desktop project.
 */
test.skip(({ isMobile }) => isMobile, 'response headers are the same for every viewport');

type Category = { id: number; items: Category[] };

/** A real main category, a real product and a real leaflet, read through the storefront's BFF. */
async function realAddresses(request: APIRequestContext) {
  const categories = (await (await request.get('/app/api/categories?lang=en')).json()) as {
    data: Category[];
  };
  const main = categories.data.find((c) => c.items.length > 0);
  const leaflets = (await (await request.get('/app/api/cms/leaflets?lang=en')).json()) as {
    data: { id: number }[];
  };
  const leaflet = leaflets.data[0];
  const product = pick(await allProducts(request), (p) => p.available, 'available product');
  if (!main || !leaflet) throw new Error('the demo catalogue needs a category and a leaflet');
  return { mainId: main.id, barcode: product.barcode, leafletId: leaflet.id };
}

/**
 * The cached page kinds of the issue, in English; each is also checked under /app/it. The share
 * pages are among them: one HTML for every link (with or without a shared item), the browser
 * reads the device and the shared item (README: Cached pages).
 */
function cachedPaths({ mainId, barcode, leafletId }: Awaited<ReturnType<typeof realAddresses>>) {
  return [
    '',
    `/category?id=${mainId}`,
    `/product/${barcode}`,
    '/leaflets',
    `/leaflets/${leafletId}`,
    '/stores',
    '/privacy',
    '/termsandconditions',
    '/loyalty',
    '/delivery',
    '/share',
    `/share?barcode=${barcode}`,
    '/app/share',
  ];
}

const inBothLanguages = (paths: string[]) => paths.flatMap((p) => [`/app${p}`, `/app/it${p}`]);

async function signInThrough(request: APIRequestContext) {
  const answer = await request.post('/app/api/session/login', {
    data: { username: demo.email, password: demo.password },
    headers: { 'sec-fetch-site': 'same-origin' },
  });
  expect(answer.status(), await answer.text()).toBe(200);
}

test.describe('Cache-Control per page kind', () => {
  test('catalogue, content and static pages are shared, cookie-free and kept by the server', async ({
    request,
  }) => {
    test.slow(); // 26 pages, each rendered once on a shared machine
    const pages = inBothLanguages(cachedPaths(await realAddresses(request)));
    for (const address of pages) {
      const first = await getPage(request, address);
      expect(first.status(), address).toBe(200);
      expect(first.headers()['content-type'], address).toContain('text/html');
      const cacheControl = cacheControlOf(first);
      expect(cacheControl, address).toContain('public');
      expect(cacheControl, address).toMatch(SHARED_MAX_AGE);
      expect(cacheControl, address).not.toMatch(/private|no-store/);
      expect(setCookiesOf(first), address).toEqual([]);

      const second = await getPage(request, address);
      expect(second.status(), address).toBe(200);
      expect(pageCacheOf(second), `${address} asked a second time`).toBe('hit');
      expect(cacheControlOf(second), address).toMatch(SHARED_MAX_AGE);
      expect(setCookiesOf(second), address).toEqual([]);
    }
  });

  test('search pages are shared, cookie-free and kept by the server (issue 28)', async ({ request }) => {
    for (const address of ['/app/search?q=milk', '/app/it/search?q=milk']) {
      const first = await getPage(request, address);
      expect(first.status(), address).toBe(200);
      const cacheControl = cacheControlOf(first);
      expect(cacheControl, address).toContain('public');
      expect(cacheControl, address).toMatch(SHARED_MAX_AGE);
      expect(setCookiesOf(first), address).toEqual([]);
      const second = await getPage(request, address);
      expect(pageCacheOf(second), `${address} asked a second time`).toBe('hit');
      expect(setCookiesOf(second), address).toEqual([]);
    }
  });

  test('a signed-in shopper gets the same cached page, and no cookie with it', async ({ request }) => {
    const { barcode } = await realAddresses(request);
    const pages = ['/app/privacy', `/app/product/${barcode}`, '/app/it'];
    for (const address of pages) await getPage(request, address); // kept by the server now

    await signInThrough(request);
    for (const address of pages) {
      const answer = await getPage(request, address);
      expect(answer.status(), address).toBe(200);
      expect(pageCacheOf(answer), address).toBe('hit');
      expect(cacheControlOf(answer), address).toMatch(SHARED_MAX_AGE);
      expect(setCookiesOf(answer), address).toEqual([]);
    }
  });

  test('?origin=APP gets the cached page, and no cookie with it', async ({ request }) => {
    for (const address of ['/app/privacy?origin=APP', '/app/it/termsandconditions?origin=APP']) {
      const first = await getPage(request, address);
      expect(first.status(), address).toBe(200);
      expect(cacheControlOf(first), address).toMatch(SHARED_MAX_AGE);
      expect(setCookiesOf(first), address).toEqual([]);
      const second = await getPage(request, address);
      expect(pageCacheOf(second), address).toBe('hit');
      expect(setCookiesOf(second), address).toEqual([]);
    }
  });
});

/**
 * The build's own account of its pages: every page of a language is an ISR route (rendered once,
 * kept, revalidated by tag). A page that reads cookies or headers again drops out of this list at
 * build time, and this test says which.
 */
test.describe('the build keeps catalogue pages static', () => {
  type PrerenderManifest = { routes: Record<string, unknown>; dynamicRoutes: Record<string, unknown> };

  const manifest = (): PrerenderManifest => {
    const file = path.resolve(__dirname, '..', '.next', 'prerender-manifest.json');
    return JSON.parse(fs.readFileSync(file, 'utf8')) as PrerenderManifest;
  };

  test('every page of a language is an ISR route of the build', () => {
    const { routes, dynamicRoutes } = manifest();
    const isr = Object.keys(dynamicRoutes).sort();
    console.log(`prerender-manifest dynamicRoutes: ${isr.join(', ')}`);
    for (const route of [
      '/[locale]',
      '/[locale]/product/[barcode]',
      '/[locale]/leaflets',
      '/[locale]/leaflets/[leafletId]',
      '/[locale]/stores',
      '/[locale]/privacy',
      '/[locale]/termsandconditions',
      '/[locale]/loyalty',
      '/[locale]/delivery',
      '/[locale]/share',
      '/[locale]/app/share',
    ]) {
      expect(isr, `${route} is no longer static`).toContain(route);
    }
    // The category screen is served from an internal ISR route that proxy.ts rewrites to.
    expect(
      isr.filter((route) => route.startsWith('/[locale]/') && route.includes('categor')),
      'an ISR route for the category screen',
    ).not.toEqual([]);
    // The search screen too, since issue 28, through the route proxy.ts rewrites it to.
    expect(isr, 'an ISR route for the search screen').toContain('/[locale]/search/[view]');
    expect(Object.keys(routes).filter((route) => route.endsWith('/search'))).toEqual([]);
  });
});
