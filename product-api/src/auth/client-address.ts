import type { FastifyRequest } from 'fastify';

const LOOPBACK = /^(127\.|::1$|::ffff:127\.)/;

/**
 * The address a per-IP limit should count. Shoppers reach the API through the storefront's
 * backend-for-frontend, so every login would otherwise come from the storefront's own address and
 * ten shoppers a minute would lock out the whole shop. The storefront forwards the shopper's
 * address in X-Forwarded-For; we believe that header only from a loopback peer (the storefront on
 * the same host), so a client calling the API directly cannot choose its own bucket.
 */
export function clientAddress(request: FastifyRequest): string {
  const peer = request.socket.remoteAddress ?? '';
  if (!LOOPBACK.test(peer)) return request.ip;
  const header = request.headers['x-forwarded-for'];
  const forwarded = Array.isArray(header) ? header.at(-1) : header;
  // The right-most entry is the one our own proxy added; earlier ones are whatever the client sent.
  const nearest = forwarded?.split(',').at(-1)?.trim();
  return nearest ? nearest : request.ip;
}
