import { isIP } from 'node:net';

/**
 * The shopper's address as far as the storefront can stand behind it. With no trusted proxy in
 * front (the default) it is the socket's peer, and a browser-written X-Forwarded-For changes
 * nothing. With `trustedHops` proxies in front, each of them appended the address it saw, so the
 * entry that many places from the right is the one the outermost trusted proxy saw; entries
 * further left are whatever the client wrote.
 */
export function clientAddressOf(
  socketAddress: string | undefined,
  forwardedFor: string | string[] | undefined,
  trustedHops: number,
): string | undefined {
  const peer = normalise(socketAddress);
  if (trustedHops === 0) return peer;
  const chain = (Array.isArray(forwardedFor) ? forwardedFor.join(',') : (forwardedFor ?? ''))
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '');
  // The peer is the nearest trusted proxy; the header holds the hops before it.
  const entry = chain.at(-trustedHops);
  return entry === undefined ? peer : (normalise(entry) ?? peer);
}

/** A plain IP literal, IPv4-mapped IPv6 shortened; anything else is not an address. */
function normalise(address: string | undefined): string | undefined {
  if (!address) return undefined;
  const plain = address.startsWith('::ffff:') && isIP(address.slice(7)) === 4 ? address.slice(7) : address;
  return isIP(plain) ? plain : undefined;
}
