import {
  PRODUCTS_PER_SITEMAP,
  URLS_PER_SITEMAP,
  productsPageOf,
  sitemapIds,
  sitemapIndexXml,
} from '@/lib/seo/sitemap-files';

describe('sitemap files', () => {
  it('fits a products file in one sitemap: each product is listed in English and Italian', () => {
    expect(PRODUCTS_PER_SITEMAP).toBe(25_000);
    expect(PRODUCTS_PER_SITEMAP * 2).toBeLessThanOrEqual(URLS_PER_SITEMAP);
  });

  it('has the pages file, then one products file per 25,000 products', () => {
    expect(sitemapIds(0)).toEqual(['pages']);
    expect(sitemapIds(1)).toEqual(['pages', 'products-0']);
    expect(sitemapIds(25_000)).toEqual(['pages', 'products-0']);
    expect(sitemapIds(25_001)).toEqual(['pages', 'products-0', 'products-1']);
    expect(sitemapIds(50_000)).toEqual(['pages', 'products-0', 'products-1']);
  });

  it('reads the catalogue page of a products file, and nothing from other ids', () => {
    expect(productsPageOf('products-0')).toBe(0);
    expect(productsPageOf('products-12')).toBe(12);
    for (const id of ['pages', 'products-', 'products-01', 'products--1', 'products-1.xml', 'x-products-1']) {
      expect(productsPageOf(id)).toBeNull();
    }
  });

  it('writes a sitemap index with each file once, in order, escaped', () => {
    const xml = sitemapIndexXml([
      'https://shop.example/app/sitemaps/sitemap/pages.xml',
      'https://shop.example/a?b=1&c=2',
    ]);
    expect(
      xml.startsWith(
        '<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
      ),
    ).toBe(true);
    expect([...xml.matchAll(/<sitemap><loc>([^<]+)<\/loc><\/sitemap>/g)].map((m) => m[1])).toEqual([
      'https://shop.example/app/sitemaps/sitemap/pages.xml',
      'https://shop.example/a?b=1&amp;c=2',
    ]);
    expect(xml.trimEnd().endsWith('</sitemapindex>')).toBe(true);
  });
});
