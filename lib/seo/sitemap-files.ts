import { routing } from '@/i18n/routing';

/**
 * How the sitemap is split into files (sitemaps.org: at most 50,000 addresses a file). The shop's
 * own pages (home, static pages, stores, leaflets, categories) make one file; the products follow,
 * each listed once per language, so a products file holds 25,000 of them. /app/sitemap.xml is
 * the index of these files: the one address the chain's robots.txt needs.
 */
export const URLS_PER_SITEMAP = 50_000;
export const PRODUCTS_PER_SITEMAP = Math.floor(URLS_PER_SITEMAP / routing.locales.length);
export const PAGES_SITEMAP = 'pages';
const PRODUCTS_SITEMAP = /^products-(0|[1-9]\d*)$/;

/** The files' ids, in the order the index lists them: the pages, then one a products page. */
export function sitemapIds(productCount: number): string[] {
  const productFiles = Math.ceil(productCount / PRODUCTS_PER_SITEMAP);
  return [PAGES_SITEMAP, ...Array.from({ length: productFiles }, (_, page) => `products-${page}`)];
}

/** The catalogue index page a products file lists, or null when the id is not a products file. */
export function productsPageOf(id: string): number | null {
  const match = PRODUCTS_SITEMAP.exec(id);
  return match ? Number(match[1]) : null;
}

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** A sitemap index (sitemaps.org) listing these sitemap files' addresses. */
export function sitemapIndexXml(urls: readonly string[]): string {
  const entries = urls.map((url) => `<sitemap><loc>${escapeXml(url)}</loc></sitemap>`).join('\n');
  return (
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
    '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n' +
    `${entries}\n</sitemapindex>\n`
  );
}
