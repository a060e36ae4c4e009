import type { PasswordChangeInput } from '../contract/account';
import { ResponseCode, fail, ok, type Result } from '../contract/envelope';
import type { Database } from '../db/client';
import { hashPassword, verifyPassword } from './password';
import { replacePassword } from './password-change.repository';
import { findUserById } from './profiles.repository';

/**
 * POST /cli/profiles/password/change (spec §7): the old password proves it is the customer at the
 * keyboard, not only their session; a wrong one is code 13, 'Password not valid' (spec §8). The
 * session that changed it stays signed in, every other one ends (issue 12, spec §4).
 */
export async function changePassword(
  db: Database,
  session: { userId: number; tokenId: string },
  input: PasswordChangeInput,
  now: Date = new Date(),
): Promise<Result<undefined>> {
  const user = await findUserById(db, session.userId);
  if (!user) return fail(ResponseCode.USER_NOT_FOUND);
  if (!(await verifyPassword(input.oldPassword, user.passwordHash)))
    return fail(ResponseCode.PASSWORD_NOT_VALID);
  await replacePassword(db, {
    userId: user.id,
    passwordHash: await hashPassword(input.newPassword),
    keepTokenId: session.tokenId,
    at: now,
  });
  return ok(undefined);
}
