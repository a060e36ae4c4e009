import { gte } from 'drizzle-orm';
import type { Database } from '../db/client';
import { deliveryWindows, timeSlots } from '../db/schema';
import type { DeliveryWindow, PlannedSlot } from './slot-plan';

/** Every weekly window with a place to offer (a window of capacity 0 is closed). */
export function findDeliveryWindows(db: Database): Promise<DeliveryWindow[]> {
  return db
    .select({
      storeId: deliveryWindows.storeId,
      deliveryMode: deliveryWindows.deliveryMode,
      weekDay: deliveryWindows.weekDay,
      validFrom: deliveryWindows.validFrom,
      validTo: deliveryWindows.validTo,
      capacity: deliveryWindows.capacity,
      startsOn: deliveryWindows.startsOn,
    })
    .from(deliveryWindows)
    .where(gte(deliveryWindows.capacity, 1));
}

/** Rows a single INSERT carries at most (PostgreSQL allows 65,535 parameters; a slot uses 6). */
const INSERT_BATCH = 1000;

/**
 * Stores the planned slots; a slot already there (same store, mode and start) is left as it is,
 * with its places taken, so running the calendar twice, or on two instances at once, changes
 * nothing. Answers how many slots were new.
 */
export async function insertMissingSlots(db: Database, slots: PlannedSlot[]): Promise<number> {
  let inserted = 0;
  for (let start = 0; start < slots.length; start += INSERT_BATCH) {
    const rows = await db
      .insert(timeSlots)
      .values(slots.slice(start, start + INSERT_BATCH))
      .onConflictDoNothing({ target: [timeSlots.storeId, timeSlots.deliveryMode, timeSlots.validFrom] })
      .returning({ id: timeSlots.id });
    inserted += rows.length;
  }
  return inserted;
}
