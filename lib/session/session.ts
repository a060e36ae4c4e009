import type { Profile } from '@shop/product-api/contract/profiles';
import { queryOptions } from '@tanstack/react-query';
import { hasSignedInHint } from '@/lib/session/signed-in-hint';

export const sessionQueryKey = ['session'] as const;

/**
 * Who is signed in, from the storefront's session cookie (null for a visitor). Every page asks
 * (in the browser: pages are the same cached HTML for everyone),
 * so this module stays free of zod: the request and its schema load with the query, after the
 * page has rendered (logIn and logOut live beside it in session-requests.ts).
 */
export function sessionQueryOptions() {
  return queryOptions({
    queryKey: sessionQueryKey,
    queryFn: async (): Promise<Profile | null> => {
      // Without the hint no one is signed in: a visitor costs no request and no schema code.
      if (!hasSignedInHint(document.cookie)) return null;
      const { fetchSession } = await import('./session-requests');
      return fetchSession();
    },
    staleTime: 5 * 60_000,
  });
}
