import { RULE } from '@shop/product-api/contract/profile-rules';
import type { NextRequest } from 'next/server';
import { forwardablePath, methodsAllowedFor } from '@/lib/bff/allow-list';
import { IDEMPOTENCY_KEY_HEADER, idempotencyKeyHeaders } from '@/lib/bff/idempotency-key';
import { callProductApi } from '@/lib/bff/product-api';
import { readJsonBody } from '@/lib/bff/request-body';
import {
  NO_STORE,
  bodyRefusalResponse,
  crossSiteResponse,
  invalidRequestResponse,
  methodNotAllowedResponse,
  notFoundResponse,
  unreachableResponse,
} from '@/lib/bff/responses';
import { isSameOriginRequest } from '@/lib/bff/same-origin';
import { shopperAddress } from '@/lib/bff/shopper-address';
import { withoutToken } from '@/lib/bff/without-token';
import { SESSION_ENDED_HEADER, SESSION_ENDED_VALUE } from '@/lib/queries/session-signal';
import { getSession } from '@/lib/session/session-cookie';

// Answers depend on the shopper's cookie: never prerendered, never cached.
export const dynamic = 'force-dynamic';

type Context = { params: Promise<{ path: string[] }> };

const WITHOUT_BODY = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * The backend-for-frontend proxy (architecture: The two servers): browser calls to /app/api/<path>
 * go to the product API's /cli/<path> when the allow-list has them, with the bearer token from the
 * session added here, so the token never reaches the browser. Every answer of its own is the
 * envelope; of the API's answers only envelopes below 500 pass (lib/bff/api-envelope.ts).
 */
async function forward(request: NextRequest, context: Context): Promise<Response> {
  const { path } = await context.params;
  const apiPath = forwardablePath(request.method, path);
  if (!apiPath) {
    // HEAD and OPTIONS too: the browser never sends them here, and serving them would call the API.
    const allowed = methodsAllowedFor(path);
    return allowed.length > 0 ? methodNotAllowedResponse(allowed) : notFoundResponse();
  }
  if (!isSameOriginRequest(request.method, request.headers, request.nextUrl)) return crossSiteResponse();
  // Of the browser's headers only the checkout's Idempotency-Key goes on (lib/bff/idempotency-key.ts).
  const ownHeaders = idempotencyKeyHeaders(request.headers);
  if (!ownHeaders) {
    return invalidRequestResponse({ fields: [{ path: IDEMPOTENCY_KEY_HEADER, message: RULE.invalid }] });
  }

  let body: string | undefined;
  if (!WITHOUT_BODY.has(request.method)) {
    const read = await readJsonBody(request);
    if (!read.ok) return bodyRefusalResponse(read.refusal);
    body = read.text;
  }

  const session = await getSession();
  const withToken = Boolean(session.jwt);
  const answer = await callProductApi({
    method: request.method,
    path: apiPath,
    search: request.nextUrl.search,
    body,
    jwt: session.jwt,
    acceptLanguage: request.headers.get('accept-language'),
    shopperAddress: shopperAddress(request.headers),
    headers: ownHeaders,
  });
  if (!answer.reached) return unreachableResponse();

  // Spec §4: a 401 or 403 means the token is expired, revoked or not allowed; the session goes with it.
  const refused = answer.status === 401 || answer.status === 403;
  if (refused && withToken) session.destroy();
  // A customer's data, or an error: neither is for a cache. A visitor's catalogue answer is left as it was.
  const headers = new Headers(withToken || session.ended || answer.status >= 400 ? NO_STORE : {});
  if (session.ended) headers.set(SESSION_ENDED_HEADER, SESSION_ENDED_VALUE);
  if (answer.retryAfter) headers.set('retry-after', answer.retryAfter);
  return Response.json(withoutToken(answer.body), { status: answer.status, headers });
}

export {
  forward as GET,
  forward as HEAD,
  forward as OPTIONS,
  forward as POST,
  forward as PUT,
  forward as PATCH,
  forward as DELETE,
};
