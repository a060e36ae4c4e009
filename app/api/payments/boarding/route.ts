import type { NextRequest } from 'next/server';
import { boardingLinkOutcome } from '@/lib/payments/boarding-link';
import { NO_STORE, refuseMethodsOtherThan } from '@/lib/bff/responses';
import { callProductApi } from '@/lib/bff/product-api';
import { ownOrigin } from '@/lib/bff/same-origin';
import { shopperAddress } from '@/lib/bff/shopper-address';
import { getSession } from '@/lib/session/session-cookie';

export const dynamic = 'force-dynamic';

/**
 * The /payments page's 'Link a card' (spec §2 payments, §7 'GET of the card boarding endpoint …
 * opened in a new tab'): a plain link with target=_blank, so no popup blocker stands between the
 * click and the provider, and the token stays here. It asks the API to start a linking flow and
 * sends the new tab on to the provider's page, or back to /payments saying why not. Only a click
 * from one of our own pages starts one: another site's link cannot spend the customer's limit.
 */
export async function GET(request: NextRequest): Promise<Response> {
  const session = await getSession();
  const fromOurPage = request.headers.get('sec-fetch-site') === 'same-origin';
  const language = request.nextUrl.searchParams.get('lang') === 'it' ? 'it' : 'en';
  const answer = !session.jwt
    ? 'signIn'
    : !fromOurPage
      ? 'failed'
      : await callProductApi({
          method: 'GET',
          path: 'pay/paymentmethod/boarding',
          search: language === 'en' ? '' : `?lang=${language}`,
          jwt: session.jwt,
          shopperAddress: shopperAddress(request.headers),
        });
  const target = boardingLinkOutcome(answer, language);
  const location = target.startsWith('/')
    ? `${ownOrigin(request.headers, request.nextUrl)}${target}`
    : target;
  return new Response(null, { status: 303, headers: { ...NO_STORE, location } });
}

const refusedButGet = refuseMethodsOtherThan('GET');
export {
  refusedButGet as HEAD,
  refusedButGet as OPTIONS,
  refusedButGet as POST,
  refusedButGet as PUT,
  refusedButGet as PATCH,
  refusedButGet as DELETE,
};
