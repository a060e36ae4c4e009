import type { ProductFilters } from './product-filters';
import { type RawSearchParams, searchFiltersOf, searchHref, searchTextOf } from './products-params';

/** The query parameters the search screen reads (spec §2 /search, with the spec's aliases). */
const SEARCH_PARAMS = [
  'q',
  'category',
  'categoryId',
  'brand',
  'brands',
  'onlyPromotions',
  'onlyBranded',
  'diets',
  'freeFrom',
] as const;

/** What a search page shows depends on these alone: its filters, and whether the text was cut. */
export type SearchView = { filters: ProductFilters; textShortened: boolean };

/**
 * The search screen's state from an address, as the page reads it: the first of repeated
 * parameters, the spec's aliases, values the API would refuse dropped, a too long text cut
 * (lib/catalogue/products-params.ts). Runs of spaces in the text become one: the search reads
 * words, and HTML shows 'milk  bread' as 'milk bread' anyway. Case and accents stay as typed,
 * because the page's title shows the text as the shopper wrote it (decision 0007).
 */
export function searchViewOf(search: URLSearchParams): SearchView {
  const raw: RawSearchParams = {};
  for (const name of SEARCH_PARAMS) {
    const value = search.get(name);
    if (value !== null) raw[name] = value;
  }
  const filters = searchFiltersOf(raw);
  if (filters.q) filters.q = filters.q.replace(/\s+/g, ' ');
  return { filters, textShortened: searchTextOf(raw.q).shortened };
}

const SHORTENED = 'shortened';

/** The view as one query string, its parameters in a fixed order. */
function canonicalQueryOf(view: SearchView): string {
  const query = new URLSearchParams(searchHref(view.filters).query);
  if (view.textShortened) query.set(SHORTENED, 'true');
  return query.toString();
}

/**
 * The search screen's address is `/search?q=…` (spec §2), but a page that reads its query cannot
 * be cached HTML. proxy.ts rewrites it to `/search/<view>`, a segment holding the view normalised,
 * so every spelling of one search is one cached page (architecture: A search). The server's page
 * memory keys it the same way. The shopper's address does not change.
 */
export function searchViewSegment(search: URLSearchParams): string {
  return segmentOf(searchViewOf(search));
}

const segmentOf = (view: SearchView) =>
  `s${Buffer.from(canonicalQueryOf(view), 'utf8').toString('base64url')}`;

/**
 * The view of a `/search/<view>` segment, or null when it is not one searchViewSegment made: a
 * segment written by hand with the same view spelled otherwise would be another cached page.
 */
export function searchViewOfSegment(segment: string): SearchView | null {
  if (!/^s[A-Za-z0-9_-]*$/.test(segment)) return null;
  const query = new URLSearchParams(Buffer.from(segment.slice(1), 'base64url').toString('utf8'));
  const view = { ...searchViewOf(query), textShortened: query.get(SHORTENED) === 'true' };
  return segmentOf(view) === segment ? view : null;
}

/** Everything of the query but the screen's state (e.g. origin=APP, utm_*), to pass on unchanged. */
export function otherSearchParams(search: URLSearchParams): string {
  const rest = new URLSearchParams(search);
  for (const name of SEARCH_PARAMS) rest.delete(name);
  const text = rest.toString();
  return text ? `?${text}` : '';
}
