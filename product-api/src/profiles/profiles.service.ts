import type { LoginThrottle } from '../auth/login-throttle';
import type { CaptchaVerifier } from '../contact/captcha-verifier';
import type { ThrottleRefusal } from '../auth/login-throttle-rules';
import { issueSessionToken, revokeSessionToken, type SignSessionToken } from '../auth/session-tokens';
import { ResponseCode, fail, ok, type Result } from '../contract/envelope';
import type { LoginInput, LoginResult, Profile } from '../contract/profiles';
import type { Database } from '../db/client';
import { guardedLogin, type LoginOrigin } from './guarded-login';
import { humanCheckRefusal } from './login-human-check';
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

export type { LoginOrigin } from './guarded-login';

/** A login either ran (its spec §4 result) or was refused by a limit before the password was checked. */
export type LoginOutcome =
  { throttled: false; result: Result<LoginResult> } | ({ throttled: true } & ThrottleRefusal);

/**
 * Spec §4 login, behind the limits of issues 10 and 27 (README: Login limits; the checks in
 * guarded-login.ts). An unknown e-mail and a wrong password give the same answer (code 2, 'Wrong
 * credentials'), so the message tells an attacker nothing either.
 */
export async function login(deps: LoginDeps, input: LoginInput, origin: LoginOrigin): Promise<LoginOutcome> {
  const checked = await guardedLogin(
    deps,
    (email) => findUserByEmail(deps.db, email),
    { email: input.username, password: input.password },
    origin,
  );
  if (checked.refused)
    return { throttled: true, retryAfterSeconds: checked.retryAfterSeconds, message: checked.message };
  if (checked.humanCheck) return ran(humanCheckRefusal(checked.humanCheck));
  const user = checked.account;
  if (!user) return ran(fail(ResponseCode.USER_NOT_FOUND, WRONG_CREDENTIALS_MESSAGE));
  const jwt = await issueSessionToken(deps.db, deps.signToken, user.id, deps.tokenTtlSeconds);
  return ran(ok({ profile: toProfile(user), jwt }));
}

const ran = (result: Result<LoginResult>): LoginOutcome => ({ throttled: false, result });

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
