import type { NextRequest } from 'next/server';
import { forwardablePath, methodsAllowedFor } from '@/lib/bff/allow-list';
import { callProductApi } from '@/lib/bff/product-api';
import { readJsonBody } from '@/lib/bff/request-body';
import {
  NO_STORE,
  bodyRefusalResponse,
  crossSiteResponse,
  methodNotAllowedResponse,
  notFoundResponse,
  unreachableResponse,
} from '@/lib/bff/responses';
import { isSameOriginRequest } from '@/lib/bff/same-origin';
import { shopperAddress } from '@/lib/bff/shopper-address';
import { withoutToken } from '@/lib/bff/without-token';
import { staffForwardableCalls } from '@/lib/staff/staff-allow-list';
import { getStaffSession } from '@/lib/staff/staff-session';

export const dynamic = 'force-dynamic';

type Context = { params: Promise<{ path: string[] }> };

const WITHOUT_BODY = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * The staff's BFF (architecture: The staff's screen): /app/api/ops/<path> goes to the API's
 * /ops/<path> when lib/staff/staff-allow-list.ts has it, with the staff token of the staff cookie
 * and never the customer's: the pick list's reads and writes (same-origin checked); the answer is
 * never cached.
 */
async function forward(request: NextRequest, context: Context): Promise<Response> {
  const { path } = await context.params;
  const apiPath = forwardablePath(request.method, path, staffForwardableCalls);
  if (!apiPath) {
    const allowed = methodsAllowedFor(path, staffForwardableCalls);
    return allowed.length > 0 ? methodNotAllowedResponse(allowed) : notFoundResponse();
  }
  if (!isSameOriginRequest(request.method, request.headers, request.nextUrl)) return crossSiteResponse();
  // A line recorded or a status change: the same JSON body limits as the customers' BFF.
  let body: string | undefined;
  if (!WITHOUT_BODY.has(request.method)) {
    const read = await readJsonBody(request);
    if (!read.ok) return bodyRefusalResponse(read.refusal);
    body = read.text;
  }
  const session = await getStaffSession();
  const answer = await callProductApi({
    method: request.method,
    area: 'ops',
    path: apiPath,
    search: request.nextUrl.search,
    body,
    jwt: session.jwt,
    acceptLanguage: request.headers.get('accept-language'),
    shopperAddress: shopperAddress(request.headers),
  });
  if (!answer.reached) return unreachableResponse();
  // A 401 or 403: the staff token is over (or not a staff token); the staff cookie goes with it.
  if ((answer.status === 401 || answer.status === 403) && session.jwt) await session.signOut();
  return Response.json(withoutToken(answer.body), { status: answer.status, headers: NO_STORE });
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
