'use client';

import { useSyncExternalStore } from 'react';

// Next's router renders again on its own navigations; popstate covers back and forward.
const onHistory = (changed: () => void) => {
  window.addEventListener('popstate', changed);
  return () => window.removeEventListener('popstate', changed);
};
const addressQuery = () => window.location.search;
// Cached pages are rendered once for every address: on the server there is no query.
const noQuery = () => '';

/**
 * The address's query ('?q=milk') as the browser has it, '' while rendering on the server and
 * hydrating. Not useSearchParams: on a cached page it needs a Suspense boundary, and on a page
 * rendered per request that boundary would stream React's inline reveal scripts, which the
 * Content-Security-Policy refuses.
 */
export function useAddressQuery(): string {
  return useSyncExternalStore(onHistory, addressQuery, noQuery);
}
