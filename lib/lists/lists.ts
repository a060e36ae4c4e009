import type { Favourite, Smartlist } from '@shop/product-api/contract/lists';
import { queryOptions } from '@tanstack/react-query';
import type { TickQueue } from './offline-ticks';
import { hasSignedInHint } from '@/lib/session/signed-in-hint';

/**
 * The customer's shopping lists and favourites (spec §3 client state `smartlists`, `favourites`),
 * read by the two pages and by every product card's heart and list button. Free of zod like
 * lib/cart/cart.ts: the requests and their schemas (lists-requests.ts) load with the first call.
 * Logout and an ended session drop both with the rest of the shopper's data (forgetShopper).
 */
export const listsQueryKey = ['smartlists'] as const;
export const favouritesQueryKey = ['favourites'] as const;
/** The ticks made offline and not sent yet (lib/lists/offline-store.ts); dropped with the lists at logout. */
export const tickQueueQueryKey = ['smartlist-ticks'] as const;

/** Every list of the customer, oldest first (GET /cli/slists); [] for a visitor. */
export function listsQueryOptions() {
  return queryOptions({
    queryKey: listsQueryKey,
    queryFn: async (): Promise<Smartlist[]> => {
      if (!hasSignedInHint(document.cookie)) return [];
      return (await import('./lists-requests')).fetchLists();
    },
    staleTime: 60_000,
    // Asked even without a signal: the service worker answers with the last copy (README: Shopping
    // lists offline); React Query's default would wait for the connection and show nothing.
    networkMode: 'offlineFirst',
  });
}

/** The favourites (GET /cli/slists/products/favorite/all); [] for a visitor. */
export function favouritesQueryOptions() {
  return queryOptions({
    queryKey: favouritesQueryKey,
    queryFn: async (): Promise<Favourite[]> => {
      if (!hasSignedInHint(document.cookie)) return [];
      return (await import('./lists-requests')).fetchFavourites();
    },
    staleTime: 60_000,
  });
}

/**
 * Spec §4 smartlists: the list shown is the one chosen (the address's `?list=`, set after a
 * create, rename, copy or an order's copy), else the first; after a delete nothing is chosen, so
 * the first again.
 */
export function currentListOf(lists: readonly Smartlist[], chosenId: number | null): Smartlist | null {
  return lists.find((list) => list.id === chosenId) ?? lists[0] ?? null;
}

/** The `?list=` of the /smartlist address, or null. */
export function chosenListIdOf(query: string): number | null {
  const value = new URLSearchParams(query).get('list');
  return value !== null && /^\d+$/.test(value) ? Number(value) : null;
}

/** The lists holding a product, by barcode. */
export const listsHolding = (lists: readonly Smartlist[], barcode: string): Smartlist[] =>
  lists.filter((list) => list.items.some((item) => item.barcode === barcode));

/** Replaces one list in the cached lists (an item call answers the list), adding it when new. */
export function withList(lists: readonly Smartlist[] | undefined, list: Smartlist): Smartlist[] {
  const all = lists ?? [];
  return all.some((other) => other.id === list.id)
    ? all.map((other) => (other.id === list.id ? list : other))
    : [...all, list];
}

/** The ticks waiting for a connection, laid over the lists by the lists page (README: Shopping lists offline). */
export function tickQueueQueryOptions() {
  return queryOptions({
    queryKey: tickQueueQueryKey,
    queryFn: async (): Promise<TickQueue> => (await import('./offline-store')).readTickQueue(),
    staleTime: Infinity,
    networkMode: 'always',
  });
}
