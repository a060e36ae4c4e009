import { statedOrigin } from './shop-origin';

/**
 * Cross-site request forgery guard for the BFF. The session cookie is SameSite=Lax, which already
 * keeps it off cross-site POSTs in current browsers; this check is the second lock, for older
 * browsers and for same-site-but-cross-origin pages (another subdomain).
 */
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * The origin the browser used to reach us: as the storefront's server states it (through trusted
 * proxies only, see shop-origin.ts), else the Host header and the request's own scheme. Never a
 * client's X-Forwarded-Host/-Proto: a page could otherwise name any origin it likes.
 */
export function ownOrigin(headers: Headers, requestUrl: Pick<URL, 'host' | 'protocol'>): string {
  const stated = statedOrigin(headers);
  if (stated) return stated;
  const host = headers.get('host')?.trim() || requestUrl.host;
  return `${requestUrl.protocol.replace(/:$/, '')}://${host}`.toLowerCase();
}

/**
 * Reads are always allowed. A write must carry an Origin equal to our own origin or, from a
 * browser that omits Origin, `Sec-Fetch-Site: same-origin`. No header at all is refused: every
 * browser that can send our cookie sends one of the two on a fetch POST.
 */
export function isSameOriginRequest(
  method: string,
  headers: Headers,
  requestUrl: Pick<URL, 'host' | 'protocol'>,
): boolean {
  if (SAFE_METHODS.has(method.toUpperCase())) return true;
  const origin = headers.get('origin');
  if (origin !== null) return origin.toLowerCase() === ownOrigin(headers, requestUrl);
  return headers.get('sec-fetch-site') === 'same-origin';
}
