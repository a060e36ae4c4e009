import { tooManyAttempts, type TooManyAttempts } from '../auth/attempt-limit';
import type { ProfileUpdateInput } from '../contract/account';
import { ResponseCode, fail, ok, refuseFields, type FieldError, type Result } from '../contract/envelope';
import { MALTA_PREFIX, RULE } from '../contract/profile-rules';
import { ALLERGENS, type Allergen } from '../contract/food-info';
import { cardSchema, type Profile } from '../contract/profiles';
import type { Database } from '../db/client';
import type { CardCheckLimit } from './card-check-limit';
import { findCardsLinkedTo, findLoyaltyCard } from './loyalty-cards.repository';
import { toProfile } from './profile-mapping';
import {
  saveProfile,
  setAvoidedAllergens,
  setPreferredStore,
  storeExists,
  type CardMoves,
} from './profile-update.repository';
import { findUserById, type UserRow } from './profiles.repository';

export const STORE_NOT_FOUND_MESSAGE = 'Store not found';

type Card = ProfileUpdateInput['cards'][number];

export type ProfileUpdateDeps = { db: Database; cardChecks: CardCheckLimit };

const cardPath = (index: number) => `cards.${index}.code`;

/** The codes the profile lists today (the users row's cards), read as the mapping does. */
function listedCodes(user: UserRow): string[] {
  const parsed = cardSchema.array().safeParse(user.cards);
  return parsed.success ? parsed.data.map((card) => card.code) : [];
}

/** One principal card, so the point balance knows which card to read: the first marked one, else the first. */
function withOnePrincipal(cards: Card[]): Card[] {
  const principal = Math.max(
    0,
    cards.findIndex((card) => card.principal),
  );
  return cards.map((card, index) => ({ ...card, principal: index === principal }));
}

/**
 * Which cards the update links and unlinks. A card the caller already has stays; a new one must be
 * an in-store card nobody holds whose ID document is the one given (the same rule as sign-up),
 * otherwise the form is refused on that card; a card left out of the list is given back.
 */
async function cardMovesOf(
  deps: ProfileUpdateDeps,
  user: UserRow,
  input: ProfileUpdateInput,
  clientAddress: string,
): Promise<{ moves: CardMoves } | { fields: FieldError[] } | TooManyAttempts> {
  const { db } = deps;
  const linked = (await findCardsLinkedTo(db, user.id)).map((card) => card.code);
  const held = new Set([...linked, ...listedCodes(user)]);
  const seen = new Set<string>();
  const fields: FieldError[] = [];
  const link: CardMoves['link'] = [];
  for (const [index, { code }] of input.cards.entries()) {
    if (seen.has(code)) {
      fields.push({ path: cardPath(index), message: RULE.invalidCard });
      continue;
    }
    seen.add(code);
    if (held.has(code)) continue;
    // The sign-up's card-check limits hold here too, or a throw-away account could guess documents.
    const verdict = await deps.cardChecks.count(clientAddress, code);
    if (!verdict.allowed) return tooManyAttempts(verdict);
    const card = await findLoyaltyCard(db, code);
    if (!card || card.userId !== null || card.documentId !== input.documentId) {
      fields.push({ path: cardPath(index), message: RULE.invalidCard });
    } else {
      await deps.cardChecks.passed(clientAddress, code);
      link.push({ code, documentId: card.documentId });
    }
  }
  if (fields.length > 0) return { fields };
  return { moves: { link, unlink: linked.filter((code) => !seen.has(code)) } };
}

/**
 * PUT /cli/profiles (spec §7, the profile rules of §5 checked by profileUpdateSchema). The e-mail,
 * birth date and address are not part of this form; accept1 and accept2 stay ticked.
 */
export async function updateProfile(
  deps: ProfileUpdateDeps,
  userId: number,
  input: ProfileUpdateInput,
  clientAddress: string,
): Promise<Result<Profile> | TooManyAttempts> {
  const { db } = deps;
  const user = await findUserById(db, userId);
  if (!user) return fail(ResponseCode.USER_NOT_FOUND);
  const cards = await cardMovesOf(deps, user, input, clientAddress);
  if ('tooManyAttempts' in cards) return cards;
  if ('fields' in cards) return refuseFields(cards.fields);

  const outcome = await saveProfile(
    db,
    userId,
    {
      firstName: input.firstName,
      lastName: input.lastName,
      mobilePhonePrefix: input.mobilePhonePrefix,
      mobilePhone: input.mobilePhone,
      // The home phone was checked against Malta's rules when no prefix was chosen, so it is stored so.
      homePhonePrefix: input.homePhonePrefix || (input.homePhone ? MALTA_PREFIX : null),
      homePhone: input.homePhone || null,
      ssnCode: input.ssnCode || null,
      cards: withOnePrincipal(input.cards),
      accept1: input.accept1,
      accept2: input.accept2,
      accept3: input.accept3,
      accept4: input.accept4,
    },
    cards.moves,
  );
  if (outcome.saved) return ok(toProfile(outcome.user));
  if (outcome.reason === 'no-user') return fail(ResponseCode.USER_NOT_FOUND);
  const index = input.cards.findIndex((card) => card.code === outcome.code);
  return refuseFields([{ path: cardPath(Math.max(0, index)), message: RULE.invalidCard }]);
}

/** POST /cli/profiles/preferences/store: the favourite store of the profile's side menu. */
export async function setFavouriteStore(
  db: Database,
  userId: number,
  storeId: number,
): Promise<Result<Profile>> {
  if (!(await storeExists(db, storeId))) return fail(ResponseCode.GENERIC_ERROR, STORE_NOT_FOUND_MESSAGE);
  const user = await setPreferredStore(db, userId, storeId);
  return user ? ok(toProfile(user)) : fail(ResponseCode.USER_NOT_FOUND);
}

/**
 * POST /cli/profiles/preferences/allergens: the allergens the customer avoids (issue 33), kept once
 * each in the Annex's order, so a repeated code or another order saves the same set.
 */
export async function setAllergensToAvoid(
  db: Database,
  userId: number,
  allergens: readonly Allergen[],
): Promise<Result<Profile>> {
  const chosen = ALLERGENS.filter((code) => allergens.includes(code));
  const user = await setAvoidedAllergens(db, userId, chosen);
  return user ? ok(toProfile(user)) : fail(ResponseCode.USER_NOT_FOUND);
}
