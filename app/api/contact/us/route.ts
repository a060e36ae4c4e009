import { CAPTCHA_TOKEN_HEADER, contactMessageSchema } from '@shop/product-api/contract/contact';
import { RULE } from '@shop/product-api/contract/profile-rules';
import type { NextRequest } from 'next/server';
import { fieldErrorsOf, readJsonWrite } from '@/lib/bff/json-write';
import { callProductApi } from '@/lib/bff/product-api';
import { relayedHeaders } from '@/lib/bff/relayed-answer';
import { invalidRequestResponse, postOnlyRefusals, unreachableResponse } from '@/lib/bff/responses';
import { shopperAddress } from '@/lib/bff/shopper-address';

export const dynamic = 'force-dynamic';

/** hCaptcha's answers run to a few kB; anything far longer is not one. */
const CAPTCHA_TOKEN_MAX_CHARS = 8192;

/**
 * The contact form (spec §2, §7 POST /cli/contact/us). A route of its own because the generic
 * proxy forwards no request headers, and this call needs the hCaptcha widget's answer in
 * CAPTCHA_TOKEN_HEADER. The message is checked with the contract's schema here, so a malformed
 * one never costs the API a verification; the API checks the token and answers as it sees fit.
 * No session is read: visitors write to us too.
 */
export async function POST(request: NextRequest): Promise<Response> {
  const read = await readJsonWrite(request);
  if (!read.ok) return read.response;
  const message = contactMessageSchema.safeParse(read.data);
  const token = request.headers.get(CAPTCHA_TOKEN_HEADER)?.trim() ?? '';
  const fields = [
    ...(message.success ? [] : fieldErrorsOf(message.error)),
    ...(token === '' ? [{ path: 'captcha', message: RULE.required }] : []),
    ...(token.length > CAPTCHA_TOKEN_MAX_CHARS ? [{ path: 'captcha', message: RULE.tooLong }] : []),
  ];
  if (!message.success || fields.length > 0) return invalidRequestResponse({ fields });

  const answer = await callProductApi({
    method: 'POST',
    path: 'contact/us',
    body: JSON.stringify(message.data),
    headers: { [CAPTCHA_TOKEN_HEADER]: token },
    acceptLanguage: request.headers.get('accept-language'),
    shopperAddress: shopperAddress(request.headers),
  });
  if (!answer.reached) return unreachableResponse();
  return Response.json(answer.body, { status: answer.status, headers: relayedHeaders(answer.retryAfter) });
}

export const { GET, HEAD, OPTIONS, PUT, PATCH, DELETE } = postOnlyRefusals;
