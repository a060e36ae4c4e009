import { profileSchema } from '@shop/product-api/contract/profiles';
import type { LoginInput, Profile } from '@shop/product-api/contract/profiles';
import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { BffError, bffFetch } from './bff-fetch';

const sessionDataSchema = z.object({ profile: profileSchema.nullable() });

export const sessionQueryKey = ['session'] as const;

/** Who is signed in, from the storefront's session cookie (null for a visitor). */
export function sessionQueryOptions() {
  return queryOptions({
    queryKey: sessionQueryKey,
    queryFn: async (): Promise<Profile | null> => {
      const data = await bffFetch('/session', sessionDataSchema);
      return data?.profile ?? null;
    },
    staleTime: 5 * 60_000,
  });
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
