import type { IncomingHttpHeaders } from 'node:http';

/**
 * The origin the browser reached, as far as the storefront can stand behind it: the same rule as
 * the shopper's address (client-address.ts). With no trusted proxy in front (the default) it is
 * the Host header and this server's own scheme (https only with COOKIE_SECURE=true), and a
 * browser-written X-Forwarded-Host/-Proto changes nothing. With `trustedHops` proxies in front,
 * the entry that many places from the right is the one the outermost trusted proxy wrote; a proxy
 * that sets the header rather than appending leaves a single entry, which is its own.
 */
export type TrustedOrigin = { proto: 'http' | 'https'; host: string };

const HOST = /^(?:[a-z0-9-]+(?:\.[a-z0-9-]+)*|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i;

export function trustedOriginOf(
  headers: IncomingHttpHeaders,
  trustedHops: number,
  alwaysHttps: boolean,
): TrustedOrigin {
  const ownHost = plainHost(headers.host) ?? 'localhost';
  if (trustedHops === 0) return { proto: alwaysHttps ? 'https' : 'http', host: ownHost };
  const proto = trustedEntry(headers['x-forwarded-proto'], trustedHops)?.toLowerCase();
  return {
    proto: alwaysHttps || proto === 'https' ? 'https' : 'http',
    host: plainHost(trustedEntry(headers['x-forwarded-host'], trustedHops)) ?? ownHost,
  };
}

/**
 * Writes the trusted origin into the request for the app, overwriting what the client sent: our
 * own header, and X-Forwarded-Host/-Proto for Next's own use of them (its request URLs).
 */
export function stateTrustedOrigin(
  headers: IncomingHttpHeaders,
  origin: TrustedOrigin,
  header: string,
): void {
  headers[header] = `${origin.proto}://${origin.host}`;
  headers['x-forwarded-host'] = origin.host;
  headers['x-forwarded-proto'] = origin.proto;
}

function trustedEntry(value: string | string[] | undefined, trustedHops: number): string | undefined {
  const chain = (Array.isArray(value) ? value.join(',') : (value ?? ''))
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '');
  return chain.at(-trustedHops) ?? chain[0];
}

function plainHost(host: string | undefined): string | undefined {
  const trimmed = host?.trim().toLowerCase();
  return trimmed && HOST.test(trimmed) ? trimmed : undefined;
}
