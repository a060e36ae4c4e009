import { queryOptions } from '@tanstack/react-query';

/** Spec §9: suggestions are asked for 1000 ms after the shopper stops typing. */
export const SUGGESTION_DEBOUNCE_MS = 1000;

/**
 * The header search box's suggestions for a text (spec §7 GET /products/search): tips, categories
 * with counts, brands. The request module (and zod) loads with the first suggestion asked for.
 */
export function suggestionsQueryOptions(q: string, lang: string) {
  return queryOptions({
    queryKey: ['suggestions', lang, q],
    queryFn: async () => {
      const { fetchSuggestions } = await import('./suggestions-request');
      return fetchSuggestions(q, lang);
    },
    enabled: q.length > 0,
    staleTime: 5 * 60_000,
  });
}
