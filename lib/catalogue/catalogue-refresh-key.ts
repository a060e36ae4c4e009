import { timingSafeEqual } from 'node:crypto';

/**
 * The storefront server (server/catalogue-watch.ts) asks its own Next.js, in the same process,
 * to expire the catalogue's cached pages. It proves it is itself with a key it makes at start-up
 * and puts here: nothing outside the process knows it, so no one else can empty the cache.
 */
export const CATALOGUE_REFRESH_KEY_ENV = 'SHOP_CATALOGUE_REFRESH_KEY';
export const CATALOGUE_REFRESH_KEY_HEADER = 'x-shop-refresh-key';

export function isCatalogueRefreshKey(presented: string | null): boolean {
  const key = process.env[CATALOGUE_REFRESH_KEY_ENV];
  if (!key || presented === null) return false;
  const a = Buffer.from(presented);
  const b = Buffer.from(key);
  return a.length === b.length && timingSafeEqual(a, b);
}
