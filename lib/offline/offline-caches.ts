import { BASE_PATH } from '@/lib/base-path';

/**
 * The Cache Storage the shop's service worker (public/sw.js) fills, as the pages see it (README:
 * Installable shop and lists offline). The names are spelled the same in public/sw.js, which is a
 * plain script and cannot import them.
 */

/** Every cache of the shop starts so; nothing else on the origin is touched. */
export const SHOP_CACHE_PREFIX = 'shop-';
/** The lists page, the customer's lists and the ticks waiting to be sent: personal, cleared at logout and login. */
export const LISTS_CACHE = 'shop-lists-v1';
/** Where the waiting ticks are kept, as a JSON answer under an address nothing serves. */
export const TICK_QUEUE_URL = `${BASE_PATH}/offline/list-ticks.json`;

/** Whether this browser has Cache Storage at all (not on plain http outside localhost). */
export const hasCacheStorage = () => typeof window !== 'undefined' && 'caches' in window;

/**
 * Deletes every cache of the shop: the lists and the waiting ticks of whoever was signed in, and
 * the build's files, which come back on the next visit. Logout, an ended session, a deleted account
 * and every login run it, so the next customer on this browser never sees another's lists.
 */
export async function forgetOfflineData(): Promise<void> {
  if (!hasCacheStorage()) return;
  const names = await caches.keys();
  await Promise.all(
    names.filter((name) => name.startsWith(SHOP_CACHE_PREFIX)).map((name) => caches.delete(name)),
  );
}
