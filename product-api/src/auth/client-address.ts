import { createHash, timingSafeEqual } from 'node:crypto';
import { isIP } from 'node:net';
import type { FastifyRequest } from 'fastify';

/** The longest textual IP address (an IPv4-mapped IPv6 one); anything longer is not an address. */
const MAX_ADDRESS_LENGTH = 45;
const IPV6_GROUPS = 8;
const NETWORK_GROUPS = 4;

/** What the address is decided from: the peer Fastify settled on and the headers. */
type RequestSeen = Pick<FastifyRequest, 'ip' | 'headers'>;

/**
 * Fastify's `trustProxy` for API_TRUSTED_PROXY_HOPS. With 0 nothing is trusted, so request.ip is
 * the peer of the socket whatever X-Forwarded-For says. Fastify refuses a bare hop count (it cannot
 * tell a proxy from a direct client), so the count is given as a trust function: it is only right
 * when the API can be reached solely through those proxies, which the README says.
 */
export function trustedProxyHops(hops: number): false | ((address: string, hop: number) => boolean) {
  return hops > 0 ? (_address, hop) => hop < hops : false;
}

/**
 * The address the per-address login limit counts. Shoppers sign in through the storefront's
 * backend-for-frontend, so request.ip is the storefront for all of them; the storefront vouches for
 * the shopper's address in X-Shop-Client-Address, which we believe only together with
 * X-Shop-Proxy-Key equal to BFF_SECRET. X-Forwarded-For counts only through trusted proxy hops
 * (trustedProxyHops), never because of where the caller sits: anyone on the host could rotate it.
 */
export function clientAddressOf(request: RequestSeen, bffSecret: string | undefined): string {
  const vouched = bffSecret ? vouchedAddress(request, bffSecret) : undefined;
  return vouched ?? addressBucket(request.ip) ?? request.ip;
}

function vouchedAddress(request: RequestSeen, bffSecret: string): string | undefined {
  const key = request.headers['x-shop-proxy-key'];
  const address = request.headers['x-shop-client-address'];
  if (typeof key !== 'string' || typeof address !== 'string') return undefined;
  return sameSecret(key, bffSecret) ? addressBucket(address) : undefined;
}

/** Compares digests, so neither the length nor the first differing byte shows in the timing. */
export function sameSecret(given: string, expected: string): boolean {
  const digest = (value: string) => createHash('sha256').update(value).digest();
  return timingSafeEqual(digest(given), digest(expected));
}

/**
 * The bucket an address counts in, or undefined when the text is not an IP literal. IPv4 counts
 * as itself (also when written IPv4-mapped, as a dual-stack socket reports it); IPv6 counts by
 * its /64 network, the block one customer line is given, or rotating the low bits of an address
 * would give a fresh bucket per guess.
 */
export function addressBucket(text: string): string | undefined {
  const address = text.trim().toLowerCase();
  if (address.length > MAX_ADDRESS_LENGTH || address.includes('%')) return undefined;
  const version = isIP(address);
  if (version === 4) return address;
  if (version !== 6) return undefined;
  const groups = ipv6Groups(address);
  const mapped = groups.slice(0, 6).join(':') === '0:0:0:0:0:65535';
  if (mapped) {
    const [high = 0, low = 0] = groups.slice(6);
    return [high >> 8, high & 255, low >> 8, low & 255].join('.');
  }
  return `${groups
    .slice(0, NETWORK_GROUPS)
    .map((group) => group.toString(16))
    .join(':')}::/64`;
}

/** The eight 16-bit groups of an address that isIP accepted as IPv6 (`::` and a dotted tail expanded). */
function ipv6Groups(address: string): number[] {
  const dotted = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(address);
  let text = address;
  if (dotted) {
    const [a, b, c, d] = dotted.slice(1).map(Number);
    const group = (high = 0, low = 0) => ((high << 8) | low).toString(16);
    text = `${address.slice(0, dotted.index)}${group(a, b)}:${group(c, d)}`;
  }
  const parse = (part: string | undefined) =>
    part ? part.split(':').map((group) => Number.parseInt(group, 16)) : [];
  const [head, tail] = text.split('::');
  const left = parse(head);
  if (tail === undefined) return left;
  const right = parse(tail);
  return [...left, ...new Array<number>(IPV6_GROUPS - left.length - right.length).fill(0), ...right];
}
