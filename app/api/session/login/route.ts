import { envelopeSchema } from '@shop/product-api/contract/envelope';
import { loginResultSchema, loginSchema } from '@shop/product-api/contract/profiles';
import type { NextRequest } from 'next/server';
import { callProductApi } from '@/lib/bff/product-api';
import { readJsonBody } from '@/lib/bff/request-body';
import {
  NO_STORE,
  bodyRefusalResponse,
  crossSiteResponse,
  invalidRequestResponse,
  refuseMethodsOtherThan,
  unreachableResponse,
} from '@/lib/bff/responses';
import { isSameOriginRequest } from '@/lib/bff/same-origin';
import { shopperAddress } from '@/lib/bff/shopper-address';
import { getSession, signIn } from '@/lib/session';

export const dynamic = 'force-dynamic';

const loginEnvelope = envelopeSchema(loginResultSchema);

/**
 * Sign-in (spec §4): the API's token goes into the sealed session cookie and only the profile goes
 * back to the browser. Failures pass the API's code and message through ('Wrong credentials'), and
 * a 429 of the login limits its Retry-After, which the form turns into minutes to wait.
 */
export async function POST(request: NextRequest): Promise<Response> {
  if (!isSameOriginRequest(request.method, request.headers, request.nextUrl)) return crossSiteResponse();

  const read = await readJsonBody(request);
  if (!read.ok) return bodyRefusalResponse(read.refusal);
  const input = loginSchema.safeParse(read.json);
  if (!input.success) {
    const fields = input.error.issues.map((issue) => ({
      path: issue.path.join('.'),
      message: issue.message,
    }));
    return invalidRequestResponse({ fields });
  }

  // Read first: a bad cookie is cleared in this answer too, whatever the API says.
  const session = await getSession();
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
    const { jwt, profile } = signedIn.data.data;
    // A token without an expiry ahead cannot size the session: not an answer we can use.
    if (!(await signIn(session, jwt, profile))) return unreachableResponse();
    return Response.json({ responseCode: 0, data: { profile } }, { headers: NO_STORE });
  }
  // A refusal must say why: an envelope without a message is not one the form can show.
  if (answer.body.responseCode === 0 || answer.body.errorMessage === undefined) return unreachableResponse();
  const headers = new Headers(NO_STORE);
  if (answer.retryAfter) headers.set('retry-after', answer.retryAfter);
  const { responseCode, errorMessage, fields } = answer.body;
  return Response.json({ responseCode, errorMessage, fields }, { status: answer.status, headers });
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
