import { and, eq, gte, inArray, isNull, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { loyaltyCards, orderPointCredits } from '../db/schema';

/**
 * SQL of the in-store loyalty cards (architecture, Code conventions: only repositories use the
 * ORM).
 */
export type LoyaltyCardRow = typeof loyaltyCards.$inferSelect;

export async function findLoyaltyCard(db: Database, code: string): Promise<LoyaltyCardRow | undefined> {
  const rows = await db.select().from(loyaltyCards).where(eq(loyaltyCards.code, code)).limit(1);
  return rows[0];
}

export function findCardsLinkedTo(db: Database, userId: number): Promise<LoyaltyCardRow[]> {
  return db.select().from(loyaltyCards).where(eq(loyaltyCards.userId, userId)).orderBy(loyaltyCards.code);
}

/**
 * Links a card to the customer only while it is unlinked and held by `documentId`, in one UPDATE,
 * so two sign-ups with the same card cannot both get it: false when the card was not (or no
 * longer) free for this holder.
 */
export async function linkLoyaltyCard(
  db: Database,
  card: { code: string; documentId: string },
  userId: number,
): Promise<boolean> {
  const rows = await db
    .update(loyaltyCards)
    .set({ userId })
    .where(
      and(
        eq(loyaltyCards.code, card.code),
        eq(loyaltyCards.documentId, card.documentId),
        isNull(loyaltyCards.userId),
      ),
    )
    .returning({ code: loyaltyCards.code });
  return rows.length === 1;
}

/** Gives the customer's cards of `codes` back to the shop; the card rows and points stay. */
export async function unlinkLoyaltyCards(db: Database, userId: number, codes: string[]): Promise<void> {
  if (codes.length === 0) return;
  await db
    .update(loyaltyCards)
    .set({ userId: null })
    .where(and(eq(loyaltyCards.userId, userId), inArray(loyaltyCards.code, codes)));
}

/**
 * Records an order's points on a card: false when the order already has its row (the key is the
 * order id), so the caller adds the points only for the credit it wrote.
 */
export async function insertOrderPointCredit(
  tx: Database,
  credit: { orderId: number; cardCode: string; points: number; at: Date },
): Promise<boolean> {
  const rows = await tx
    .insert(orderPointCredits)
    .values(credit)
    .onConflictDoNothing({ target: orderPointCredits.orderId })
    .returning({ orderId: orderPointCredits.orderId });
  return rows.length === 1;
}

/** Adds earned points to the card and dates its balance (the CHECK keeps it at 0 or more). */
export async function addCardPoints(tx: Database, code: string, points: number, at: Date): Promise<void> {
  await tx
    .update(loyaltyCards)
    .set({ points: sql`${loyaltyCards.points} + ${points}`, balanceAt: at })
    .where(eq(loyaltyCards.code, code));
}

/**
 * Takes points spent on vouchers off the card, only while it holds that many: false (and nothing
 * taken) otherwise, so a balance never goes below 0 (the CHECK holds it too).
 */
export async function takeCardPoints(tx: Database, code: string, points: number, at: Date): Promise<boolean> {
  const rows = await tx
    .update(loyaltyCards)
    .set({ points: sql`${loyaltyCards.points} - ${points}`, balanceAt: at })
    .where(and(eq(loyaltyCards.code, code), gte(loyaltyCards.points, points)))
    .returning({ code: loyaltyCards.code });
  return rows.length === 1;
}
