/*
 * The shop's service worker (README: Installable shop and lists offline), served as /app/sw.js
 * with scope /app/. It keeps the customer's shopping lists readable without a signal and leaves
 * everything else to HTTP:
 * - the lists page and the lists' data calls: network first, the last copy when offline;
 * - the build's files (/app/_next/static/, named by their content): cache first, so a page boots
 *   offline;
 * - every other request (catalogue pages, the cart, orders, the profile, any POST) passes through
 *   untouched and is never stored.
 * The pages delete the caches at logout and login (lib/offline/offline-caches.ts, which spells
 * the cache names the same: this plain script cannot import them).
 */
const STATIC_CACHE = 'shop-static-v1';
const LISTS_CACHE = 'shop-lists-v1';
const KNOWN_CACHES = [STATIC_CACHE, LISTS_CACHE];

/** '/app', from the scope this script was registered with. */
const BASE = new URL(self.registration.scope).pathname.replace(/\/$/, '');
const STATIC_PREFIX = `${BASE}/_next/static/`;
/** /app/smartlist and /app/it/smartlist: the lists page in either language. */
const LISTS_PAGE = new RegExp(`^${BASE}(/it)?/smartlist/?$`);
/** The BFF's GET /app/api/slists and /app/api/slists/{id} (lib/lists/lists-requests.ts). */
const LISTS_DATA = new RegExp(`^${BASE}/api/slists(/\\d+)?$`);

self.addEventListener('install', () => {
  // A new version takes over at once: it only changes which answers are kept.
  void self.skipWaiting();
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      // Caches of an earlier version of this script go (their names end in another -vN).
      const names = await caches.keys();
      await Promise.all(
        names
          .filter((name) => name.startsWith('shop-') && !KNOWN_CACHES.includes(name))
          .map((name) => caches.delete(name)),
      );
      await self.clients.claim();
    })(),
  );
});

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  if (url.pathname.startsWith(STATIC_PREFIX)) {
    event.respondWith(cacheFirst(request));
  } else if (request.mode === 'navigate' && LISTS_PAGE.test(url.pathname)) {
    // One copy of the page whatever list its ?list= chose: the page reads the address itself.
    event.respondWith(networkFirst(request, `${url.origin}${url.pathname}`));
  } else if (LISTS_DATA.test(url.pathname) && !request.headers.has('range')) {
    event.respondWith(networkFirst(request, request.url));
  }
});

async function cacheFirst(request) {
  const cache = await caches.open(STATIC_CACHE);
  const kept = await cache.match(request);
  if (kept) return kept;
  const response = await fetch(request);
  if (response.ok) await cache.put(request, response.clone());
  return response;
}

/**
 * The network's answer, a copy kept under `key` when it is a success; the last copy when the
 * network cannot be reached. A refusal (401 after the session ended) is passed on, never kept.
 */
async function networkFirst(request, key) {
  const cache = await caches.open(LISTS_CACHE);
  try {
    const response = await fetch(request);
    if (response.ok) await cache.put(key, response.clone());
    return response;
  } catch (error) {
    const kept = await cache.match(key);
    if (kept) return kept;
    throw error;
  }
}
