import { randomUUID } from 'node:crypto';
import type { LoginThrottle } from '../auth/login-throttle';
import type { ThrottleRefusal } from '../auth/login-throttle-rules';
import type { CaptchaVerifier } from '../contact/captcha-verifier';
import type { HumanCheckRefusal } from '../contract/profiles';
import { humanCheckFailureOf, type HumanCheckProof } from './login-human-check';
import { hashPassword, verifyPassword } from './password';

/** Where a sign-in came from: the counted address bucket and the human check's proof, if any. */
export type LoginOrigin = { clientAddress: string; humanCheck: HumanCheckProof };

export type GuardedLoginDeps = { throttle: LoginThrottle; verifyCaptcha: CaptchaVerifier };

/** What a sign-in checks: an account found by its e-mail, with its scrypt hash. */
export type LoginAccount = { email: string; passwordHash: string };

/**
 * refused: a limit said no before the password was checked (429). humanCheck: the account needs
 * the check and the proof did not pass. Otherwise `account` is the signed-in account, or undefined
 * for wrong credentials (unknown e-mail and wrong password alike).
 */
export type GuardedLogin<A> =
  | ({ refused: true } & ThrottleRefusal)
  | { refused: false; humanCheck: HumanCheckRefusal }
  | { refused: false; humanCheck?: undefined; account: A | undefined };

let decoyHash: Promise<string> | undefined;

/**
 * The sign-in checks behind the limits of issues 10 and 27 (README: Login limits), shared by the
 * customers' login and the staff's (each with its own throttle scope). The client address, the
 * account at that address and the account from all addresses are counted before the password is
 * checked, so concurrent guesses each see their own count and a refused attempt costs no scrypt
 * run. Too many failures from one address refuse that address for the account (429); too many
 * from all addresses together ask every address for a human check, which the owner can pass, so
 * nobody can lock an account out. An unknown e-mail is counted like a wrong password and still
 * pays for one scrypt run, so neither the limits nor the response time tell which e-mails exist.
 */
export async function guardedLogin<A extends LoginAccount>(
  deps: GuardedLoginDeps,
  find: (email: string) => Promise<A | undefined>,
  input: { email: string; password: string },
  origin: LoginOrigin,
): Promise<GuardedLogin<A>> {
  const byAddress = await deps.throttle.countAddressAttempt(origin.clientAddress);
  if (!byAddress.allowed) return refused(byAddress);
  const found = await find(input.email);
  // Counters are keyed by the stored e-mail, so no other spelling that the database's
  // case-insensitive match accepts can open fresh counters for the same account.
  const key = found ? found.email : input.email;
  const atAddress = await deps.throttle.countAccountAtAddressAttempt(key, origin.clientAddress);
  if (!atAddress.allowed) return refused(atAddress);
  const { humanCheckNeeded } = await deps.throttle.countAccountAttempt(key);
  if (humanCheckNeeded) {
    const failure = await humanCheckFailureOf(deps.verifyCaptcha, origin.humanCheck);
    if (failure) return { refused: false, humanCheck: failure };
  }

  decoyHash ??= hashPassword(randomUUID());
  const passwordMatches = await verifyPassword(input.password, found ? found.passwordHash : await decoyHash);
  if (!found || !passwordMatches) return { refused: false, account: undefined };
  await deps.throttle.signedIn(key, origin.clientAddress);
  return { refused: false, account: found };
}

const refused = (refusal: ThrottleRefusal): GuardedLogin<never> => ({
  refused: true,
  retryAfterSeconds: refusal.retryAfterSeconds,
  message: refusal.message,
});
