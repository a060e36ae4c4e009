import type { NextRequest } from 'next/server';
import { callProductApi } from '@/lib/bff/product-api';
import { crossSiteResponse } from '@/lib/bff/responses';
import { isSameOriginRequest } from '@/lib/bff/same-origin';
import { getSession } from '@/lib/session';

export const dynamic = 'force-dynamic';

/**
 * Sign-out (spec §4): the API revokes the token, then the cookie is cleared. The cookie is cleared
 * even if the API cannot be reached or already considers the token dead: the shopper asked to
 * leave, and an unreachable API must not keep them signed in on this device.
 */
export async function POST(request: NextRequest): Promise<Response> {
  if (!isSameOriginRequest(request.method, request.headers, request.nextUrl)) return crossSiteResponse();
  const session = await getSession();
  if (session.jwt) await callProductApi({ method: 'POST', path: 'profiles/logout', jwt: session.jwt });
  session.destroy();
  return Response.json({ responseCode: 0 });
}
