import type { NextRequest } from 'next/server';
import { readJsonWrite } from '@/lib/bff/json-write';
import { callProductApi } from '@/lib/bff/product-api';
import { NO_STORE, postOnlyRefusals } from '@/lib/bff/responses';
import { getSession } from '@/lib/session/session-cookie';

export const dynamic = 'force-dynamic';

/**
 * Sign-out (spec §4): the API revokes the token, then the cookie is cleared. The cookie is cleared
 * even if the API cannot be reached or already considers the token dead: the shopper asked to
 * leave, and an unreachable API must not keep them signed in on this device. It takes no body; one
 * is still read within the BFF's limit, like every write, so a huge one is refused, not drained.
 */
export async function POST(request: NextRequest): Promise<Response> {
  const read = await readJsonWrite(request);
  if (!read.ok) return read.response;
  const session = await getSession();
  if (session.jwt) await callProductApi({ method: 'POST', path: 'profiles/logout', jwt: session.jwt });
  session.destroy();
  return Response.json({ responseCode: 0 }, { headers: NO_STORE });
}

export const { GET, HEAD, OPTIONS, PUT, PATCH, DELETE } = postOnlyRefusals;
