import type { StorePage } from '@shop/product-api/contract/stores';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { StorePageParams } from './stores-path';

/**
 * One page of the store locator (spec §2). The page the server rendered comes in as initialData;
 * other searches, pages and the distance sort go through the BFF. The request module (with zod)
 * loads with the first such request, not with the page.
 */
export function storePageQueryOptions(params: StorePageParams, serverPage?: StorePage) {
  return queryOptions({
    queryKey: ['stores', params.lang, params.q, params.page, params.size, params.origin] as const,
    queryFn: async () => {
      const { fetchStorePage } = await import('./stores-page-request');
      return fetchStorePage(params);
    },
    ...(serverPage ? { initialData: serverPage } : {}),
    // While the next page or search loads, the current list stays (dimmed) instead of a blank.
    placeholderData: keepPreviousData,
    staleTime: 5 * 60_000,
  });
}
