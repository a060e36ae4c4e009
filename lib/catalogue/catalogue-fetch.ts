import 'server-only';
import { categorySchema, productPageSchema, suggestionsSchema } from '@shop/product-api/contract/catalogue';
import type { Category, Language, ProductPage, Suggestions } from '@shop/product-api/contract/catalogue';
import { z } from 'zod';
import { type ProductFilters, productsQueryString } from './product-filters';
import { type ApiResult, type FetchCache, fetchEnvelope } from '@/lib/api/fetch-envelope';

const byOrder = (a: Category, b: Category) => a.order - b.order;

/**
 * The category tree, main categories and their sub-categories sorted by `order` (spec §3),
 * named in the shopper's language (the API falls back to English where it has no Italian).
 */
export async function getCategories(lang: Language, tag?: string): Promise<ApiResult<Category[]>> {
  const tagQuery = tag ? `&tag=${encodeURIComponent(tag)}` : '';
  const result = await fetchEnvelope(
    `/cli/categories?lang=${lang}${tagQuery}`,
    z.array(categorySchema),
    'catalogue',
  );
  if (!result.ok) return result;
  const sortTree = (items: Category[]): Category[] =>
    [...items].sort(byOrder).map((c) => ({ ...c, items: sortTree(c.items) }));
  return { ok: true, data: sortTree(result.data) };
}

/** One page (from 0) of the home page's featured products, named in `lang`. */
export async function getFeaturedProducts(page: number, lang: Language): Promise<ApiResult<ProductPage>> {
  return fetchEnvelope(
    `/cli/ecommerce/products/featured?p=${page}&lang=${lang}`,
    productPageSchema,
    'catalogue',
  );
}

/**
 * One page (from 0) of a category's, a tag's or a search's products (spec §7 GET /products), for
 * the server-rendered first page of the category and search screens.
 */
export async function getProductPage(
  filters: ProductFilters,
  page: number,
  cache: FetchCache,
  lang: Language,
): Promise<ApiResult<ProductPage>> {
  return fetchEnvelope(
    `/cli/ecommerce/products?${productsQueryString(filters, page, lang)}`,
    productPageSchema,
    cache,
  );
}

/** The search box's suggestions for a text; the search page offers their brands and categories as filters. */
export async function getSuggestions(q: string, lang: Language): Promise<ApiResult<Suggestions>> {
  const query = new URLSearchParams({ q, lang }).toString();
  return fetchEnvelope(`/cli/ecommerce/products/search?${query}`, suggestionsSchema, 'page');
}
