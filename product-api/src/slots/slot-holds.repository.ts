import { and, asc, eq, gt, isNull, lt, lte, ne, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { carts, slotHolds, timeSlots, users } from '../db/schema';

/**
 * SQL of slot holds (issue 13 design: slot capacity). time_slots.taken counts placed orders and
 * live holds. A place is only ever taken by the conditional UPDATE of takePlace (never read, then
 * written), and only given back by the statement that first sets a hold's released_at, so two
 * API instances releasing the same hold give its place back once.
 */

/** A time slot with the store and mode it belongs to. */
export type HoldableSlot = {
  id: number;
  storeId: number;
  deliveryMode: string;
  day: string;
  validFrom: Date;
  validTo: Date;
};

/**
 * Locks the cart's row for the rest of the transaction and answers its status (null when gone):
 * two hold requests of one cart then run one after the other, so a cart never keeps two holds.
 */
export async function lockCart(tx: Database, cartId: number): Promise<string | null> {
  const [row] = await tx
    .select({ status: carts.status })
    .from(carts)
    .where(eq(carts.id, cartId))
    .for('no key update');
  return row?.status ?? null;
}

/** A slot's identity and window: what a hold and an order say of the slot they have. */
export const SLOT_WINDOW_COLUMNS = {
  id: timeSlots.id,
  day: timeSlots.day,
  validFrom: timeSlots.validFrom,
  validTo: timeSlots.validTo,
};

export async function findHoldableSlot(tx: Database, timeSlotId: number): Promise<HoldableSlot | null> {
  const [row] = await tx
    .select({ ...SLOT_WINDOW_COLUMNS, storeId: timeSlots.storeId, deliveryMode: timeSlots.deliveryMode })
    .from(timeSlots)
    .where(eq(timeSlots.id, timeSlotId));
  return row ?? null;
}

const liveHoldOf = (cartId: number) =>
  and(eq(slotHolds.cartId, cartId), isNull(slotHolds.usedAt), isNull(slotHolds.releasedAt));

/**
 * Locks the customer's row for the rest of the transaction: the holds of one customer's carts run
 * one after the other, so two at once cannot both pass the live-hold cap. Taken before the cart's
 * row, the order every hold locks in. NO KEY UPDATE leaves carts free to reference the row.
 */
export async function lockCustomer(tx: Database, userId: number): Promise<void> {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('no key update');
}

/**
 * When the cart's live hold of this slot runs out; null when it has none, or when it ran out and
 * waits for the expiry job (a new hold then replaces it, taking a place again).
 */
export async function liveHoldEnd(
  tx: Database,
  cartId: number,
  timeSlotId: number,
  now: Date,
): Promise<Date | null> {
  const [row] = await tx
    .select({ expiresAt: slotHolds.expiresAt })
    .from(slotHolds)
    .where(and(liveHoldOf(cartId), eq(slotHolds.timeSlotId, timeSlotId), gt(slotHolds.expiresAt, now)));
  return row?.expiresAt ?? null;
}

/** When each live hold of the customer's other carts runs out, soonest first. */
export async function liveHoldEndsOfOtherCarts(
  tx: Database,
  userId: number,
  cartId: number,
  now: Date,
): Promise<Date[]> {
  const rows = await tx
    .select({ expiresAt: slotHolds.expiresAt })
    .from(slotHolds)
    .innerJoin(carts, eq(carts.id, slotHolds.cartId))
    .where(
      and(
        eq(carts.userId, userId),
        ne(carts.id, cartId),
        isNull(slotHolds.usedAt),
        isNull(slotHolds.releasedAt),
        gt(slotHolds.expiresAt, now),
      ),
    )
    .orderBy(asc(slotHolds.expiresAt));
  return rows.map((row) => row.expiresAt);
}

/** Takes one place of the slot if one is free: the one statement that books capacity. */
export async function takePlace(tx: Database, timeSlotId: number): Promise<boolean> {
  const rows = await tx
    .update(timeSlots)
    .set({ taken: sql`${timeSlots.taken} + 1` })
    .where(and(eq(timeSlots.id, timeSlotId), lt(timeSlots.taken, timeSlots.capacity)))
    .returning({ id: timeSlots.id });
  return rows.length > 0;
}

export async function insertHold(
  tx: Database,
  hold: { cartId: number; timeSlotId: number; expiresAt: Date; now: Date },
): Promise<void> {
  await tx.insert(slotHolds).values({
    cartId: hold.cartId,
    timeSlotId: hold.timeSlotId,
    expiresAt: hold.expiresAt,
    createdAt: hold.now,
  });
}

/**
 * Gives back one place of its slot for each released hold, slots in id order so two transactions
 * lock them in the same order (greatest() keeps the check's floor whatever happened before).
 */
async function giveBackPlaces(tx: Database, released: { timeSlotId: number }[]): Promise<void> {
  const perSlot = new Map<number, number>();
  for (const { timeSlotId } of released) perSlot.set(timeSlotId, (perSlot.get(timeSlotId) ?? 0) + 1);
  for (const [timeSlotId, count] of [...perSlot].sort(([a], [b]) => a - b)) {
    await tx
      .update(timeSlots)
      .set({ taken: sql`greatest(${timeSlots.taken} - ${count}, 0)` })
      .where(eq(timeSlots.id, timeSlotId));
  }
}

/**
 * Releases the cart's live hold, if any, giving its place back; run inside the caller's
 * transaction (the cart's delete, move or a new hold). Answers how many holds were released.
 */
export async function releaseHoldsOfCart(
  tx: Database,
  cartId: number,
  now: Date = new Date(),
): Promise<number> {
  const released = await tx
    .update(slotHolds)
    .set({ releasedAt: now })
    .where(liveHoldOf(cartId))
    .returning({ timeSlotId: slotHolds.timeSlotId });
  await giveBackPlaces(tx, released);
  return released.length;
}

/**
 * The expiry job: releases every live hold that ran out by `now` and gives its place back, in one
 * transaction. A hold an order used, or a new hold released, meanwhile is re-checked by
 * PostgreSQL after its row lock and left alone. Answers how many holds were released.
 */
export function releaseExpiredHolds(db: Database, now: Date): Promise<number> {
  return db.transaction(async (tx) => {
    const released = await tx
      .update(slotHolds)
      .set({ releasedAt: now })
      .where(and(isNull(slotHolds.usedAt), isNull(slotHolds.releasedAt), lte(slotHolds.expiresAt, now)))
      .returning({ timeSlotId: slotHolds.timeSlotId });
    await giveBackPlaces(tx, released);
    return released.length;
  });
}
