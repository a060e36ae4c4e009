/**
 * Requests Next.js answers with a bare 500 before any route, proxy or handler of ours runs
 * (measured on Next 16.4): a method outside its seven (TRACE, TRACK, CONNECT: undici's Request
 * refuses to build them) and a path segment that is not valid percent-encoding (`%ff`, `%zz`:
 * its router's decodeURIComponent throws). The storefront's own Node server asks this first and
 * answers the refusal itself. Pure and dependency-free, so that server can import it.
 */
export type Refusal = { status: 400 | 405; headers: Record<string, string>; body: string };

/** The methods Next.js routes (next/dist/server/web/http.js). */
export const ROUTABLE_METHODS = ['GET', 'HEAD', 'OPTIONS', 'POST', 'PUT', 'DELETE', 'PATCH'] as const;

const GENERIC_ERROR = 4000;

export function unroutableRequest(method: string | undefined, url: string | undefined): Refusal | null {
  const path = (url ?? '/').split('?')[0] ?? '/';
  if (!ROUTABLE_METHODS.some((routable) => routable === method)) {
    return refusal(405, path, 'Method not allowed', { allow: ROUTABLE_METHODS.join(', ') });
  }
  return decodesCleanly(path) ? null : refusal(400, path, 'Invalid request');
}

function decodesCleanly(path: string): boolean {
  try {
    for (const segment of path.split('/')) decodeURIComponent(segment);
    return true;
  } catch {
    return false;
  }
}

/** The BFF's envelope under /app/api (spec §8, as lib/bff/responses.ts); plain text for pages. */
function refusal(
  status: 400 | 405,
  path: string,
  message: string,
  extra: Record<string, string> = {},
): Refusal {
  const headers = { 'cache-control': 'no-store', ...extra };
  if (path.startsWith('/app/api/') || path === '/app/api') {
    return {
      status,
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify({ responseCode: GENERIC_ERROR, errorMessage: message }),
    };
  }
  return { status, headers: { ...headers, 'content-type': 'text/plain; charset=utf-8' }, body: message };
}
