import { idempotencyKeySchema } from '@shop/product-api/contract/checkout';

/**
 * The header that makes a retried order placement answer the first one's order (architecture: The
 * API contract).
 */
export const IDEMPOTENCY_KEY_HEADER = 'idempotency-key';

/**
 * The only request header the generic proxy passes on to the API: the checkout's Idempotency-Key
 * (POST /cart/freeze). `{}` when the request has none; null when it has one the contract refuses,
 * which the proxy answers with a 400 rather than dropping it, since a retry without its key could
 * place a second order.
 */
export function idempotencyKeyHeaders(headers: Headers): Record<string, string> | null {
  const key = headers.get(IDEMPOTENCY_KEY_HEADER);
  if (key === null) return {};
  const parsed = idempotencyKeySchema.safeParse(key);
  return parsed.success ? { [IDEMPOTENCY_KEY_HEADER]: parsed.data } : null;
}
