import { foodFilterParams } from '@/lib/catalogue/food-filters';
import { type RawSearchParams, categoryParamsOf } from '@/lib/catalogue/products-params';

/** The query parameters that are the category screen's state (spec §2 /category). */
const VIEW_PARAMS = ['id', 'tag', 'onlyPromotions', 'diets', 'freeFrom'] as const;

/**
 * The category screen's address is `/category?id=&tag=&onlyPromotions=` (spec §2), but a page that
 * reads its query cannot be cached HTML. proxy.ts rewrites it to `/category/<view>`, a segment
 * holding the same state normalised (so `?id=012&x=1` and `?id=12` are one cached page), in
 * base64url so any tag text is one safe path segment. The shopper's address does not change.
 */
export function categoryViewSegment(search: URLSearchParams): string {
  const raw: RawSearchParams = {};
  for (const name of VIEW_PARAMS) {
    const value = search.get(name);
    if (value !== null) raw[name] = value;
  }
  const params = categoryParamsOf(raw);
  const canonical = new URLSearchParams();
  if (params.id !== null) canonical.set('id', String(params.id));
  if (params.tag) canonical.set('tag', params.tag);
  if (params.onlyPromotions) canonical.set('onlyPromotions', 'true');
  for (const [name, value] of Object.entries(foodFilterParams(params.food))) canonical.set(name, value);
  return `v${Buffer.from(canonical.toString(), 'utf8').toString('base64url')}`;
}

/** The query of a `/category/<view>` segment, or null when it is not one categoryViewSegment made. */
export function categorySearchOf(segment: string): RawSearchParams | null {
  if (!/^v[A-Za-z0-9_-]*$/.test(segment)) return null;
  const query = Buffer.from(segment.slice(1), 'base64url').toString('utf8');
  return Object.fromEntries(new URLSearchParams(query));
}

/** Everything of the query but the screen's state (e.g. origin=APP, utm_*), to pass on unchanged. */
export function otherParams(search: URLSearchParams): string {
  const rest = new URLSearchParams(search);
  for (const name of VIEW_PARAMS) rest.delete(name);
  const text = rest.toString();
  return text ? `?${text}` : '';
}
