import type { Language } from '@shop/product-api/contract/catalogue';

/** A point on the map (the shopper's position for a distance sort). */
export type GeoPoint = { latitude: number; longitude: number };

export type StorePageParams = {
  /** Search text (name, address or town); blank lists every store. */
  q: string;
  /** Page from 0. */
  page: number;
  size: number;
  /** Sort by distance from here; null sorts by name. */
  origin: GeoPoint | null;
  /** Language of timetables and openings (the page's); without it the API reads Accept-Language. */
  lang?: Language;
};

/** The product-API path (after /cli) of one page of stores; the BFF forwards the same path. */
export function storePagePath({ q, page, size, origin, lang }: StorePageParams): string {
  const query = new URLSearchParams({ s: String(size), p: String(page) });
  if (q) query.set('q', q);
  if (lang) query.set('lang', lang);
  if (origin) {
    // Four decimals (about 10 m) are plenty for a distance in km and keep the cache keys few.
    query.set('lat', origin.latitude.toFixed(4));
    query.set('lon', origin.longitude.toFixed(4));
  }
  return `/stores/ecommerce?${query.toString()}`;
}
