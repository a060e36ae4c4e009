import { asc, eq, or, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { billingAddressColumns, shippingAddressColumns } from '../addresses/addresses.repository';
import { accountKey } from '../auth/login-throttle-rules';
import type { Database } from '../db/client';
import {
  authTokens,
  billingAddresses,
  contactMessages,
  loginThrottle,
  mailOutbox,
  shippingAddresses,
  users,
} from '../db/schema';

/**
 * SQL of the customer's data rights: what the export reads and what deletion erases (architecture,
 * Code conventions: only repositories use the ORM).
 */

/** The address book's columns and when each address was added. */
export function findShippingAddressesOf(db: Database, userId: number) {
  return db
    .select({ ...shippingAddressColumns, createdAt: shippingAddresses.createdAt })
    .from(shippingAddresses)
    .where(eq(shippingAddresses.userId, userId))
    .orderBy(asc(shippingAddresses.id));
}

export function findBillingAddressesOf(db: Database, userId: number) {
  return db
    .select({ ...billingAddressColumns, createdAt: billingAddresses.createdAt })
    .from(billingAddresses)
    .where(eq(billingAddresses.userId, userId))
    .orderBy(asc(billingAddresses.id));
}

/** The contact form asks for an e-mail rather than a session, so a customer's messages are those sent with theirs. */
export function findContactMessagesFrom(db: Database, email: string) {
  return db
    .select()
    .from(contactMessages)
    .where(sql`lower(${contactMessages.email}) = lower(${email})`)
    .orderBy(asc(contactMessages.id));
}

export function findSessionsOf(db: Database, userId: number) {
  return db
    .select({ expiresAt: authTokens.expiresAt, revokedAt: authTokens.revokedAt })
    .from(authTokens)
    .where(eq(authTokens.userId, userId))
    .orderBy(asc(authTokens.expiresAt));
}

/**
 * Erases the customer in one transaction. Deleting the users row takes their sessions, addresses,
 * billing addresses and reset links along (ON DELETE CASCADE) and gives their loyalty cards back
 * to the shop (ON DELETE SET NULL: the card and its points are the tills' record). What is kept
 * by e-mail rather than by id goes explicitly: contact messages, queued or sent e-mails to or
 * about them, and the failed-login counter of their e-mail.
 * Orders must stay for accounting without the person: the orders issue detaches them here,
 * before the users row goes.
 */
export async function deleteCustomerAccount(
  db: Database,
  customer: { id: number; email: string },
): Promise<void> {
  const sameEmail = (column: AnyPgColumn) => sql`lower(${column}) = lower(${customer.email})`;
  await db.transaction(async (tx) => {
    await tx.delete(contactMessages).where(sameEmail(contactMessages.email));
    await tx.delete(mailOutbox).where(or(sameEmail(mailOutbox.toAddress), sameEmail(mailOutbox.replyTo)));
    await tx.delete(loginThrottle).where(eq(loginThrottle.key, accountKey(customer.email)));
    await tx.delete(users).where(eq(users.id, customer.id));
  });
}
