import { createHash, randomBytes } from 'node:crypto';
import { countAttempt } from '../auth/login-throttle.repository';
import type { PasswordResetInput, PasswordResetRequestInput } from '../contract/account';
import type { Language } from '../contract/catalogue';
import { ResponseCode, fail, ok, type Result } from '../contract/envelope';
import type { Database } from '../db/client';
import { enqueueMail } from '../mail/mail-outbox';
import { shopLinkOf } from '../mail/shop-link';
import { hashPassword } from './password';
import { noAccountMail, resetLinkMail } from './password-reset-mails';
import {
  insertResetTokenForEmail,
  isResetTokenUsable,
  resetPasswordWithToken,
} from './password-reset.repository';

export const LINK_NO_LONGER_VALID_MESSAGE = 'This link is no longer valid';

/**
 * At most this many reset e-mails to one address in a window, so the form cannot flood a mailbox;
 * further requests get the same answer and send nothing. Counted in the login limits' table
 * (one atomic upsert per request, shared by every API instance) under a key of its own.
 */
export const RESET_MAILS_PER_WINDOW = 3;
export const RESET_MAIL_WINDOW_MINUTES = 15;
const TOKEN_BYTES = 32;

export type PasswordResetDeps = {
  db: Database;
  now: () => Date;
  ttlMinutes: number;
  /** The storefront's public base with /app (SHOP_PUBLIC_URL), for the links in the e-mails. */
  shopPublicUrl: string;
};

/**
 * POST /cli/profiles/password (spec §7, issue 12). The answer is the same ok whether or not the
 * e-mail is a customer's, and so is the work behind it: one token insert that writes a row only
 * for a customer, and one e-mail, either the link or a note that there is no account with this
 * address. The token is 32 random bytes; only its hash is kept, the link carries the token.
 * What differs (one small row more for a customer) can be timed at most RESET_MAILS_PER_WINDOW
 * times per address and window: later requests take the same mail-less path whoever asks.
 */
export async function requestPasswordReset(
  deps: PasswordResetDeps,
  input: PasswordResetRequestInput,
  /** The language of the page the shopper asked from: the e-mail and its link are in it. */
  language: Language = 'en',
): Promise<Result<undefined>> {
  const now = deps.now();
  const email = input.email.trim();
  const counted = await countAttempt(
    deps.db,
    `reset-mail:${email.toLowerCase()}`,
    now,
    new Date(now.getTime() + RESET_MAIL_WINDOW_MINUTES * 60_000),
  );
  if (counted.attempts > RESET_MAILS_PER_WINDOW) return ok(undefined);

  const token = randomBytes(TOKEN_BYTES).toString('base64url');
  await deps.db.transaction(async (tx) => {
    const customerId = await insertResetTokenForEmail(tx, {
      email,
      tokenHash: tokenHashOf(token),
      expiresAt: new Date(now.getTime() + deps.ttlMinutes * 60_000),
      now,
    });
    const mail =
      customerId === undefined
        ? noAccountMail(email, shopLinkOf(deps.shopPublicUrl, language, '/signup'), language)
        : resetLinkMail(
            email,
            shopLinkOf(deps.shopPublicUrl, language, `/reset?token=${token}`),
            deps.ttlMinutes,
            language,
          );
    await enqueueMail(tx, mail, now);
  });
  return ok(undefined);
}

/**
 * POST /cli/profiles/password/reset: a usable token sets the new password once, ends the
 * customer's other reset links and every session (repository). An unknown, used or expired token
 * is a business refusal (code 4000), checked before the new password costs a scrypt run.
 */
export async function resetPassword(
  deps: Pick<PasswordResetDeps, 'db' | 'now'>,
  input: PasswordResetInput,
): Promise<Result<undefined>> {
  const tokenHash = tokenHashOf(input.token);
  if (!(await isResetTokenUsable(deps.db, tokenHash, deps.now()))) return refused();
  const passwordHash = await hashPassword(input.newPassword);
  const reset = await resetPasswordWithToken(deps.db, { tokenHash, passwordHash, now: deps.now() });
  return reset ? ok(undefined) : refused();
}

const refused = () => fail<undefined>(ResponseCode.GENERIC_ERROR, LINK_NO_LONGER_VALID_MESSAGE);

const tokenHashOf = (token: string): string => createHash('sha256').update(token).digest('hex');
