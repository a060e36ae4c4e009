import type { NextRequest } from 'next/server';
import { callProductApi } from '@/lib/bff/product-api';
import { readJsonBody } from '@/lib/bff/request-body';
import {
  NO_STORE,
  bodyRefusalResponse,
  crossSiteResponse,
  refuseMethodsOtherThan,
} from '@/lib/bff/responses';
import { isSameOriginRequest } from '@/lib/bff/same-origin';
import { getSession } from '@/lib/session';

export const dynamic = 'force-dynamic';

/**
 * Sign-out (spec §4): the API revokes the token, then the cookie is cleared. The cookie is cleared
 * even if the API cannot be reached or already considers the token dead: the shopper asked to
 * leave, and an unreachable API must not keep them signed in on this device. It takes no body; one
 * is still read within the BFF's limit, like every write, so a huge one is refused, not drained.
 */
export async function POST(request: NextRequest): Promise<Response> {
  if (!isSameOriginRequest(request.method, request.headers, request.nextUrl)) return crossSiteResponse();
  const read = await readJsonBody(request);
  if (!read.ok) return bodyRefusalResponse(read.refusal);
  const session = await getSession();
  if (session.jwt) await callProductApi({ method: 'POST', path: 'profiles/logout', jwt: session.jwt });
  session.destroy();
  return Response.json({ responseCode: 0 }, { headers: NO_STORE });
}

const refused = refuseMethodsOtherThan('POST');
export {
  refused as GET,
  refused as HEAD,
  refused as OPTIONS,
  refused as PUT,
  refused as PATCH,
  refused as DELETE,
};
