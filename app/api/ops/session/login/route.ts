import { CAPTCHA_TOKEN_HEADER } from '@shop/product-api/contract/contact';
import { envelopeSchema } from '@shop/product-api/contract/envelope';
import { RULE } from '@shop/product-api/contract/profile-rules';
import { staffLoginResultSchema, staffLoginSchema } from '@shop/product-api/contract/staff';
import type { NextRequest } from 'next/server';
import { parseJsonWrite } from '@/lib/bff/json-write';
import { callProductApi } from '@/lib/bff/product-api';
import { refusalResponse, relayedHeaders } from '@/lib/bff/relayed-answer';
import { NO_STORE, invalidRequestResponse, postOnlyRefusals, unreachableResponse } from '@/lib/bff/responses';
import { shopperAddress } from '@/lib/bff/shopper-address';
import { getStaffSession } from '@/lib/staff/staff-session';

export const dynamic = 'force-dynamic';

const loginEnvelope = envelopeSchema(staffLoginResultSchema);
const CAPTCHA_TOKEN_MAX_CHARS = 8192;

/**
 * Staff sign-in (issue 29): the API's staff token goes into the staff cookie and only the member
 * goes back to the browser. Refusals pass through like the customers' sign-in's (wrong
 * credentials, the 429 of the limits with Retry-After, the human check's 4000 with `fields`).
 */
export async function POST(request: NextRequest): Promise<Response> {
  const input = await parseJsonWrite(request, staffLoginSchema);
  if (!input.ok) return input.response;
  const token = request.headers.get(CAPTCHA_TOKEN_HEADER)?.trim() ?? '';
  if (token.length > CAPTCHA_TOKEN_MAX_CHARS) {
    return invalidRequestResponse({ fields: [{ path: 'captcha', message: RULE.tooLong }] });
  }
  const session = await getStaffSession();
  const answer = await callProductApi({
    method: 'POST',
    area: 'ops',
    path: 'auth/login',
    body: JSON.stringify(input.data),
    headers: token === '' ? {} : { [CAPTCHA_TOKEN_HEADER]: token },
    acceptLanguage: request.headers.get('accept-language'),
    shopperAddress: shopperAddress(request.headers),
  });
  if (!answer.reached) return unreachableResponse();

  const signedIn = loginEnvelope.safeParse(answer.body);
  if (signedIn.success && signedIn.data.responseCode === 0 && signedIn.data.data) {
    const { jwt, staff } = signedIn.data.data;
    if (!(await session.signIn(jwt))) return unreachableResponse();
    return Response.json({ responseCode: 0, data: { staff } }, { headers: NO_STORE });
  }
  if (answer.body.responseCode === 0 || answer.body.errorMessage === undefined) return unreachableResponse();
  return refusalResponse(answer.status, answer.body, relayedHeaders(answer.retryAfter));
}

export const { GET, HEAD, OPTIONS, PUT, PATCH, DELETE } = postOnlyRefusals;
