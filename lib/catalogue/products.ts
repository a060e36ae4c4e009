import type { Language, ProductPage } from '@shop/product-api/contract/catalogue';
import { infiniteQueryOptions } from '@tanstack/react-query';
import { type ProductFilters, productsQueryString } from './product-filters';

/**
 * Spec §4: the next page is loaded while the page index is below totalPages - 1, and never once
 * the API says `last`.
 */
export function nextPageOf(page: ProductPage): number | undefined {
  return !page.last && page.number < page.totalPages - 1 ? page.number + 1 : undefined;
}

/** The same filters always make the same key, whatever order or undefined fields they came with. */
export function productsQueryKey(filters: ProductFilters, lang: Language) {
  return ['products', productsQueryString(filters, 0, lang)] as const;
}

/**
 * A product list paged from 0 with endless scrolling. The server renders page 0 and hands it in
 * as initialData; later pages come through the BFF. Any change of filters is a new key, so the
 * list starts again from page 0 (spec §4). The request module (with zod) loads on first use.
 */
export function productsQueryOptions(filters: ProductFilters, lang: Language, firstPage?: ProductPage) {
  return infiniteQueryOptions({
    queryKey: productsQueryKey(filters, lang),
    queryFn: async ({ pageParam }) => {
      const { fetchProductsPage } = await import('./products-request');
      return fetchProductsPage(filters, pageParam, lang);
    },
    initialPageParam: 0,
    getNextPageParam: nextPageOf,
    ...(firstPage ? { initialData: { pages: [firstPage], pageParams: [0] } } : {}),
    staleTime: 60_000,
  });
}
