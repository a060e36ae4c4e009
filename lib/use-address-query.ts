'use client';

import { useSyncExternalStore } from 'react';

/** Raised by showAddressQuery: the query changed without a navigation of Next's router. */
const ADDRESS_QUERY_EVENT = 'shop:address-query';

// Next's router renders again on its own navigations; popstate covers back and forward, and
// showAddressQuery's event a query changed in place.
const onHistory = (changed: () => void) => {
  window.addEventListener('popstate', changed);
  window.addEventListener(ADDRESS_QUERY_EVENT, changed);
  return () => {
    window.removeEventListener('popstate', changed);
    window.removeEventListener(ADDRESS_QUERY_EVENT, changed);
  };
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

/**
 * Tells useAddressQuery that Next's router has shown a new address. Its navigations change the
 * address without an event, and a component that does not render again for them (the header's
 * search box) would otherwise read the new query at some later render, such as the shopper's next
 * keystroke. A page whose address is its whole state calls it when that state arrives.
 */
export function announceAddressQuery(): void {
  window.dispatchEvent(new Event(ADDRESS_QUERY_EVENT));
}

/**
 * Shows another query of the same page ('?p=2', '' for none) as a new history entry, or in place
 * with `replace`, and tells useAddressQuery. Next's router does not render a page again when only
 * its query changes (the page reads no search params on the server), so a link to the same page
 * with another query goes through here; Next keeps its router in step with the history calls.
 */
export function showAddressQuery(search: string, replace = false): void {
  const url = `${window.location.pathname}${search}`;
  if (replace) window.history.replaceState(window.history.state, '', url);
  else window.history.pushState(null, '', url);
  announceAddressQuery();
}
