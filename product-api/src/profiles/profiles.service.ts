import { randomUUID } from 'node:crypto';
import { issueSessionToken, revokeSessionToken, type SignSessionToken } from '../auth/session-tokens';
import { ResponseCode, fail, ok, type Result } from '../contract/envelope';
import type { LoginInput, LoginResult, Profile } from '../contract/profiles';
import type { Database } from '../db/client';
import { hashPassword, verifyPassword } from './password';
import { toProfile } from './profile-mapping';
import { findUserByEmail, findUserById } from './profiles.repository';

export const WRONG_CREDENTIALS_MESSAGE = 'Wrong credentials';

export type LoginDeps = { db: Database; signToken: SignSessionToken; tokenTtlSeconds: number };

let decoyHash: Promise<string> | undefined;

/**
 * Spec §4 login. An unknown e-mail and a wrong password give the same answer (code 2, 'Wrong
 * credentials'), and an unknown e-mail still pays for one scrypt run, so neither the message nor
 * the response time tells an attacker which e-mails are customers.
 */
export async function login(deps: LoginDeps, input: LoginInput): Promise<Result<LoginResult>> {
  const user = await findUserByEmail(deps.db, input.username);
  decoyHash ??= hashPassword(randomUUID());
  const passwordMatches = await verifyPassword(input.password, user ? user.passwordHash : await decoyHash);
  if (!user || !passwordMatches) return fail(ResponseCode.USER_NOT_FOUND, WRONG_CREDENTIALS_MESSAGE);
  const jwt = await issueSessionToken(deps.db, deps.signToken, user.id, deps.tokenTtlSeconds);
  return ok({ profile: toProfile(user), jwt });
}

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
