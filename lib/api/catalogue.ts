import 'server-only';
import { categorySchema, productPageSchema } from '@shop/product-api/contract/catalogue';
import type { Category, Language, ProductPage } from '@shop/product-api/contract/catalogue';
import { z } from 'zod';
import { type ApiResult, fetchEnvelope } from './fetch-envelope';

const byOrder = (a: Category, b: Category) => a.order - b.order;

/**
 * The category tree, main categories and their sub-categories sorted by `order` (spec §3),
 * named in the shopper's language (the API falls back to English where it has no Italian).
 */
export async function getCategories(lang: Language): Promise<ApiResult<Category[]>> {
  const result = await fetchEnvelope(`/cli/categories?lang=${lang}`, z.array(categorySchema), {
    revalidate: 300,
    tags: ['categories'],
  });
  if (!result.ok) return result;
  const sortTree = (items: Category[]): Category[] =>
    [...items].sort(byOrder).map((c) => ({ ...c, items: sortTree(c.items) }));
  return { ok: true, data: sortTree(result.data) };
}

/** One page (from 0) of the home page's featured products. */
export async function getFeaturedProducts(page: number): Promise<ApiResult<ProductPage>> {
  return fetchEnvelope(`/cli/ecommerce/products/featured?p=${page}`, productPageSchema, {
    revalidate: 60,
    tags: ['featured-products'],
  });
}
