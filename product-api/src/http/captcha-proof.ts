import { isIP } from 'node:net';
import type { FastifyRequest } from 'fastify';
import { clientAddressOf } from '../auth/client-address';
import { CAPTCHA_TOKEN_HEADER } from '../contract/contact';

/** The hCaptcha widget's token from its header (the contact form and the login's human check). */
export function captchaTokenOf(request: FastifyRequest): string | undefined {
  const token = request.headers[CAPTCHA_TOKEN_HEADER];
  return typeof token === 'string' && token.trim() !== '' ? token.trim() : undefined;
}

/**
 * The shopper's address for hCaptcha's optional remoteip: only a plain address (an IPv6 one is
 * counted by its /64 and then no address) and never this host, which is the storefront calling
 * on the shopper's behalf when it did not vouch for them.
 */
export function shopperAddressOf(request: FastifyRequest, bffSecret: string | undefined): string | undefined {
  const address = clientAddressOf(request, bffSecret);
  const loopback = address === '::1' || address.startsWith('127.');
  return isIP(address) !== 0 && !loopback ? address : undefined;
}

/**
 * Where a sign-in came from (profiles/guarded-login.ts): the counted address bucket and the human
 * check's proof. One place for the customers' and the staff's sign-in routes.
 */
export function loginOriginOf(request: FastifyRequest, bffSecret: string | undefined) {
  return {
    clientAddress: clientAddressOf(request, bffSecret),
    humanCheck: { token: captchaTokenOf(request), remoteIp: shopperAddressOf(request, bffSecret) },
  };
}
