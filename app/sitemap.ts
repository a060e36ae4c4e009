import type { Category } from '@shop/product-api/contract/catalogue';
import type { MetadataRoute } from 'next';
import { z } from 'zod';
import { type AppLocale, routing } from '@/i18n/routing';
import { getCategories } from '@/lib/api/catalogue';
import { fetchEnvelope } from '@/lib/api/fetch-envelope';
import { getProductIndex } from '@/lib/api/product';
import { absoluteUrl } from '@/lib/seo/page-metadata';

/**
 * /app/sitemap.xml: every indexable page of the shop in both languages, each with its hreflang
 * alternates: home, the static pages, the store locator, the leaflets, every category and
 * sub-category and every product. Read from the API on request (cached by fetchEnvelope), never
 * at build time when the API is not running. The site root's /robots.txt belongs to the chain's
 * main site; it should carry `Sitemap: <SITE_URL>/app/sitemap.xml` (our own /app/robots.txt does).
 */
export const dynamic = 'force-dynamic';

/** A sitemap file holds at most 50,000 addresses (sitemaps.org); each page counts once per language. */
const MAX_URLS = 50_000;

const STATIC_PATHS = [
  '/',
  '/leaflets',
  '/stores',
  '/privacy',
  '/termsandconditions',
  '/loyalty',
  '/delivery',
  '/share',
];

type Page = { path: string; lastModified?: string };

function entriesOf(page: Page): MetadataRoute.Sitemap {
  const languages = Object.fromEntries(routing.locales.map((l) => [l, absoluteUrl(l, page.path)]));
  return routing.locales.map((locale: AppLocale) => ({
    url: absoluteUrl(locale, page.path),
    ...(page.lastModified ? { lastModified: page.lastModified } : {}),
    alternates: { languages: { ...languages, 'x-default': absoluteUrl(routing.defaultLocale, page.path) } },
  }));
}

const allCategories = (tree: readonly Category[]): Category[] =>
  tree.flatMap((c) => [c, ...allCategories(c.items)]);

/** Leaflet pages, when the content API has them; the sitemap stands without them. */
async function leafletPaths(): Promise<Page[]> {
  const leaflets = await fetchEnvelope('/cli/cms/leaflets', z.array(z.object({ id: z.number().int() })), {
    revalidate: 3600,
    tags: ['leaflets'],
  });
  if (!leaflets.ok) {
    console.error(`sitemap leaflets: ${leaflets.message}`);
    return [];
  }
  return leaflets.data.map((l) => ({ path: `/leaflets/${l.id}` }));
}

async function categoryPaths(): Promise<Page[]> {
  const categories = await getCategories(routing.defaultLocale);
  if (!categories.ok) {
    console.error(`sitemap categories: ${categories.message}`);
    return [];
  }
  return allCategories(categories.data).map((c) => ({ path: `/category?id=${c.id}` }));
}

export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const [leaflets, categories] = await Promise.all([leafletPaths(), categoryPaths()]);
  const pages: Page[] = [...STATIC_PATHS.map((path) => ({ path })), ...leaflets, ...categories];
  const room = Math.floor(MAX_URLS / routing.locales.length) - pages.length;
  const products = await getProductIndex(room);
  if (products.ok) {
    if (products.data.length === room) {
      console.warn(
        `sitemap: capped at ${room} products; split it with generateSitemaps for a larger catalogue`,
      );
    }
    pages.push(...products.data.map((p) => ({ path: `/product/${p.barcode}`, lastModified: p.updatedAt })));
  } else {
    console.error(`sitemap products: ${products.message}`);
  }
  return pages.flatMap(entriesOf);
}
