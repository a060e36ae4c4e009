import type { ApiEnvelope } from './api-envelope';
import { NO_STORE } from './responses';

/**
 * Headers of an answer relayed from the API: never cached, and a 429's Retry-After passed on (the
 * login limits and the attempt limits of sign-up, reset and contact), which the forms turn into
 * minutes to wait.
 */
export function relayedHeaders(retryAfter: string | null): Headers {
  const headers = new Headers(NO_STORE);
  if (retryAfter) headers.set('retry-after', retryAfter);
  return headers;
}

/** The API's refusal passed on as it came (spec §8: its code, message and failing fields). */
export function refusalResponse(status: number, body: ApiEnvelope, headers: Headers): Response {
  const { responseCode, errorMessage, fields } = body;
  return Response.json({ responseCode, errorMessage, fields }, { status, headers });
}
