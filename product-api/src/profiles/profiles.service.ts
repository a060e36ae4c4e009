import { randomUUID } from 'node:crypto';
import type { LoginThrottle } from '../auth/login-throttle';
import type { CaptchaVerifier } from '../contact/captcha-verifier';
import type { ThrottleRefusal } from '../auth/login-throttle-rules';
import { issueSessionToken, revokeSessionToken, type SignSessionToken } from '../auth/session-tokens';
import { ResponseCode, fail, ok, type Result } from '../contract/envelope';
import type { LoginInput, LoginResult, Profile } from '../contract/profiles';
import type { Database } from '../db/client';
import { humanCheckFailureOf, humanCheckRefusal, type HumanCheckProof } from './login-human-check';
import { hashPassword, verifyPassword } from './password';
import { toProfile } from './profile-mapping';
import { findUserByEmail, findUserById } from './profiles.repository';

export const WRONG_CREDENTIALS_MESSAGE = 'Wrong credentials';

export type LoginDeps = {
  db: Database;
  signToken: SignSessionToken;
  tokenTtlSeconds: number;
  throttle: LoginThrottle;
  verifyCaptcha: CaptchaVerifier;
};

/** Where the login came from: the counted address bucket and the human check's proof, if any. */
export type LoginOrigin = { clientAddress: string; humanCheck: HumanCheckProof };

/** A login either ran (its spec §4 result) or was refused by a limit before the password was checked. */
export type LoginOutcome =
  { throttled: false; result: Result<LoginResult> } | ({ throttled: true } & ThrottleRefusal);

let decoyHash: Promise<string> | undefined;

/**
 * Spec §4 login, behind the limits of issues 10 and 27 (README: Login limits). The client address,
 * the account at that address and the account from all addresses are counted before the password
 * is checked, so concurrent guesses each see their own count and a refused attempt costs no scrypt
 * run. Too many failures from one address refuse that address for the account (429); too many
 * from all addresses together ask every address for a human check, which the owner can pass, so
 * nobody can lock a customer out. An unknown e-mail and a wrong password give the same answer
 * (code 2, 'Wrong credentials'), are counted alike and ask for the check alike, and an unknown
 * e-mail still pays for one scrypt run, so neither the message, the limits nor the response time
 * tell an attacker which e-mails are customers.
 */
export async function login(deps: LoginDeps, input: LoginInput, origin: LoginOrigin): Promise<LoginOutcome> {
  const byAddress = await deps.throttle.countAddressAttempt(origin.clientAddress);
  if (!byAddress.allowed) return refused(byAddress);
  const user = await findUserByEmail(deps.db, input.username);
  // A customer's counters are keyed by the stored e-mail, so no other spelling that the database's
  // case-insensitive match accepts can open fresh counters for the same account.
  const account = user ? user.email : input.username;
  const atAddress = await deps.throttle.countAccountAtAddressAttempt(account, origin.clientAddress);
  if (!atAddress.allowed) return refused(atAddress);
  const { humanCheckNeeded } = await deps.throttle.countAccountAttempt(account);
  if (humanCheckNeeded) {
    const failure = await humanCheckFailureOf(deps.verifyCaptcha, origin.humanCheck);
    if (failure) return ran(humanCheckRefusal(failure));
  }

  decoyHash ??= hashPassword(randomUUID());
  const passwordMatches = await verifyPassword(input.password, user ? user.passwordHash : await decoyHash);
  if (!user || !passwordMatches) return ran(fail(ResponseCode.USER_NOT_FOUND, WRONG_CREDENTIALS_MESSAGE));
  await deps.throttle.signedIn(account, origin.clientAddress);
  const jwt = await issueSessionToken(deps.db, deps.signToken, user.id, deps.tokenTtlSeconds);
  return ran(ok({ profile: toProfile(user), jwt }));
}

const ran = (result: Result<LoginResult>): LoginOutcome => ({ throttled: false, result });
const refused = (refusal: ThrottleRefusal): LoginOutcome => ({
  throttled: true,
  retryAfterSeconds: refusal.retryAfterSeconds,
  message: refusal.message,
});

/** GET /cli/profiles/login: the signed-in customer, which the storefront keeps in its session. */
export async function currentProfile(db: Database, userId: number): Promise<Result<Profile>> {
  const user = await findUserById(db, userId);
  return user ? ok(toProfile(user)) : fail(ResponseCode.USER_NOT_FOUND);
}

/** Logout revokes the token on the server too, so a copied token stops working at once. */
export async function logout(db: Database, tokenId: string): Promise<Result<undefined>> {
  await revokeSessionToken(db, tokenId);
  return ok(undefined);
}
