import type { Database } from '../db/client';
import { deliveryWindows, stores } from '../db/schema';
import { materialiseSlots } from '../slots/slot-calendar';
import { addDays, maltaDayOf } from '../calendar/malta-time';
import { DELIVERY_WINDOWS } from './delivery-windows-data';

export type DeliveryCounts = { deliveryWindows: number; timeSlots: number };

/**
 * The stores' weekly windows, then the dated slots of the look-ahead from `now` (the daily job
 * keeps the calendar going from there). Needs the stores seeded first.
 */
export async function seedDelivery(db: Database, now: Date): Promise<DeliveryCounts> {
  const storeRows = await db.select({ id: stores.id, name: stores.name }).from(stores);
  const storeIdOf = (name: string) => {
    const id = storeRows.find((s) => s.name === name)?.id;
    if (id === undefined) throw new Error(`No store row for ${name}`);
    return id;
  };
  const today = maltaDayOf(now);
  const rows = DELIVERY_WINDOWS.flatMap((seed) =>
    seed.weekDays.flatMap((weekDay) =>
      seed.windows.map((window) => ({
        storeId: storeIdOf(seed.storeName),
        deliveryMode: seed.deliveryMode,
        weekDay,
        validFrom: window.from,
        validTo: window.to,
        capacity: window.capacity,
        startsOn: seed.opensAfterDays === undefined ? null : addDays(today, seed.opensAfterDays),
      })),
    ),
  );
  await db.insert(deliveryWindows).values(rows);
  return { deliveryWindows: rows.length, timeSlots: await materialiseSlots(db, now) };
}
