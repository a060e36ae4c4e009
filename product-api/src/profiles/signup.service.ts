import { tooManyAttempts, type TooManyAttempts } from '../auth/attempt-limit';
import type { Language } from '../contract/catalogue';
import type { SignupCheckInput, SignupCheckResult, SignupInput } from '../contract/account';
import { ResponseCode, fail, ok, refuseFields, type Result } from '../contract/envelope';
import { RULE, emailSchema } from '../contract/profile-rules';
import type { Profile } from '../contract/profiles';
import type { Database } from '../db/client';
import { addressInLocality, localityNamed } from '../locations/city-lookup';
import { enqueueMail } from '../mail/mail-outbox';
import { shopLinkOf } from '../mail/shop-link';
import { formDateOf, storedDateOf } from './birth-dates';
import type { CardCheckLimit } from './card-check-limit';
import { findLoyaltyCard, type LoyaltyCardRow } from './loyalty-cards.repository';
import { hashPassword } from './password';
import { toProfile } from './profile-mapping';
import { findUserByEmail } from './profiles.repository';
import { createCustomer } from './signup.repository';
import { welcomeMail } from './welcome-mail';

export const DUPLICATE_EMAIL_MESSAGE = 'An account with this e-mail already exists';
export const CARD_NOT_FOUND_MESSAGE = 'Card not found or the ID document does not match';
export const CARD_TAKEN_MESSAGE = 'This card already belongs to an account';

export type SignupDeps = {
  db: Database;
  cardChecks: CardCheckLimit;
  now: () => Date;
  /** The storefront's public base with /app (SHOP_PUBLIC_URL), for the welcome e-mail's links. */
  shopPublicUrl: string;
};

/**
 * A card may join an account only for its holder (the ID document the till recorded) and only
 * once. An unknown card and a wrong document get the same answer, so the check does not tell
 * which card numbers exist; and it is counted against the card-check limits before the card is
 * read, so guessing a document takes a few tries per card and hour, not thousands a second.
 */
async function freeCardOf(
  deps: SignupDeps,
  clientAddress: string,
  code: string,
  documentId: string,
): Promise<Result<LoyaltyCardRow> | TooManyAttempts> {
  const verdict = await deps.cardChecks.count(clientAddress, code);
  if (!verdict.allowed) return tooManyAttempts(verdict);
  const card = await findLoyaltyCard(deps.db, code);
  if (!card || card.documentId !== documentId)
    return fail(ResponseCode.USER_NOT_FOUND, CARD_NOT_FOUND_MESSAGE);
  if (card.userId !== null) return fail(ResponseCode.INVALID_USERNAME, CARD_TAKEN_MESSAGE);
  await deps.cardChecks.passed(clientAddress, code);
  return ok(card);
}

const usableEmail = (email: string | null): string | null =>
  email !== null && emailSchema.safeParse(email).success ? email.trim() : null;

/**
 * POST /cli/profiles/signupcheck (spec §2 sign-up with card, step 1): whether the card can open an
 * account, and what its record knows of the holder for the next steps. Reads only: nothing is
 * linked until the sign-up itself.
 */
export async function checkSignup(
  deps: SignupDeps,
  input: SignupCheckInput,
  clientAddress: string,
): Promise<Result<SignupCheckResult> | TooManyAttempts> {
  const { db } = deps;
  const card = await freeCardOf(deps, clientAddress, input.cardNumber, input.documentId);
  if ('tooManyAttempts' in card || !card.ok) return card;
  // The wizard's incomplete-profile popup (code 44) asks for the e-mail the till did not record.
  const email = input.email || usableEmail(card.data.email);
  if (!email) return fail(ResponseCode.SIGNUP_INCOMPLETE_PROFILE);
  if (await findUserByEmail(db, email)) return fail(ResponseCode.INVALID_USERNAME, DUPLICATE_EMAIL_MESSAGE);
  return ok({
    firstName: card.data.firstName ?? '',
    lastName: card.data.lastName ?? '',
    email,
    birthDate: card.data.birthDate ? formDateOf(card.data.birthDate) : null,
  });
}

/**
 * POST /cli/profiles/signup (spec §2 wizard, §3 sign-up data). The contract schema has checked
 * every field rule; here are the rules that need the database: the city is one of the list, the
 * e-mail is not a customer's yet, the card is its holder's and free. The new customer can sign in
 * at once (no confirmation step in the spec); no token is issued here.
 */
export async function signUp(
  deps: SignupDeps,
  input: SignupInput,
  clientAddress: string,
  /** The language of the page the shopper signed up on: the welcome e-mail is written in it. */
  language: Language = 'en',
): Promise<Result<Profile> | TooManyAttempts> {
  const { db } = deps;
  const { profile } = input;
  const locality = await localityNamed(db, profile.address.city);
  if (!locality) return refuseFields([{ path: 'profile.address.city', message: RULE.invalid }]);
  if (await findUserByEmail(db, profile.email)) {
    return fail(ResponseCode.INVALID_USERNAME, DUPLICATE_EMAIL_MESSAGE);
  }
  const cardCode = profile.cards[0]?.code;
  let card: LoyaltyCardRow | undefined;
  if (cardCode !== undefined) {
    const free = await freeCardOf(deps, clientAddress, cardCode, profile.documentId);
    if ('tooManyAttempts' in free || !free.ok) return free;
    card = free.data;
  }
  // On the card path the birth date may be left to the card's record (signupProfileSchema).
  const birthDate = profile.birthDate ? storedDateOf(profile.birthDate) : (card?.birthDate ?? null);
  if (!birthDate) return refuseFields([{ path: 'profile.birthDate', message: RULE.required }]);

  // The country, county and island come from the list, not from the form (spec §3 address).
  const address = addressInLocality(locality, profile.address);
  const outcome = await createCustomer(
    db,
    {
      user: {
        email: profile.email,
        passwordHash: await hashPassword(input.password),
        firstName: profile.firstName,
        lastName: profile.lastName,
        birthDate,
        gender: profile.gender,
        mobilePhonePrefix: profile.mobilePhonePrefix,
        mobilePhone: profile.mobilePhone,
        homePhonePrefix: profile.homePhone ? profile.homePhonePrefix : null,
        homePhone: profile.homePhone || null,
        cards: card ? [{ code: card.code, principal: true, enabled: true }] : [],
        address,
        accept1: profile.accept1,
        accept2: profile.accept2,
        accept3: profile.accept3,
        accept4: profile.accept4,
      },
      shippingAddress: address,
      card: card ? { code: card.code, documentId: card.documentId } : undefined,
    },
    // Written with the account, so the e-mail exists exactly when the account does.
    (tx) => enqueueMail(tx, welcomeOf(deps, profile, language), deps.now()),
  );
  if (outcome.created) return ok(toProfile(outcome.user));
  return outcome.reason === 'email-taken'
    ? fail(ResponseCode.INVALID_USERNAME, DUPLICATE_EMAIL_MESSAGE)
    : fail(ResponseCode.INVALID_USERNAME, CARD_TAKEN_MESSAGE);
}

function welcomeOf(deps: SignupDeps, profile: SignupInput['profile'], language: Language) {
  const links = {
    shop: shopLinkOf(deps.shopPublicUrl, language, ''),
    account: shopLinkOf(deps.shopPublicUrl, language, '/profile'),
  };
  return welcomeMail(profile.email, profile.firstName, links, language);
}
