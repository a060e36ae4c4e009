import type { CaptchaVerifier } from '../contact/captcha-verifier';
import { ResponseCode, type FieldError, type Result } from '../contract/envelope';
import { HUMAN_CHECK_FIELD, type HumanCheckRefusal, type LoginResult } from '../contract/profiles';

/** The widget's token (absent when the login came without one) and the shopper's plain address. */
export type HumanCheckProof = { token: string | undefined; remoteIp?: string };

const MESSAGES: Record<HumanCheckRefusal, string> = {
  required: 'Human verification required to sign in to this account',
  failed: 'Human verification failed',
  unavailable: 'Human verification is not available, please try again',
};

/** The refusal of a login that needed the human check: code 4000, the reason machine-readable. */
export function humanCheckRefusal<T = LoginResult>(reason: HumanCheckRefusal): Result<T> {
  const fields: FieldError[] = [{ path: HUMAN_CHECK_FIELD, message: reason }];
  return { ok: false, code: ResponseCode.GENERIC_ERROR, message: MESSAGES[reason], fields };
}

/** Undefined when the proof passed; otherwise why the login is refused. */
export async function humanCheckFailureOf(
  verify: CaptchaVerifier,
  proof: HumanCheckProof,
): Promise<HumanCheckRefusal | undefined> {
  if (!proof.token) return 'required';
  const verdict = await verify(proof.token, proof.remoteIp);
  return verdict === 'passed' ? undefined : verdict;
}
