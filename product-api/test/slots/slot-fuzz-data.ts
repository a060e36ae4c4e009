import type { Database } from '../../src/db/client';
import { carts, cities, deliveryWindows, states, stores } from '../../src/db/schema';
import { addDays, maltaDayOf } from '../../src/calendar/malta-time';
import { materialiseSlots } from '../../src/slots/slot-calendar';

/**
 * For the fuzz suite: a pick-up store with slots for the coming days and an open cart of the
 * customer, so the slot calls' sample ids (1) reach the hold and the calendar, not only 'not found'.
 * The windows open tomorrow, so slot 1 (tomorrow 00:00) can be held.
 */
export async function insertSlotFuzzData(db: Database, userId: number): Promise<void> {
  const [island] = await db.insert(states).values({ name: 'Malta' }).returning({ id: states.id });
  const [city] = await db
    .insert(cities)
    .values({ name: 'Birkirkara', stateId: island?.id ?? 0, postcodePrefix: 'BKR' })
    .returning({ id: cities.id });
  const [store] = await db
    .insert(stores)
    .values({
      name: 'Birkirkara Supermarket',
      address: 'Triq Fleur-de-Lys 45',
      cityId: city?.id ?? null,
      deliveryModes: ['IN_STORE', 'AT_HOME'],
    })
    .returning({ id: stores.id });
  const storeId = store?.id ?? 0;
  const now = new Date();
  const window = { storeId, deliveryMode: 'IN_STORE', capacity: 50, startsOn: addDays(maltaDayOf(now), 1) };
  await db.insert(deliveryWindows).values(
    [1, 2, 3, 4, 5, 6, 7].flatMap((weekDay) => [
      { ...window, weekDay, validFrom: '00:00', validTo: '12:00' },
      { ...window, weekDay, validFrom: '12:00', validTo: '23:59' },
    ]),
  );
  await materialiseSlots(db, now);
  await db.insert(carts).values({ userId, storeId, deliveryMode: 'IN_STORE' });
}
