import { profileSchema } from '@shop/product-api/contract/profiles';
import { envelopeSchema } from '@shop/product-api/contract/envelope';
import { callProductApi } from '@/lib/bff/product-api';
import { NO_STORE, refuseMethodsOtherThan } from '@/lib/bff/responses';
import { getSession } from '@/lib/session/session-cookie';

export const dynamic = 'force-dynamic';

const currentProfileEnvelope = envelopeSchema(profileSchema);

const signedInAs = (profile: unknown) =>
  Response.json({ responseCode: 0, data: { profile } }, { headers: NO_STORE });

/**
 * Who is signed in (spec §4 start-up check). With a token, the API is asked again: a 401 there
 * (expired or revoked) signs the shopper out here; a fresh profile replaces the stored one. When
 * the API cannot be reached the stored profile is kept: a restart of the API must not sign every
 * shopper out, and the next real call will answer 401 if the token is in fact gone.
 */
export async function GET(): Promise<Response> {
  const session = await getSession();
  if (!session.jwt) return signedInAs(null);

  const answer = await callProductApi({ method: 'GET', path: 'profiles/login', jwt: session.jwt });
  if (answer.reached && answer.status === 401) {
    session.destroy();
    return signedInAs(null);
  }
  const fresh = answer.reached ? currentProfileEnvelope.safeParse(answer.body) : undefined;
  if (fresh?.success && fresh.data.responseCode === 0 && fresh.data.data) {
    session.profile = fresh.data.data;
    await session.save();
  }
  return signedInAs(session.profile ?? null);
}

const refused = refuseMethodsOtherThan('GET');
export {
  refused as HEAD,
  refused as OPTIONS,
  refused as POST,
  refused as PUT,
  refused as PATCH,
  refused as DELETE,
};
