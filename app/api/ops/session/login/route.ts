import { staffLoginResultSchema, staffLoginSchema } from '@shop/product-api/contract/staff';
import type { NextRequest } from 'next/server';
import { postOnlyRefusals } from '@/lib/bff/responses';
import { relaySignIn } from '@/lib/bff/sign-in-relay';
import { getStaffSession } from '@/lib/staff/staff-session';

export const dynamic = 'force-dynamic';

/**
 * Staff sign-in (issue 29): the API's staff token goes into the staff cookie and only the member
 * goes back to the browser; refusals pass through like the customers' (lib/bff/sign-in-relay.ts).
 */
export async function POST(request: NextRequest): Promise<Response> {
  return relaySignIn(request, {
    form: staffLoginSchema,
    result: staffLoginResultSchema,
    area: 'ops',
    path: 'auth/login',
    openSession: getStaffSession,
    keep: async (session, { jwt, staff }) => ((await session.signIn(jwt)) ? { staff } : null),
  });
}

export const { GET, HEAD, OPTIONS, PUT, PATCH, DELETE } = postOnlyRefusals;
