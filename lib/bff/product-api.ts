import 'server-only';
import { config } from '@/lib/config';

export type ProductApiCall = {
  method: string;
  /** Path under /cli/, already checked (no leading slash). */
  path: string;
  /** Query string including its '?', or ''. */
  search?: string;
  /** JSON text; omitted or empty means no body. */
  body?: string;
  jwt?: string;
  acceptLanguage?: string | null;
  shopperAddress?: string | null;
};

export type ProductApiAnswer = { reached: true; status: number; body: unknown } | { reached: false };

const TIMEOUT_MS = 15_000;

/**
 * One call from the BFF to the product API. Never cached: these answers depend on the shopper.
 * A network failure, a timeout or a body that is not JSON all come back as `reached: false`,
 * which the route handlers turn into the 502 'Communication error with the server'.
 */
export async function callProductApi(call: ProductApiCall): Promise<ProductApiAnswer> {
  const headers = new Headers({ accept: 'application/json' });
  // Only with a body: Fastify refuses an empty body announced as JSON.
  if (call.body) headers.set('content-type', 'application/json');
  if (call.jwt) headers.set('authorization', `Bearer ${call.jwt}`);
  if (call.acceptLanguage) headers.set('accept-language', call.acceptLanguage);
  if (call.shopperAddress) headers.set('x-forwarded-for', call.shopperAddress);
  try {
    const response = await fetch(`${config.productApiUrl}/cli/${call.path}${call.search ?? ''}`, {
      method: call.method,
      headers,
      body: call.body ? call.body : undefined,
      cache: 'no-store',
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    const body: unknown = await response.json();
    return { reached: true, status: response.status, body };
  } catch {
    return { reached: false };
  }
}
