/**
 * The shopper's address, passed on to the API so its per-address login limit counts shoppers and
 * not the storefront. Next sets X-Forwarded-For to the socket's address when no proxy did; behind
 * a proxy the right-most entry is the one that proxy saw, earlier ones are whatever the client sent.
 */
export function shopperAddress(headers: Headers): string | null {
  const nearest = headers.get('x-forwarded-for')?.split(',').at(-1)?.trim();
  return nearest ? nearest : null;
}
