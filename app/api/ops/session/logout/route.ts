import type { NextRequest } from 'next/server';
import { readJsonWrite } from '@/lib/bff/json-write';
import { callProductApi } from '@/lib/bff/product-api';
import { NO_STORE, postOnlyRefusals } from '@/lib/bff/responses';
import { getStaffSession } from '@/lib/staff/staff-session';

export const dynamic = 'force-dynamic';

/** Staff sign-out: the API revokes the staff token, and the staff cookie is cleared whatever it says. */
export async function POST(request: NextRequest): Promise<Response> {
  const read = await readJsonWrite(request);
  if (!read.ok) return read.response;
  const session = await getStaffSession();
  if (session.jwt)
    await callProductApi({ method: 'POST', area: 'ops', path: 'auth/logout', jwt: session.jwt });
  await session.signOut();
  return Response.json({ responseCode: 0 }, { headers: NO_STORE });
}

export const { GET, HEAD, OPTIONS, PUT, PATCH, DELETE } = postOnlyRefusals;
