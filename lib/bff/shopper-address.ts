import { isIP } from 'node:net';

/**
 * The request header in which the storefront's own Node server, in front of Next, states the
 * shopper's address: the socket's peer, or the entry TRUSTED_PROXY_HOPS trusted proxies added. It
 * sets the header on every request, overwriting whatever the browser sent, so unlike
 * X-Forwarded-For (which any client can write) it is an address we can stand behind.
 */
export const CLIENT_ADDRESS_HEADER = 'x-shop-client-address';

/**
 * The shopper's address, passed on to the API so its per-address login limit counts shoppers and
 * not the storefront; null when the header is missing or is not an IP literal.
 */
export function shopperAddress(headers: Headers): string | null {
  const address = headers.get(CLIENT_ADDRESS_HEADER)?.trim();
  return address && isIP(address) !== 0 ? address : null;
}
