import { CAPTCHA_TOKEN_HEADER } from '@shop/product-api/contract/contact';
import { type LoginInput, type Profile, profileSchema } from '@shop/product-api/contract/profiles';
import { z } from 'zod';
import { BffError } from '@/lib/queries/bff-error';
import { forgetOfflineData } from '@/lib/offline/offline-caches';
import { bffFetch } from '@/lib/queries/bff-fetch';

const sessionDataSchema = z.object({ profile: profileSchema.nullable() });

/** Who is signed in, from the storefront's session cookie (null for a visitor). */
export async function fetchSession(): Promise<Profile | null> {
  const data = await bffFetch('/session', sessionDataSchema);
  return data?.profile ?? null;
}

/** Signs in; `captchaToken` is the sign-in page's hCaptcha answer, which the API may ask for. */
export async function logIn(input: LoginInput, captchaToken?: string): Promise<Profile> {
  const data = await bffFetch('/session/login', z.object({ profile: profileSchema }), {
    method: 'POST',
    body: JSON.stringify(input),
    headers: captchaToken ? { [CAPTCHA_TOKEN_HEADER]: captchaToken } : {},
  });
  if (!data) throw new BffError(500, 'login answered without a profile');
  // Whoever used this browser before left no lists for the service worker to show this customer.
  await forgetOfflineData().catch(() => undefined);
  return data.profile;
}

export async function logOut(): Promise<void> {
  await bffFetch('/session/logout', z.unknown(), { method: 'POST' });
}
