import { envelopeSchema, errorEnvelopeSchema } from '@shop/product-api/contract/envelope';
import { loginResultSchema, loginSchema } from '@shop/product-api/contract/profiles';
import type { NextRequest } from 'next/server';
import { callProductApi } from '@/lib/bff/product-api';
import { BFF_MESSAGES, crossSiteResponse, errorResponse, unreachableResponse } from '@/lib/bff/responses';
import { isSameOriginRequest } from '@/lib/bff/same-origin';
import { shopperAddress } from '@/lib/bff/shopper-address';
import { getSession } from '@/lib/session';

export const dynamic = 'force-dynamic';

const loginEnvelope = envelopeSchema(loginResultSchema);

/**
 * Sign-in (spec §4): the API's token goes into the sealed session cookie and only the profile goes
 * back to the browser. Failures pass the API's code and message through ('Wrong credentials', 429).
 */
export async function POST(request: NextRequest): Promise<Response> {
  if (!isSameOriginRequest(request.method, request.headers, request.nextUrl)) return crossSiteResponse();

  const input = loginSchema.safeParse(await request.json().catch(() => null));
  if (!input.success) {
    const fields = input.error.issues.map((issue) => ({
      path: issue.path.join('.'),
      message: issue.message,
    }));
    return errorResponse(400, BFF_MESSAGES.invalidRequest, { fields });
  }

  const answer = await callProductApi({
    method: 'POST',
    path: 'profiles/login',
    body: JSON.stringify(input.data),
    acceptLanguage: request.headers.get('accept-language'),
    shopperAddress: shopperAddress(request.headers),
  });
  if (!answer.reached) return unreachableResponse();

  const signedIn = loginEnvelope.safeParse(answer.body);
  if (signedIn.success && signedIn.data.responseCode === 0 && signedIn.data.data) {
    const session = await getSession();
    session.jwt = signedIn.data.data.jwt;
    session.profile = signedIn.data.data.profile;
    await session.save();
    return Response.json({ responseCode: 0, data: { profile: signedIn.data.data.profile } });
  }
  const refused = errorEnvelopeSchema.safeParse(answer.body);
  if (!refused.success) return unreachableResponse();
  return Response.json(refused.data, { status: answer.status });
}
