import { loginResultSchema, loginSchema } from '@shop/product-api/contract/profiles';
import type { NextRequest } from 'next/server';
import { postOnlyRefusals } from '@/lib/bff/responses';
import { relaySignIn } from '@/lib/bff/sign-in-relay';
import { getSession, signIn } from '@/lib/session/session-cookie';

export const dynamic = 'force-dynamic';

/**
 * Sign-in (spec §4): the API's token goes into the sealed session cookie and only the profile goes
 * back to the browser; refusals, limits and the human check pass through (lib/bff/sign-in-relay.ts).
 */
export async function POST(request: NextRequest): Promise<Response> {
  return relaySignIn(request, {
    form: loginSchema,
    result: loginResultSchema,
    path: 'profiles/login',
    openSession: getSession,
    // A token without an expiry ahead cannot size the session: not an answer we can use.
    keep: async (session, { jwt, profile }) => ((await signIn(session, jwt, profile)) ? { profile } : null),
  });
}

export const { GET, HEAD, OPTIONS, PUT, PATCH, DELETE } = postOnlyRefusals;
