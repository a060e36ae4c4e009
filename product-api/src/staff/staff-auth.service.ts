import type { ThrottleRefusal } from '../auth/login-throttle-rules';
import { issueStaffToken, revokeStaffSession, type SignStaffToken } from '../auth/staff-tokens';
import { ResponseCode, fail, ok, type Result } from '../contract/envelope';
import type { StaffLoginInput, StaffLoginResult } from '../contract/staff';
import type { Database } from '../db/client';
import { guardedLogin, type GuardedLoginDeps, type LoginOrigin } from '../profiles/guarded-login';
import { humanCheckRefusal } from '../profiles/login-human-check';
import { WRONG_CREDENTIALS_MESSAGE } from '../profiles/profiles.service';
import { staffMemberOf } from './staff.service';
import { findStaffByEmail } from './staff.repository';

/** The throttle scope of staff sign-ins: their counters never mix with the customers'. */
export const STAFF_THROTTLE_SCOPE = 'staff';

export type StaffLoginDeps = GuardedLoginDeps & {
  db: Database;
  signToken: SignStaffToken;
  tokenTtlSeconds: number;
};

export type StaffLoginOutcome =
  { throttled: false; result: Result<StaffLoginResult> } | ({ throttled: true } & ThrottleRefusal);

/**
 * POST /ops/auth/login: the customers' checks and limits (profiles/guarded-login.ts) on the staff
 * accounts, with a throttle of their own scope. An inactive member is looked up like an unknown
 * e-mail (counted, one scrypt run, 'Wrong credentials'), so a former employee learns nothing.
 */
export async function staffLogin(
  deps: StaffLoginDeps,
  input: StaffLoginInput,
  origin: LoginOrigin,
): Promise<StaffLoginOutcome> {
  const checked = await guardedLogin(
    deps,
    async (email) => {
      const member = await findStaffByEmail(deps.db, email);
      return member?.active ? member : undefined;
    },
    input,
    origin,
  );
  if (checked.refused) {
    return { throttled: true, retryAfterSeconds: checked.retryAfterSeconds, message: checked.message };
  }
  if (checked.humanCheck) return ran(humanCheckRefusal<StaffLoginResult>(checked.humanCheck));
  const member = checked.account;
  if (!member) return ran(fail(ResponseCode.USER_NOT_FOUND, WRONG_CREDENTIALS_MESSAGE));
  const jwt = await issueStaffToken(deps.db, deps.signToken, member.id, deps.tokenTtlSeconds);
  return ran(ok({ staff: await staffMemberOf(deps.db, member), jwt, tokenKind: 'staff' }));
}

/** Sign-out revokes the staff token on the server, so a copied one stops at once. */
export async function staffLogout(db: Database, tokenId: string): Promise<Result<undefined>> {
  await revokeStaffSession(db, tokenId);
  return ok(undefined);
}

const ran = (result: Result<StaffLoginResult>): StaffLoginOutcome => ({ throttled: false, result });
