import type { Language } from '@shop/product-api/contract/catalogue';
import { type FoodFilters, foodFilterParams } from './food-filters';

/**
 * The filters of a product list (category screen or search results), as GET
 * /cli/ecommerce/products takes them (spec §7). Absent means 'any'. The query options
 * (products.ts), the browser's request (products-request.ts) and the server's fetch
 * (catalogue-fetch.ts) all build the same query string from here.
 */
export type ProductFilters = FoodFilters & {
  q?: string;
  category?: number;
  tag?: string;
  brand?: string;
  onlyPromotions?: boolean;
  onlyBranded?: boolean;
};

/**
 * The API query string of one page of a product list, products named in `lang`; keys in a fixed
 * order (one cache entry).
 */
export function productsQueryString(filters: ProductFilters, page: number, lang: Language): string {
  const params = new URLSearchParams();
  if (filters.q) params.set('q', filters.q);
  if (filters.category !== undefined) params.set('category', String(filters.category));
  if (filters.tag) params.set('tag', filters.tag);
  if (filters.brand) params.set('brand', filters.brand);
  if (filters.onlyPromotions) params.set('onlyPromotions', 'true');
  if (filters.onlyBranded) params.set('onlyBranded', 'true');
  for (const [name, value] of Object.entries(foodFilterParams(filters))) params.set(name, value);
  params.set('p', String(page));
  params.set('lang', lang);
  return params.toString();
}
