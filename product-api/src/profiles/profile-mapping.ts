import { z } from 'zod';
import { ALLERGENS } from '../contract/food-info';
import { cardSchema, profileAddressSchema, profileSchema, type Profile } from '../contract/profiles';
import type { UserRow } from './profiles.repository';

const storedCardsSchema = z.array(cardSchema);
const storedGenderSchema = profileSchema.shape.gender;

/** The stored codes the Annex knows, in its order: a code dropped from the list later reads as none. */
function knownAllergens(stored: readonly string[]) {
  return ALLERGENS.filter((code) => stored.includes(code));
}

/**
 * A users row as the profile of spec §3. The jsonb columns are parsed rather than trusted: a row
 * written by an older import with a bad shape yields no cards or no address instead of a 500 on login.
 * The password hash is never copied, so it cannot leak through any route that returns a profile.
 */
export function toProfile(row: UserRow): Profile {
  const cards = storedCardsSchema.safeParse(row.cards);
  const address = profileAddressSchema.safeParse(row.address);
  const gender = storedGenderSchema.safeParse(row.gender);
  return {
    id: row.id,
    firstName: row.firstName,
    lastName: row.lastName,
    birthDate: row.birthDate,
    gender: gender.success ? gender.data : null,
    mobilePhone: row.mobilePhone,
    mobilePhonePrefix: row.mobilePhonePrefix,
    homePhone: row.homePhone,
    homePhonePrefix: row.homePhonePrefix,
    email: row.email,
    ssnCode: row.ssnCode,
    cards: cards.success ? cards.data : [],
    address: address.success ? address.data : null,
    accept1: row.accept1,
    accept2: row.accept2,
    accept3: row.accept3,
    accept4: row.accept4,
    preferences: { storeId: row.preferredStoreId, avoidAllergens: knownAllergens(row.avoidAllergens) },
  };
}
