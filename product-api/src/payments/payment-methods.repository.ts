import { and, asc, eq } from 'drizzle-orm';
import type { PaymentProvider } from '../contract/payments';
import type { Database } from '../db/client';
import { cardBoardings, linkedPaymentMethods } from '../db/schema';

/** SQL of linked cards and their boardings (architecture, Code conventions: only repositories use the ORM). */

export type LinkedMethodRow = {
  provider: string;
  providerRef: string;
  brand: string | null;
  last4: string | null;
  linkedAt: Date;
};

const methodColumns = {
  provider: linkedPaymentMethods.provider,
  providerRef: linkedPaymentMethods.providerRef,
  brand: linkedPaymentMethods.brand,
  last4: linkedPaymentMethods.last4,
  linkedAt: linkedPaymentMethods.linkedAt,
};

/** The customer's linked cards, in the order they were linked. */
export function findLinkedMethods(db: Database, userId: number): Promise<LinkedMethodRow[]> {
  return db
    .select(methodColumns)
    .from(linkedPaymentMethods)
    .where(eq(linkedPaymentMethods.userId, userId))
    .orderBy(asc(linkedPaymentMethods.linkedAt), asc(linkedPaymentMethods.id));
}

export async function findLinkedMethod(
  db: Database,
  userId: number,
  provider: PaymentProvider,
): Promise<LinkedMethodRow | null> {
  const [row] = await db
    .select(methodColumns)
    .from(linkedPaymentMethods)
    .where(and(eq(linkedPaymentMethods.userId, userId), eq(linkedPaymentMethods.provider, provider)))
    .limit(1);
  return row ?? null;
}

/** Deletes the customer's card of `provider` (only theirs: the user id is in the condition). */
export async function deleteLinkedMethod(
  db: Database,
  userId: number,
  provider: PaymentProvider,
): Promise<void> {
  await db
    .delete(linkedPaymentMethods)
    .where(and(eq(linkedPaymentMethods.userId, userId), eq(linkedPaymentMethods.provider, provider)));
}

/**
 * Links the card, replacing the customer's earlier card of the same provider: one row per customer
 * and provider, held by the unique index whatever arrives at once.
 */
export async function upsertLinkedMethod(
  tx: Database,
  method: { userId: number; provider: PaymentProvider } & Omit<LinkedMethodRow, 'provider'>,
): Promise<void> {
  const { userId, provider, providerRef, brand, last4, linkedAt } = method;
  await tx
    .insert(linkedPaymentMethods)
    .values({ userId, provider, providerRef, brand, last4, linkedAt })
    .onConflictDoUpdate({
      target: [linkedPaymentMethods.userId, linkedPaymentMethods.provider],
      set: { providerRef, brand, last4, linkedAt },
    });
}

export async function insertBoarding(
  db: Database,
  boarding: { userId: number; provider: PaymentProvider; ref: string; createdAt: Date },
): Promise<void> {
  await db.insert(cardBoardings).values(boarding);
}

export type BoardingRow = {
  id: number;
  userId: number;
  status: string;
  checkAuthorisedCents: number | null;
  checkReleasedCents: number | null;
};

const boardingColumns = {
  id: cardBoardings.id,
  userId: cardBoardings.userId,
  status: cardBoardings.status,
  checkAuthorisedCents: cardBoardings.checkAuthorisedCents,
  checkReleasedCents: cardBoardings.checkReleasedCents,
};

export async function findBoarding(
  db: Database,
  provider: PaymentProvider,
  ref: string,
): Promise<BoardingRow | null> {
  const [row] = await db
    .select(boardingColumns)
    .from(cardBoardings)
    .where(and(eq(cardBoardings.provider, provider), eq(cardBoardings.ref, ref)))
    .limit(1);
  return row ?? null;
}

/** The same, locked for the rest of the transaction: two notifications of one boarding queue here. */
export async function lockBoarding(
  tx: Database,
  provider: PaymentProvider,
  ref: string,
): Promise<BoardingRow | null> {
  const [row] = await tx
    .select(boardingColumns)
    .from(cardBoardings)
    .where(and(eq(cardBoardings.provider, provider), eq(cardBoardings.ref, ref)))
    .for('update')
    .limit(1);
  return row ?? null;
}

/** Settles a boarding still PENDING; false when it was settled before (nothing changes then). */
export async function settleBoarding(
  tx: Database,
  id: number,
  outcome: { status: 'LINKED' | 'CANCELLED'; checkAuthorisedCents?: number; checkReleasedCents?: number },
  now: Date,
): Promise<boolean> {
  const rows = await tx
    .update(cardBoardings)
    .set({ ...outcome, settledAt: now })
    .where(and(eq(cardBoardings.id, id), eq(cardBoardings.status, 'PENDING')))
    .returning({ id: cardBoardings.id });
  return rows.length > 0;
}
