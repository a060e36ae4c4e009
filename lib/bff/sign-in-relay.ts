import { CAPTCHA_TOKEN_HEADER } from '@shop/product-api/contract/contact';
import { envelopeSchema } from '@shop/product-api/contract/envelope';
import { RULE } from '@shop/product-api/contract/profile-rules';
import type { NextRequest } from 'next/server';
import type { z } from 'zod';
import { parseJsonWrite } from './json-write';
import { callProductApi, type ProductApiCall } from './product-api';
import { refusalResponse, relayedHeaders } from './relayed-answer';
import { NO_STORE, invalidRequestResponse, unreachableResponse } from './responses';
import { shopperAddress } from './shopper-address';

/** hCaptcha's answers run to a few kB; anything far longer is not one. */
const CAPTCHA_TOKEN_MAX_CHARS = 8192;

type SignInRelay<Form extends z.ZodType, Result extends z.ZodType, Session> = {
  form: Form;
  result: Result;
  /** Where the API signs in: the customers' `profiles/login`, the staff's `auth/login` under /ops. */
  area?: ProductApiCall['area'];
  path: string;
  /** Read before the API is called: a bad cookie is cleared in this answer too, whatever the API says. */
  openSession: () => Promise<Session>;
  /**
   * Seals the API's token into the session and answers what the browser may see of the result,
   * or null when the token cannot be used (no expiry ahead).
   */
  keep: (session: Session, result: z.output<Result>) => Promise<object | null>;
};

/**
 * A sign-in through the BFF, the customers' and the staff's alike: the form checked with the
 * contract's schema, the sign-in page's hCaptcha answer passed on in CAPTCHA_TOKEN_HEADER, the
 * API's token kept in the sealed cookie and never sent to the browser. Refusals pass through with
 * their code and message ('Wrong credentials'; the human check's 4000 naming humanCheck), a 429 of
 * the login limits with its Retry-After, which the form turns into minutes to wait.
 */
export async function relaySignIn<Form extends z.ZodType, Result extends z.ZodType, Session>(
  request: NextRequest,
  relay: SignInRelay<Form, Result, Session>,
): Promise<Response> {
  const input = await parseJsonWrite(request, relay.form);
  if (!input.ok) return input.response;
  const token = request.headers.get(CAPTCHA_TOKEN_HEADER)?.trim() ?? '';
  if (token.length > CAPTCHA_TOKEN_MAX_CHARS) {
    return invalidRequestResponse({ fields: [{ path: 'captcha', message: RULE.tooLong }] });
  }

  const session = await relay.openSession();
  const answer = await callProductApi({
    method: 'POST',
    ...(relay.area ? { area: relay.area } : {}),
    path: relay.path,
    body: JSON.stringify(input.data),
    headers: token === '' ? {} : { [CAPTCHA_TOKEN_HEADER]: token },
    acceptLanguage: request.headers.get('accept-language'),
    shopperAddress: shopperAddress(request.headers),
  });
  if (!answer.reached) return unreachableResponse();

  const signedIn = envelopeSchema(relay.result).safeParse(answer.body);
  if (signedIn.success && signedIn.data.responseCode === 0 && signedIn.data.data) {
    const shown = await relay.keep(session, signedIn.data.data);
    if (!shown) return unreachableResponse();
    return Response.json({ responseCode: 0, data: shown }, { headers: NO_STORE });
  }
  // A refusal must say why: an envelope without a message is not one the form can show.
  if (answer.body.responseCode === 0 || answer.body.errorMessage === undefined) return unreachableResponse();
  return refusalResponse(answer.status, answer.body, relayedHeaders(answer.retryAfter));
}
