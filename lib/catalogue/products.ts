import type { ProductPage } from '@shop/product-api/contract/catalogue';
import { infiniteQueryOptions } from '@tanstack/react-query';

/**
 * The filters of a product list (category screen or search results), as GET
 * /cli/ecommerce/products takes them (spec §7). Absent means 'any'.
 */
export type ProductFilters = {
  q?: string;
  category?: number;
  tag?: string;
  brand?: string;
  onlyPromotions?: boolean;
  onlyBranded?: boolean;
};

/** The API query string of one page of a product list; keys in a fixed order (one cache entry). */
export function productsQueryString(filters: ProductFilters, page: number): string {
  const params = new URLSearchParams();
  if (filters.q) params.set('q', filters.q);
  if (filters.category !== undefined) params.set('category', String(filters.category));
  if (filters.tag) params.set('tag', filters.tag);
  if (filters.brand) params.set('brand', filters.brand);
  if (filters.onlyPromotions) params.set('onlyPromotions', 'true');
  if (filters.onlyBranded) params.set('onlyBranded', 'true');
  params.set('p', String(page));
  return params.toString();
}

/**
 * Spec §4: the next page is loaded while the page index is below totalPages - 1, and never once
 * the API says `last`.
 */
export function nextPageOf(page: ProductPage): number | undefined {
  return !page.last && page.number < page.totalPages - 1 ? page.number + 1 : undefined;
}

/** The same filters always make the same key, whatever order or undefined fields they came with. */
export function productsQueryKey(filters: ProductFilters) {
  return ['products', productsQueryString(filters, 0)] as const;
}

/**
 * A product list paged from 0 with endless scrolling. The server renders page 0 and hands it in
 * as initialData; later pages come through the BFF. Any change of filters is a new key, so the
 * list starts again from page 0 (spec §4). The request module (with zod) loads on first use.
 */
export function productsQueryOptions(filters: ProductFilters, firstPage?: ProductPage) {
  return infiniteQueryOptions({
    queryKey: productsQueryKey(filters),
    queryFn: async ({ pageParam }) => {
      const { fetchProductsPage } = await import('./products-request');
      return fetchProductsPage(filters, pageParam);
    },
    initialPageParam: 0,
    getNextPageParam: nextPageOf,
    ...(firstPage ? { initialData: { pages: [firstPage], pageParams: [0] } } : {}),
    staleTime: 60_000,
  });
}
