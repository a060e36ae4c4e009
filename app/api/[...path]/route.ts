import type { NextRequest } from 'next/server';
import { forwardablePath } from '@/lib/bff/allow-list';
import { callProductApi } from '@/lib/bff/product-api';
import { crossSiteResponse, notFoundResponse, unreachableResponse } from '@/lib/bff/responses';
import { isSameOriginRequest } from '@/lib/bff/same-origin';
import { shopperAddress } from '@/lib/bff/shopper-address';
import { withoutToken } from '@/lib/bff/without-token';
import { getSession } from '@/lib/session';

// Answers depend on the shopper's cookie: never prerendered, never cached.
export const dynamic = 'force-dynamic';

type Context = { params: Promise<{ path: string[] }> };

/**
 * The backend-for-frontend proxy (DESIGN: shape): browser calls to /app/api/<path> go to the
 * product API's /cli/<path> when the allow-list has them, with the bearer token from the session
 * added here, so the token never reaches the browser.
 */
async function forward(request: NextRequest, context: Context): Promise<Response> {
  const { path } = await context.params;
  const apiPath = forwardablePath(request.method, path);
  if (!apiPath) return notFoundResponse();
  if (!isSameOriginRequest(request.method, request.headers, request.nextUrl)) return crossSiteResponse();

  const session = await getSession();
  const hasBody = request.method !== 'GET' && request.method !== 'HEAD';
  const answer = await callProductApi({
    method: request.method,
    path: apiPath,
    search: request.nextUrl.search,
    body: hasBody ? await request.text() : undefined,
    jwt: session.jwt,
    acceptLanguage: request.headers.get('accept-language'),
    shopperAddress: shopperAddress(request.headers),
  });
  if (!answer.reached) return unreachableResponse();

  // Spec §4: a 401 means the token is expired or revoked; the session goes with it.
  if (answer.status === 401 && session.jwt) session.destroy();
  return Response.json(withoutToken(answer.body), { status: answer.status });
}

export { forward as GET, forward as POST, forward as PUT, forward as PATCH, forward as DELETE };
