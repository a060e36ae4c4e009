import type { StoreSortOrder } from './store-sort';

/** What the address bar holds: ?q=&sort=&p= (p counts from 1 there, from 0 here). */
export type StoreView = { q: string; sort: StoreSortOrder; page: number };

/** The view the cached page is rendered with: every store by name, first page. */
export const DEFAULT_STORE_VIEW: StoreView = { q: '', sort: 'name', page: 0 };

/** Longest search text, as the search box allows. */
const MAX_SEARCH_LENGTH = 100;
const MAX_PAGE = 10_000;

/** The query string of a view; blank and default values are left out. */
export function searchOfView(view: StoreView): string {
  const params = new URLSearchParams();
  if (view.q) params.set('q', view.q);
  if (view.sort === 'distance') params.set('sort', 'distance');
  if (view.page > 0) params.set('p', String(view.page + 1));
  const search = params.toString();
  return search ? `?${search}` : '';
}

/** The view an address asks for (`location.search`); anything odd falls back to the default. */
export function viewOfSearch(search: string): StoreView {
  const params = new URLSearchParams(search);
  const page = Number.parseInt(params.get('p') ?? '', 10);
  return {
    q: (params.get('q') ?? '').trim().slice(0, MAX_SEARCH_LENGTH),
    sort: params.get('sort') === 'distance' ? 'distance' : 'name',
    page: Number.isInteger(page) && page >= 1 && page <= MAX_PAGE ? page - 1 : 0,
  };
}

export const sameView = (a: StoreView, b: StoreView) => a.q === b.q && a.sort === b.sort && a.page === b.page;
