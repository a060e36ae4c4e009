import type { PasswordResetInput, PasswordResetRequestInput } from '@shop/product-api/contract/account';
import { z } from 'zod';
import { bffFetch } from '@/lib/queries/bff-fetch';

/** Spec §9: the web shop's terminal id. */
const WEB_TERMINAL_ID = '01';

/**
 * Spec §7 POST /cli/profiles/password: asks for a reset link. The API answers the same for an
 * address it does not know, so success says nothing about whether the account exists.
 */
export async function requestPasswordReset(email: string): Promise<void> {
  const body: PasswordResetRequestInput = { tid: WEB_TERMINAL_ID, email };
  await bffFetch('/profiles/password', z.unknown(), { method: 'POST', body: JSON.stringify(body) });
}

/** POST /cli/profiles/password/reset: the link's token and the new password (single use). */
export async function resetPassword(input: PasswordResetInput): Promise<void> {
  await bffFetch('/profiles/password/reset', z.unknown(), { method: 'POST', body: JSON.stringify(input) });
}
