import type { Language, ProductPage } from '@shop/product-api/contract/catalogue';
import { infiniteQueryOptions } from '@tanstack/react-query';

/**
 * Featured products of the home page, paged from 0 (spec §2). The first page is rendered on the
 * server and handed in as initialData; 'Load more' fetches the next ones through the BFF. The
 * request module (and zod, which parses the answer) is loaded with the first 'Load more', not
 * with the page: the home page's first-load JavaScript has a budget.
 */
export function featuredProductsQueryOptions(lang: Language, firstPage?: ProductPage) {
  return infiniteQueryOptions({
    queryKey: ['featured-products', lang],
    queryFn: async ({ pageParam }) => {
      const { fetchFeaturedPage } = await import('./featured-page-request');
      return fetchFeaturedPage(pageParam, lang);
    },
    initialPageParam: 0,
    getNextPageParam: (last: ProductPage) => (last.last ? undefined : last.number + 1),
    ...(firstPage ? { initialData: { pages: [firstPage], pageParams: [0] } } : {}),
    staleTime: 5 * 60_000,
  });
}
