import { and, eq, gte, lt, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { timeSlots } from '../db/schema';

/**
 * The one writer of a slot's capacity (docs/architecture.md, "slot capacity"): time_slots.taken
 * counts placed orders and live holds, and only the statements below change it. Holds, orders,
 * unpaid-order aborts and hold expiry all come here, inside their caller's transaction, so
 * the capacity rule has one home and each caller keeps its one-transaction guarantees.
 *
 * A place is only ever taken by a conditional UPDATE (taken < capacity), never read then written:
 * PostgreSQL serialises the UPDATEs of one row, so however many requests race for the last place
 * one gets it. A place is given back with greatest(), which keeps the CHECK's floor of 0 whatever
 * happened before; the callers make sure each place is given back once (the statement that first
 * releases a hold or aborts an order is the one that gives its place back).
 */

/** A slot's identity and window: what a hold and an order say of the slot they have. */
export const SLOT_WINDOW_COLUMNS = {
  id: timeSlots.id,
  day: timeSlots.day,
  validFrom: timeSlots.validFrom,
  validTo: timeSlots.validTo,
};

export type SlotWindow = { id: number; day: string; validFrom: Date; validTo: Date };

/** Takes one place of the slot if one is free (a hold). Answers whether it got one. */
export async function takePlace(tx: Database, timeSlotId: number): Promise<boolean> {
  const rows = await tx
    .update(timeSlots)
    .set({ taken: sql`${timeSlots.taken} + 1` })
    .where(and(eq(timeSlots.id, timeSlotId), lt(timeSlots.taken, timeSlots.capacity)))
    .returning({ id: timeSlots.id });
  return rows.length > 0;
}

/**
 * Takes one place of the slot for an order the cart never held it for, if the slot is still
 * offered to this store and mode (not past its booking cut-off, `bookableFrom`) and one is free.
 * Answers the slot's window, or null when it is full, gone or no longer offered.
 */
export async function takeOfferedPlace(
  tx: Database,
  target: { timeSlotId: number; storeId: number; deliveryMode: string; bookableFrom: Date },
): Promise<SlotWindow | null> {
  const [slot] = await tx
    .update(timeSlots)
    .set({ taken: sql`${timeSlots.taken} + 1` })
    .where(
      and(
        eq(timeSlots.id, target.timeSlotId),
        eq(timeSlots.storeId, target.storeId),
        eq(timeSlots.deliveryMode, target.deliveryMode),
        gte(timeSlots.validFrom, target.bookableFrom),
        lt(timeSlots.taken, timeSlots.capacity),
      ),
    )
    .returning(SLOT_WINDOW_COLUMNS);
  return slot ?? null;
}

/** Gives back one place of the slot (an unpaid order aborted). */
export async function givePlaceBack(tx: Database, timeSlotId: number): Promise<void> {
  await givePlacesBack(tx, [timeSlotId]);
}

/**
 * Gives back one place for each slot id listed (a slot listed twice gets two back), slots in id
 * order so two transactions lock them in the same order.
 */
export async function givePlacesBack(tx: Database, timeSlotIds: readonly number[]): Promise<void> {
  const perSlot = new Map<number, number>();
  for (const id of timeSlotIds) perSlot.set(id, (perSlot.get(id) ?? 0) + 1);
  for (const [timeSlotId, count] of [...perSlot].sort(([a], [b]) => a - b)) {
    await tx
      .update(timeSlots)
      .set({ taken: sql`greatest(${timeSlots.taken} - ${count}, 0)` })
      .where(eq(timeSlots.id, timeSlotId));
  }
}
