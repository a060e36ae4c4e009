import { CAPTCHA_TOKEN_HEADER } from '@shop/product-api/contract/contact';
import { envelopeSchema } from '@shop/product-api/contract/envelope';
import { RULE } from '@shop/product-api/contract/profile-rules';
import { loginResultSchema, loginSchema } from '@shop/product-api/contract/profiles';
import type { NextRequest } from 'next/server';
import { parseJsonWrite } from '@/lib/bff/json-write';
import { callProductApi } from '@/lib/bff/product-api';
import { refusalResponse, relayedHeaders } from '@/lib/bff/relayed-answer';
import { NO_STORE, invalidRequestResponse, postOnlyRefusals, unreachableResponse } from '@/lib/bff/responses';
import { shopperAddress } from '@/lib/bff/shopper-address';
import { getSession, signIn } from '@/lib/session/session-cookie';

export const dynamic = 'force-dynamic';

const loginEnvelope = envelopeSchema(loginResultSchema);

/** hCaptcha's answers run to a few kB; anything far longer is not one. */
const CAPTCHA_TOKEN_MAX_CHARS = 8192;

/**
 * Sign-in (spec §4): the API's token goes into the sealed session cookie and only the profile goes
 * back to the browser. Failures pass the API's code and message through ('Wrong credentials'), and
 * a 429 of the login limits its Retry-After, which the form turns into minutes to wait. The
 * sign-in page's hCaptcha answer goes on in CAPTCHA_TOKEN_HEADER: past an account's failures the
 * API asks for it (code 4000, `fields` naming humanCheck), and that refusal passes through too.
 */
export async function POST(request: NextRequest): Promise<Response> {
  const input = await parseJsonWrite(request, loginSchema);
  if (!input.ok) return input.response;
  const token = request.headers.get(CAPTCHA_TOKEN_HEADER)?.trim() ?? '';
  if (token.length > CAPTCHA_TOKEN_MAX_CHARS) {
    return invalidRequestResponse({ fields: [{ path: 'captcha', message: RULE.tooLong }] });
  }

  // Read first: a bad cookie is cleared in this answer too, whatever the API says.
  const session = await getSession();
  const answer = await callProductApi({
    method: 'POST',
    path: 'profiles/login',
    body: JSON.stringify(input.data),
    headers: token === '' ? {} : { [CAPTCHA_TOKEN_HEADER]: token },
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
  return refusalResponse(answer.status, answer.body, relayedHeaders(answer.retryAfter));
}

export const { GET, HEAD, OPTIONS, PUT, PATCH, DELETE } = postOnlyRefusals;
