import { accountDeletionSchema } from '@shop/product-api/contract/account';
import type { NextRequest } from 'next/server';
import { parseJsonWrite } from '@/lib/bff/json-write';
import { callProductApi } from '@/lib/bff/product-api';
import { refusalResponse } from '@/lib/bff/relayed-answer';
import { NO_STORE, postOnlyRefusals, unreachableResponse } from '@/lib/bff/responses';
import { SESSION_ENDED_HEADER, SESSION_ENDED_VALUE } from '@/lib/queries/session-signal';
import { getSession } from '@/lib/session/session-cookie';

export const dynamic = 'force-dynamic';

/**
 * Closing the account (issue 12, the privacy page's right to erasure): the API checks the password
 * again (code 13 when wrong) and erases the customer; on success the session cookie is cleared in
 * this same answer, so no request can go out afterwards with the dead account's cookie. Not on the
 * proxy's allow-list for that reason.
 */
export async function POST(request: NextRequest): Promise<Response> {
  const input = await parseJsonWrite(request, accountDeletionSchema);
  if (!input.ok) return input.response;

  const session = await getSession();
  const answer = await callProductApi({
    method: 'POST',
    path: 'profiles/delete',
    body: JSON.stringify(input.data),
    jwt: session.jwt,
    acceptLanguage: request.headers.get('accept-language'),
  });
  if (!answer.reached) return unreachableResponse();

  if (answer.status === 200 && answer.body.responseCode === 0) {
    session.destroy();
    return Response.json({ responseCode: 0 }, { headers: NO_STORE });
  }
  // As on the proxy (spec §4): a token the API refuses takes the session with it, and the browser is told.
  if ((answer.status === 401 || answer.status === 403) && session.jwt) session.destroy();
  const headers = new Headers(NO_STORE);
  if (session.ended) headers.set(SESSION_ENDED_HEADER, SESSION_ENDED_VALUE);
  return refusalResponse(answer.status, answer.body, headers);
}

export const { GET, HEAD, OPTIONS, PUT, PATCH, DELETE } = postOnlyRefusals;
