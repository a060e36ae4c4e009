import type { Profile } from '@shop/product-api/contract/profiles';
import { queryOptions } from '@tanstack/react-query';

export const sessionQueryKey = ['session'] as const;

/**
 * Who is signed in, from the storefront's session cookie (null for a visitor). Every page asks,
 * so this module stays free of zod: the request and its schema load with the query, after the
 * page has rendered (logIn and logOut live beside it in session-requests.ts).
 */
export function sessionQueryOptions() {
  return queryOptions({
    queryKey: sessionQueryKey,
    queryFn: async (): Promise<Profile | null> => {
      const { fetchSession } = await import('./session-requests');
      return fetchSession();
    },
    staleTime: 5 * 60_000,
  });
}
