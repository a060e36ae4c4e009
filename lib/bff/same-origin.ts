/**
 * Cross-site request forgery guard for the BFF. The session cookie is SameSite=Lax, which already
 * keeps it off cross-site POSTs in current browsers; this check is the second lock, for older
 * browsers and for same-site-but-cross-origin pages (another subdomain).
 */
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** The origin the browser used to reach us, as seen through a proxy when there is one. */
export function ownOrigin(headers: Headers, requestUrl: Pick<URL, 'host' | 'protocol'>): string {
  const host =
    firstValue(headers.get('x-forwarded-host')) ?? firstValue(headers.get('host')) ?? requestUrl.host;
  const protocol = firstValue(headers.get('x-forwarded-proto')) ?? requestUrl.protocol.replace(/:$/, '');
  return `${protocol}://${host}`.toLowerCase();
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

/** Proxies may append to X-Forwarded-*; the first entry is the one the browser reached. */
function firstValue(value: string | null): string | null {
  const first = value?.split(',')[0]?.trim();
  return first ? first : null;
}
