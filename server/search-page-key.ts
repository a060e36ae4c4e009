import { searchViewSegment } from '../lib/catalogue/search-address';
import { SEARCH_KEY_PREFIX } from './page-memory';

/** A search page's address, in English or Italian; with a trailing slash Next answers a redirect. */
const SEARCH_PAGE = /^(\/app(?:\/it)?\/search)(?:\?(.*))?$/;

/**
 * The page memory's key of a request: scheme and URL, except that every spelling of one search
 * (`?q=milk&x=1`, `?x=1&q=+milk`) is one key, the view proxy.ts rewrites it to
 * (lib/catalogue/search-address.ts), in the memory's share for search pages.
 */
export function pageMemoryKeyOf(scheme: 'http' | 'https', url: string): string {
  const search = SEARCH_PAGE.exec(url);
  if (!search) return `${scheme} ${url}`;
  const [, path, query = ''] = search;
  return `${SEARCH_KEY_PREFIX}${scheme} ${path}/${searchViewSegment(new URLSearchParams(query))}`;
}
