import {
  type SignupCheckInput,
  type SignupCheckResult,
  signupCheckResultSchema,
  type signupSchema,
} from '@shop/product-api/contract/account';
import { z } from 'zod';
import { BffError } from '@/lib/queries/bff-error';
import { bffFetch } from '@/lib/queries/bff-fetch';

/** The body of POST /cli/profiles/signup as the wizard sends it (the API fills the defaults). */
export type SignupRequest = z.input<typeof signupSchema>;

/**
 * Spec §7 POST /cli/profiles/signupcheck through the BFF: the holder's details when the card and
 * its ID document belong together; a BffError with the spec §8 code otherwise (44 asks for an
 * e-mail, 2 a card that does not match, 4 one already linked or an e-mail already taken).
 */
export async function checkSignupCard(input: SignupCheckInput): Promise<SignupCheckResult> {
  const data = await bffFetch('/profiles/signupcheck', signupCheckResultSchema, {
    method: 'POST',
    body: JSON.stringify(input),
  });
  if (!data) throw new BffError(500, 'the card check answered without the holder');
  return data;
}

/**
 * Spec §7 POST /cli/profiles/signup through the BFF. The answer is not used: the wizard signs the
 * new customer in right after, and the login's profile is the one the session keeps.
 */
export async function signUp(request: SignupRequest): Promise<void> {
  await bffFetch('/profiles/signup', z.unknown(), { method: 'POST', body: JSON.stringify(request) });
}
