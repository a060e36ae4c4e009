import {
  type PasswordChangeInput,
  type PointBalance,
  type ProfileUpdateInput,
  pointBalanceSchema,
} from '@shop/product-api/contract/account';
import type { Allergen } from '@shop/product-api/contract/food-info';
import { type Profile, profileSchema } from '@shop/product-api/contract/profiles';
import { z } from 'zod';
import { BffError } from '@/lib/queries/bff-error';
import { bffFetch } from '@/lib/queries/bff-fetch';

/** The account calls of the profile screen (spec §7 Profile), through the BFF with the session's token. */

function required<T>(data: T | undefined, what: string): T {
  if (data === undefined) throw new BffError(500, `${what} answered without data`);
  return data;
}

export async function fetchPointBalance(): Promise<PointBalance> {
  return required(await bffFetch('/profiles/point-balance', pointBalanceSchema), 'point balance');
}

/** PUT /cli/profiles: answers the updated profile. */
export async function updateProfile(input: ProfileUpdateInput): Promise<Profile> {
  const data = await bffFetch('/profiles', profileSchema, { method: 'PUT', body: JSON.stringify(input) });
  return required(data, 'profile update');
}

/** POST /cli/profiles/preferences/store: answers the updated profile. */
export async function saveFavouriteStore(storeId: number): Promise<Profile> {
  const data = await bffFetch('/profiles/preferences/store', profileSchema, {
    method: 'POST',
    body: JSON.stringify({ storeId }),
  });
  return required(data, 'store preference');
}

/** POST /cli/profiles/preferences/allergens: the whole set avoided; answers the updated profile. */
export async function saveAllergensToAvoid(allergens: Allergen[]): Promise<Profile> {
  const data = await bffFetch('/profiles/preferences/allergens', profileSchema, {
    method: 'POST',
    body: JSON.stringify({ allergens }),
  });
  return required(data, 'allergens to avoid');
}

export async function changePassword(input: PasswordChangeInput): Promise<void> {
  await bffFetch('/profiles/password/change', z.unknown(), { method: 'POST', body: JSON.stringify(input) });
}

/**
 * GET /cli/profiles/export: everything the shop holds about the customer. Kept as the API wrote
 * it: the file is theirs to read, and a key added later on the API must not be dropped here.
 */
export async function fetchAccountData(): Promise<unknown> {
  return required(await bffFetch('/profiles/export', z.unknown()), 'data export');
}

/**
 * Closing the account goes through the session route, not the proxy: the same answer that
 * confirms the deletion clears the session cookie.
 */
export async function deleteAccount(password: string): Promise<void> {
  await bffFetch('/session/account', z.unknown(), { method: 'POST', body: JSON.stringify({ password }) });
}
