import { type LoginInput, type Profile, profileSchema } from '@shop/product-api/contract/profiles';
import { z } from 'zod';
import { BffError } from './bff-error';
import { bffFetch } from './bff-fetch';

const sessionDataSchema = z.object({ profile: profileSchema.nullable() });

/** Who is signed in, from the storefront's session cookie (null for a visitor). */
export async function fetchSession(): Promise<Profile | null> {
  const data = await bffFetch('/session', sessionDataSchema);
  return data?.profile ?? null;
}

export async function logIn(input: LoginInput): Promise<Profile> {
  const data = await bffFetch('/session/login', z.object({ profile: profileSchema }), {
    method: 'POST',
    body: JSON.stringify(input),
  });
  if (!data) throw new BffError(500, 'login answered without a profile');
  return data.profile;
}

export async function logOut(): Promise<void> {
  await bffFetch('/session/logout', z.unknown(), { method: 'POST' });
}
