/**
 * What a shared /share link points at (marketing adds `barcode`, `leaflet` or `path` to the query).
 * Only the shop's own pages are ever linked: a path must be a plain same-site path, so the share
 * page can never be turned into an open redirect to another site.
 */
export type SharedItem =
  | { kind: 'product'; href: string; barcode: string }
  | { kind: 'leaflet'; href: string; id: string }
  | { kind: 'page'; href: string };

type Query = Record<string, string | string[] | undefined>;

const BARCODE = /^[A-Za-z0-9]{1,32}$/;
const LEAFLET_ID = /^[1-9][0-9]{0,9}$/;
// Letters, digits and the few characters the shop's own paths use; no '\', '%', ':' or '//'.
const SAFE_PATH = /^(\/[A-Za-z0-9._~-]+)+\/?$/;
const SAFE_QUERY = /^[A-Za-z0-9=&._~+,-]*$/;
const BASE_PATH = '/app';
const LOCALE_PREFIX = /^\/(en|it)(?=\/|$)/;

function first(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

/** A same-site shop path (without /app or a locale prefix), or null when it is anything else. */
export function safeShopPath(raw: string): string | null {
  const [pathPart = '', query, ...more] = raw.trim().split('?');
  if (more.length > 0 || (query !== undefined && !SAFE_QUERY.test(query))) return null;
  let path = pathPart;
  if (path === BASE_PATH || path.startsWith(`${BASE_PATH}/`)) path = path.slice(BASE_PATH.length) || '/';
  path = path.replace(LOCALE_PREFIX, '') || '/';
  if (path === '/') return query ? `/?${query}` : '/';
  if (!SAFE_PATH.test(path)) return null;
  if (path.split('/').some((segment) => segment === '.' || segment === '..')) return null;
  // The share pages themselves would only loop back here.
  if (/^\/(app\/)?share\/?$/.test(path)) return null;
  return query ? `${path}?${query}` : path;
}

/** The query that names `item` again (e.g. for the same page in the other language). */
export function sharedItemQuery(item: SharedItem | null): Record<string, string> {
  if (!item) return {};
  if (item.kind === 'product') return { barcode: item.barcode };
  if (item.kind === 'leaflet') return { leaflet: item.id };
  return { path: item.href };
}

/** The first valid shared item of the query: a product, then a leaflet, then a page. */
export function sharedItem(query: Query): SharedItem | null {
  const barcode = first(query.barcode)?.trim();
  if (barcode && BARCODE.test(barcode)) {
    return { kind: 'product', barcode, href: `/product/${barcode}` };
  }
  const leaflet = first(query.leaflet)?.trim();
  if (leaflet && LEAFLET_ID.test(leaflet))
    return { kind: 'leaflet', id: leaflet, href: `/leaflets/${leaflet}` };
  const path = first(query.path);
  const safe = path ? safeShopPath(path) : null;
  return safe && safe !== '/' ? { kind: 'page', href: safe } : null;
}

/**
 * The shared item of an address's query string (`location.search`), read the way the server reads
 * a query: a repeated parameter keeps its first value. The share pages are cached HTML, the same
 * for every link, so the browser reads the item.
 */
export function sharedItemInSearch(search: string): SharedItem | null {
  const query: Record<string, string[]> = {};
  for (const [name, value] of new URLSearchParams(search)) (query[name] ??= []).push(value);
  return sharedItem(query);
}
