import { eq } from 'drizzle-orm';
import type { Allergen } from '../contract/food-info';
import type { Database } from '../db/client';
import { stores, users } from '../db/schema';
import { linkLoyaltyCard, unlinkLoyaltyCards } from './loyalty-cards.repository';
import type { UserRow } from './profiles.repository';

/**
 * SQL of the profile's own changes: personal data, cards, favourite store, allergens avoided (architecture, Code
 * conventions: only repositories use the ORM).
 */

export type ProfileChanges = Pick<
  typeof users.$inferInsert,
  | 'firstName'
  | 'lastName'
  | 'mobilePhonePrefix'
  | 'mobilePhone'
  | 'homePhonePrefix'
  | 'homePhone'
  | 'ssnCode'
  | 'cards'
  | 'accept1'
  | 'accept2'
  | 'accept3'
  | 'accept4'
>;

export type CardMoves = { link: { code: string; documentId: string }[]; unlink: string[] };

export type SaveProfileOutcome =
  | { saved: true; user: UserRow }
  | { saved: false; reason: 'card-taken'; code: string }
  | { saved: false; reason: 'no-user' };

/** Thrown inside the transaction to roll it back when a card went to someone else meanwhile. */
class CardTaken extends Error {
  constructor(readonly code: string) {
    super(`card ${code} is no longer free`);
  }
}

/** The profile and its cards' links in one transaction: the profile never lists a card it does not hold. */
export async function saveProfile(
  db: Database,
  userId: number,
  changes: ProfileChanges,
  cards: CardMoves,
): Promise<SaveProfileOutcome> {
  try {
    const user = await db.transaction(async (tx) => {
      for (const card of cards.link) {
        if (!(await linkLoyaltyCard(tx, card, userId))) throw new CardTaken(card.code);
      }
      await unlinkLoyaltyCards(tx, userId, cards.unlink);
      const [row] = await tx.update(users).set(changes).where(eq(users.id, userId)).returning();
      return row;
    });
    return user ? { saved: true, user } : { saved: false, reason: 'no-user' };
  } catch (error) {
    if (error instanceof CardTaken) return { saved: false, reason: 'card-taken', code: error.code };
    throw error;
  }
}

export async function storeExists(db: Database, storeId: number): Promise<boolean> {
  const rows = await db.select({ id: stores.id }).from(stores).where(eq(stores.id, storeId)).limit(1);
  return rows.length > 0;
}

/** The allergens the customer avoids, the whole set at once. */
export async function setAvoidedAllergens(
  db: Database,
  userId: number,
  allergens: readonly Allergen[],
): Promise<UserRow | undefined> {
  const [row] = await db
    .update(users)
    .set({ avoidAllergens: [...allergens] })
    .where(eq(users.id, userId))
    .returning();
  return row;
}

export async function setPreferredStore(
  db: Database,
  userId: number,
  storeId: number,
): Promise<UserRow | undefined> {
  const [row] = await db
    .update(users)
    .set({ preferredStoreId: storeId })
    .where(eq(users.id, userId))
    .returning();
  return row;
}
