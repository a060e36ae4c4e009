import { envelopeSchema, errorEnvelopeSchema } from '@shop/product-api/contract/envelope';
import type { z } from 'zod';
import { BASE_PATH } from '@/lib/base-path';
import { BffError } from './bff-error';
import { retryAfterSeconds } from './retry-after';
import { SESSION_ENDED_HEADER, SESSION_ENDED_VALUE, announceSessionEnded } from './session-signal';

/**
 * The language of the page the shopper is on (the root layout's `<html lang>`), as the
 * Accept-Language of a BFF call: the API writes what it sends the shopper later (the e-mails of a
 * sign-up, a password reset, an order) in it, whatever the browser's own preference.
 */
export function pageLanguageHeader(): Record<string, string> {
  if (typeof document === 'undefined') return {};
  return { 'accept-language': document.documentElement.lang === 'it' ? 'it' : 'en' };
}

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
  init: Omit<RequestInit, 'headers'> & { headers?: Record<string, string> } = {},
): Promise<z.infer<T> | undefined> {
  const response = await fetch(`${BASE_PATH}/api${path}`, {
    ...init,
    headers: {
      accept: 'application/json',
      ...pageLanguageHeader(),
      ...(init.body ? { 'content-type': 'application/json' } : {}),
      // A call's own headers, e.g. the contact form's captcha token (lib/content/contact-requests.ts).
      ...init.headers,
    },
    credentials: 'same-origin',
  });
  if (response.headers.get(SESSION_ENDED_HEADER) === SESSION_ENDED_VALUE) announceSessionEnded();
  const body: unknown = await response.json().catch(() => null);
  const parsed = envelopeSchema(dataSchema)
    .extend({ fields: errorEnvelopeSchema.shape.fields })
    .safeParse(body);
  if (!parsed.success)
    throw new BffError(response.status, `unexpected response from ${path}`, false, response.status);
  if (parsed.data.responseCode !== 0) {
    throw new BffError(
      parsed.data.responseCode,
      parsed.data.errorMessage ?? `request to ${path} failed`,
      true,
      response.status,
      retryAfterSeconds(response.headers.get('retry-after')),
      parsed.data.fields,
    );
  }
  return parsed.data.data;
}
