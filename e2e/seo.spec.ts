import { expect, test } from '@playwright/test';
import type { Product } from '../product-api/src/contract/catalogue';
import { allProducts, euro, htmlEscaped, pick } from './catalogue-products';

test.skip(
  ({ isMobile }) => isMobile,
  'the raw HTML is the same for every viewport: checked once, in the desktop project',
);

/**
 * What a search engine gets: the raw HTML of a request, no JavaScript run (Playwright's request
 * context is plain HTTP), plus sitemap.xml and robots.txt.
 */
type JsonLdNode = Record<string, unknown> & { '@type'?: string };

function jsonLdOf(html: string): JsonLdNode[] {
  const scripts = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)];
  return scripts.map((m) => JSON.parse(m[1] ?? 'null') as JsonLdNode);
}

let products: Product[];
let piece: Product;
let outOfStock: Product;

test.beforeAll(async ({ request }) => {
  products = await allProducts(request);
  piece = pick(products, (p) => p.available && p.brand !== null && p.imageUrl !== null, 'branded product');
  outOfStock = pick(products, (p) => !p.available, 'product out of stock');
});

test.describe('SEO in the raw HTML', () => {
  test('a product page carries its name, price, canonical, hreflang and Product JSON-LD', async ({
    request,
  }) => {
    const response = await request.get(`/app/product/${piece.barcode}`);
    expect(response.status()).toBe(200);
    const html = await response.text();
    expect(html).toContain(`>${htmlEscaped(piece.description)}</h1>`);
    expect(html).toContain(euro(piece.netPrice));
    expect(html).toMatch(
      new RegExp(`<link rel="canonical" href="https?://[^"]+/app/product/${piece.barcode}"`),
    );
    expect(html).toMatch(new RegExp(`hrefLang="it" href="https?://[^"]+/app/it/product/${piece.barcode}"`));
    expect(html).toMatch(
      new RegExp(`hrefLang="x-default" href="https?://[^"]+/app/product/${piece.barcode}"`),
    );
    expect(html).toMatch(/<meta name="description" content="[^"]{40,}"/);

    const nodes = jsonLdOf(html);
    const product = nodes.find((n) => n['@type'] === 'Product');
    expect(product).toMatchObject({
      '@context': 'https://schema.org',
      name: piece.description,
      brand: { '@type': 'Brand', name: piece.brand },
      offers: {
        '@type': 'Offer',
        price: piece.netPrice.toFixed(2),
        priceCurrency: 'EUR',
        availability: 'https://schema.org/InStock',
      },
    });
    expect(String(product?.image)).toMatch(/^https?:\/\/.+\/app\/media\//);

    const breadcrumb = nodes.find((n) => n['@type'] === 'BreadcrumbList');
    const items = (breadcrumb?.itemListElement ?? []) as { name: string; item: string; position: number }[];
    expect(items.length).toBeGreaterThanOrEqual(3);
    expect(items[0]?.name).toBe('Home');
    expect(items[1]?.item).toMatch(/\/app\/category\?id=\d+$/);
    expect(items.at(-1)).toMatchObject({ name: piece.description, position: items.length });
  });

  test('an unavailable product is offered as out of stock', async ({ request }) => {
    const html = await (await request.get(`/app/product/${outOfStock.barcode}`)).text();
    const product = jsonLdOf(html).find((n) => n['@type'] === 'Product');
    expect(product?.offers).toMatchObject({
      availability: 'https://schema.org/OutOfStock',
      priceCurrency: 'EUR',
    });
  });

  test('the Italian product page is canonical to itself', async ({ request }) => {
    const html = await (await request.get(`/app/it/product/${piece.barcode}`)).text();
    expect(html).toMatch(
      new RegExp(`<link rel="canonical" href="https?://[^"]+/app/it/product/${piece.barcode}"`),
    );
    expect(html).toContain('<html lang="it"');
  });

  test('the home page has a title, a canonical address and hreflang alternates', async ({ request }) => {
    const html = await (await request.get('/app')).text();
    expect(html).toMatch(/<title>[^<]+<\/title>/);
    expect(html).toMatch(/<link rel="canonical" href="https?:\/\/[^"]+\/app"/);
    expect(html).toMatch(/hrefLang="it" href="https?:\/\/[^"]+\/app\/it"/);
  });
});

test.describe('sitemap.xml and robots.txt', () => {
  test('the sitemap lists home, static pages, categories and every product in both languages', async ({
    request,
  }) => {
    const locsOf = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1] ?? '');
    const index = await request.get('/app/sitemap.xml');
    expect(index.status()).toBe(200);
    expect(index.headers()['content-type']).toContain('xml');
    const indexXml = await index.text();
    expect(indexXml).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    // The demo catalogue fits one products file (25,000 products); a larger one gets more.
    const files = locsOf(indexXml).map((loc) => new URL(loc).pathname);
    expect(files).toEqual(['/app/sitemaps/sitemap/pages.xml', '/app/sitemaps/sitemap/products-0.xml']);

    let xml = '';
    for (const file of files) {
      const response = await request.get(file);
      expect(response.status()).toBe(200);
      expect(response.headers()['content-type']).toContain('xml');
      xml += await response.text();
    }
    expect((await request.get('/app/sitemaps/sitemap/products-1.xml')).status()).toBe(404);
    const locs = locsOf(xml);
    const paths = locs.map((loc) => new URL(loc).pathname + new URL(loc).search);

    for (const path of ['/app', '/app/it', '/app/stores', '/app/leaflets', '/app/privacy', '/app/loyalty']) {
      expect(paths).toContain(path);
    }
    expect(paths).toContain('/app/termsandconditions');
    expect(paths).toContain('/app/delivery');
    expect(paths.filter((p) => /^\/app\/leaflets\/\d+$/.test(p)).length).toBeGreaterThanOrEqual(2);
    expect(paths.filter((p) => /^\/app\/category\?id=\d+$/.test(p)).length).toBeGreaterThan(5);
    expect(paths.filter((p) => /^\/app\/it\/category\?id=\d+$/.test(p)).length).toBeGreaterThan(5);
    const productPaths = paths.filter((p) => /^\/app(\/it)?\/product\/\d+$/.test(p));
    expect(productPaths).toHaveLength(products.length * 2);
    expect(paths).toContain(`/app/product/${piece.barcode}`);
    expect(paths).toContain(`/app/it/product/${piece.barcode}`);
    expect(xml).toMatch(
      new RegExp(
        `<xhtml:link rel="alternate" hreflang="it" href="https?://[^"]+/app/it/product/${piece.barcode}"`,
      ),
    );
    expect(xml).toMatch(/<lastmod>\d{4}-\d\d-\d\dT/);
    expect(new Set(locs).size).toBe(locs.length);
  });

  test('robots.txt opens the catalogue, closes private pages and points at the sitemap', async ({
    request,
  }) => {
    const response = await request.get('/app/robots.txt');
    expect(response.status()).toBe(200);
    const robots = await response.text();
    const lines = robots.split('\n').map((l) => l.trim());
    expect(lines).toContain('User-Agent: *');
    expect(lines).toContain('Allow: /app/');
    for (const path of [
      '/app/api/',
      '/app/cart',
      '/app/checkout',
      '/app/profile',
      '/app/orders',
      '/app/it/cart',
    ]) {
      expect(lines).toContain(`Disallow: ${path}`);
    }
    expect(
      lines.filter((l) => /^Disallow: \/app(\/it)?\/(product|category|search|leaflets|stores)/.test(l)),
    ).toEqual([]);
    expect(robots).toMatch(/^Sitemap: https?:\/\/\S+\/app\/sitemap\.xml$/m);
  });
});
