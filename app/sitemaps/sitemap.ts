import type { Category } from '@shop/product-api/contract/catalogue';
import type { MetadataRoute } from 'next';
import { z } from 'zod';
import { type AppLocale, routing } from '@/i18n/routing';
import { getCategories } from '@/lib/catalogue/catalogue-fetch';
import { fetchEnvelope } from '@/lib/api/fetch-envelope';
import { getProductIndexPage } from '@/lib/catalogue/product-fetch';
import { PRODUCTS_PER_SITEMAP, productsPageOf } from '@/lib/seo/sitemap-files';
import { currentSitemapIds } from '@/lib/seo/sitemap-ids';
import { absoluteUrl } from '@/lib/seo/page-metadata';

/**
 * The sitemap files /app/sitemaps/sitemap/<id>.xml (Next.js names them sitemap/<id>.xml in this
 * folder), listed by the index at /app/sitemap.xml (app/sitemap.xml/route.ts): 'pages' holds home,
 * the static pages, the store locator, the leaflets and every category and sub-category;
 * 'products-<n>' the catalogue, 25,000 products a file. Every address is there in both languages, each with its hreflang alternates. Read from
 * the API on request (cached by fetchEnvelope), never at build time when the API is not running.
 */
export const dynamic = 'force-dynamic';

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
  const leaflets = await fetchEnvelope(
    '/cli/cms/leaflets',
    z.array(z.object({ id: z.number().int() })),
    'catalogue',
  );
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

async function pagesSitemap(): Promise<MetadataRoute.Sitemap> {
  const [leaflets, categories] = await Promise.all([leafletPaths(), categoryPaths()]);
  return [...STATIC_PATHS.map((path) => ({ path })), ...leaflets, ...categories].flatMap(entriesOf);
}

async function productsSitemap(page: number): Promise<MetadataRoute.Sitemap> {
  const products = await getProductIndexPage(page, PRODUCTS_PER_SITEMAP);
  if (!products.ok) throw new Error(`sitemap products page ${page}: ${products.message}`);
  return products.data.data.flatMap((p) =>
    entriesOf({ path: `/product/${p.barcode}`, lastModified: p.updatedAt }),
  );
}

/** Which files there are: the products file count follows the catalogue. */
export async function generateSitemaps(): Promise<{ id: string }[]> {
  return (await currentSitemapIds()).map((id) => ({ id }));
}

export default async function sitemap(props: { id: Promise<string> }): Promise<MetadataRoute.Sitemap> {
  const id = await props.id;
  const productsPage = productsPageOf(id);
  return productsPage === null ? pagesSitemap() : productsSitemap(productsPage);
}
