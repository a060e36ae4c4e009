import { and, asc, eq, gt, isNull, lte, ne } from 'drizzle-orm';
import type { Database } from '../db/client';
import { carts, slotHolds, timeSlots, users } from '../db/schema';
import { givePlacesBack, SLOT_WINDOW_COLUMNS } from './slot-capacity.repository';

/**
 * SQL of slot holds (issue 13 design: slot capacity). A hold counts one place of its slot in
 * time_slots.taken, taken and given back through slot-capacity.repository.ts; a place is only
 * given back by the statement that first sets a hold's released_at, so two API instances
 * releasing the same hold give its place back once.
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
  await givePlacesBack(
    tx,
    released.map((hold) => hold.timeSlotId),
  );
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
    await givePlacesBack(
      tx,
      released.map((hold) => hold.timeSlotId),
    );
    return released.length;
  });
}
