import 'server-only';
import { config } from '@/lib/config';
import { type ApiEnvelope, passableEnvelope } from './api-envelope';

export type ProductApiCall = {
  method: string;
  /** Path under /cli/ (or /ops/ for the staff's BFF), already checked (no leading slash). */
  path: string;
  /** The API's route family: the customers' /cli (the default) or the staff's /ops. */
  area?: 'cli' | 'ops';
  /** Query string including its '?', or ''. */
  search?: string;
  /** JSON text; omitted or empty means no body. */
  body?: string;
  jwt?: string;
  acceptLanguage?: string | null;
  shopperAddress?: string | null;
  /** A route's own headers for the API (the contact form's captcha token); ours are set after them. */
  headers?: Readonly<Record<string, string>>;
};

/** `retryAfter`: the API's Retry-After (a 429 of its attempt limits), passed on to the browser. */
export type ProductApiAnswer =
  { reached: true; status: number; body: ApiEnvelope; retryAfter: string | null } | { reached: false };

const TIMEOUT_MS = 15_000;

/**
 * One call from the BFF to the product API. Never cached: these answers depend on the shopper.
 * A network failure, a timeout, a 5xx or a body that is not the spec §8 envelope all come back as
 * `reached: false`, which the route handlers turn into the 502 'Communication error with the server'.
 */
export async function callProductApi(call: ProductApiCall): Promise<ProductApiAnswer> {
  const headers = new Headers({ ...call.headers, accept: 'application/json' });
  // Only with a body: Fastify refuses an empty body announced as JSON.
  if (call.body) headers.set('content-type', 'application/json');
  if (call.jwt) headers.set('authorization', `Bearer ${call.jwt}`);
  if (call.acceptLanguage) headers.set('accept-language', call.acceptLanguage);
  // The API believes the address only with the shared key; without one, sending it is pointless.
  if (config.bffSecret && call.shopperAddress) {
    headers.set('x-shop-client-address', call.shopperAddress);
    headers.set('x-shop-proxy-key', config.bffSecret);
  }
  try {
    const response = await fetch(
      `${config.productApiUrl}/${call.area ?? 'cli'}/${call.path}${call.search ?? ''}`,
      {
        method: call.method,
        headers,
        body: call.body ? call.body : undefined,
        cache: 'no-store',
        signal: AbortSignal.timeout(TIMEOUT_MS),
      },
    );
    const body = passableEnvelope(response.status, await response.json());
    if (!body) return { reached: false };
    return { reached: true, status: response.status, body, retryAfter: response.headers.get('retry-after') };
  } catch {
    return { reached: false };
  }
}
