import { envelopeSchema } from '@shop/product-api/contract/envelope';
import type { z } from 'zod';
import { BASE_PATH } from './base-path';
import { BffError } from './bff-error';
import { retryAfterSeconds } from './retry-after';

/**
 * Calls the storefront's own route handlers (/app/api/**, the backend-for-frontend) from the
 * browser and parses the envelope with the contract schema. Throws BffError, which is what
 * React Query expects from a query function.
 *
 * It brings zod with it: import it only from modules that are themselves loaded on demand
 * (inside a query function or a lazily loaded component), never from first-load code.
 */
export async function bffFetch<T extends z.ZodType>(
  path: string,
  dataSchema: T,
  init: RequestInit = {},
): Promise<z.infer<T> | undefined> {
  const response = await fetch(`${BASE_PATH}/api${path}`, {
    ...init,
    headers: { accept: 'application/json', ...(init.body ? { 'content-type': 'application/json' } : {}) },
    credentials: 'same-origin',
  });
  const body: unknown = await response.json().catch(() => null);
  const parsed = envelopeSchema(dataSchema).safeParse(body);
  if (!parsed.success)
    throw new BffError(response.status, `unexpected response from ${path}`, false, response.status);
  if (parsed.data.responseCode !== 0) {
    throw new BffError(
      parsed.data.responseCode,
      parsed.data.errorMessage ?? `request to ${path} failed`,
      true,
      response.status,
      retryAfterSeconds(response.headers.get('retry-after')),
    );
  }
  return parsed.data.data;
}
