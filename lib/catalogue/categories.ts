import { queryOptions } from '@tanstack/react-query';

/**
 * The category tree of the header's categories modal. Asked for when the shopper reaches for the
 * button (hover, touch, focus) rather than sent with every page: it is the largest part of the
 * layout's data and most visits never open the modal. The request module (and zod) load with it.
 */
export function categoriesQueryOptions(lang: string) {
  return queryOptions({
    queryKey: ['categories', lang],
    queryFn: async () => {
      const { fetchCategories } = await import('./categories-request');
      return fetchCategories(lang);
    },
    staleTime: 5 * 60_000,
  });
}
