import type { Database } from '../db/client';
import { shippingAddresses, users } from '../db/schema';
import { isUniqueViolation } from '../db/unique-violation';
import { linkLoyaltyCard } from './loyalty-cards.repository';
import type { UserRow } from './profiles.repository';

/** SQL of the sign-up (architecture, Code conventions: only repositories use the ORM). */

export type NewCustomer = {
  user: Omit<typeof users.$inferInsert, 'id' | 'createdAt'>;
  shippingAddress: Omit<typeof shippingAddresses.$inferInsert, 'id' | 'userId' | 'createdAt'>;
  card?: { code: string; documentId: string };
};

export type CreateCustomerOutcome =
  { created: true; user: UserRow } | { created: false; reason: 'email-taken' | 'card-taken' };

/** Thrown inside the transaction to roll it back when the card went to someone else meanwhile. */
class CardTaken extends Error {}

/**
 * The customer, their first shipping address and the card's link in one transaction: a sign-up
 * either lands whole or leaves nothing. A duplicate e-mail that slipped past the service's check
 * (two sign-ups at once) is caught by the unique index on lower(email), not answered with a 500.
 */
export async function createCustomer(
  db: Database,
  customer: NewCustomer,
  /** What the new account brings with it in the same transaction (the welcome e-mail). */
  created?: (tx: Database) => Promise<unknown>,
): Promise<CreateCustomerOutcome> {
  try {
    const user = await db.transaction(async (tx) => {
      const [row] = await tx.insert(users).values(customer.user).returning();
      if (!row) throw new Error('users insert returned no row');
      await tx.insert(shippingAddresses).values({ ...customer.shippingAddress, userId: row.id });
      if (customer.card && !(await linkLoyaltyCard(tx, customer.card, row.id))) throw new CardTaken();
      if (created) await created(tx);
      return row;
    });
    return { created: true, user };
  } catch (error) {
    if (error instanceof CardTaken) return { created: false, reason: 'card-taken' };
    if (isUniqueViolation(error, 'users_email_idx')) return { created: false, reason: 'email-taken' };
    throw error;
  }
}
