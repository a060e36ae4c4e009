/**
 * The request header in which the storefront's own Node server, in front of Next, states the
 * origin the browser reached (`https://shop.example.mt`): the Host header and the server's own
 * scheme, or what TRUSTED_PROXY_HOPS trusted proxies said in X-Forwarded-Host/-Proto. It sets it
 * on every request, overwriting whatever the browser sent, as with the shopper's address
 * (shopper-address.ts): a client's own X-Forwarded-* headers decide nothing.
 */
export const SHOP_ORIGIN_HEADER = 'x-shop-origin';

const ORIGIN = /^https?:\/\/[^/?#\s]+$/i;

/** The origin the server stated, or null when the request did not come through it. */
export function statedOrigin(headers: Headers): string | null {
  const origin = headers.get(SHOP_ORIGIN_HEADER)?.trim();
  return origin && ORIGIN.test(origin) ? origin.toLowerCase() : null;
}
