import type { DatabaseHandle } from '../../src/db/client';
import { openMemoryDatabase } from '../support/memory-database';
import { cities, deliveryModes, deliveryWindows, stores, timeSlots } from '../../src/db/schema';
import { seedDelivery, type DeliveryCounts } from '../../src/seed/seed-delivery';
import { seedLocations } from '../../src/seed/seed-locations';
import { addDays } from '../../src/calendar/malta-time';
import { firstSlotForDelivery } from '../../src/slots/slots.service';

/** The demo delivery data, seeded on Wednesday 25 November 2026 at 08:00 in Malta. */
const NOW = new Date('2026-11-25T07:00:00.000Z');
const TODAY = '2026-11-25';

describe('demo delivery windows and slots', () => {
  let handle: DatabaseHandle;
  let counts: DeliveryCounts;
  let storeIdOf: (name: string) => number;

  beforeAll(async () => {
    handle = await openMemoryDatabase();
    await seedLocations(handle.db);
    counts = await seedDelivery(handle.db, NOW);
    const rows = await handle.db.select({ id: stores.id, name: stores.name }).from(stores);
    storeIdOf = (name) => rows.find((s) => s.name.startsWith(name))?.id ?? 0;
  });
  afterAll(() => handle?.close());

  it('gives every store and mode it offers weekly windows, fewer on Sunday', async () => {
    const windows = await handle.db.select().from(deliveryWindows);
    expect(counts.deliveryWindows).toBe(windows.length);
    const offering = (await handle.db.select().from(stores).orderBy(stores.id)).filter(
      (s) => s.deliveryModes.length > 0,
    );
    expect(offering.map((s) => [s.name, [...s.deliveryModes].sort()])).toEqual([
      ['Birkirkara Supermarket', ['AT_HOME', 'DRIVE', 'IN_STORE', 'SHIPPED']],
      ['Victoria Supermarket, Gozo', ['AT_HOME', 'IN_STORE', 'SHIPPED']],
    ]);
    for (const store of offering) {
      for (const mode of store.deliveryModes) {
        const own = windows.filter((w) => w.storeId === store.id && w.deliveryMode === mode);
        const on = (weekDay: number) => own.filter((w) => w.weekDay === weekDay).length;
        expect(on(1)).toBeGreaterThanOrEqual(2);
        expect(on(7)).toBeLessThan(on(1));
      }
    }
    expect(windows.some((w) => w.capacity <= 2)).toBe(true);
    expect(windows.filter((w) => w.capacity >= 10).length).toBeGreaterThan(windows.length / 2);
  });

  it('makes the slots of the look-ahead, parcels only from the eighth day', async () => {
    const slots = await handle.db.select().from(timeSlots);
    expect(counts.timeSlots).toBe(slots.length);
    const days = (storeName: string, mode: string) =>
      new Set(
        slots.filter((s) => s.storeId === storeIdOf(storeName) && s.deliveryMode === mode).map((s) => s.day),
      );
    for (const [store, mode] of [
      ['Birkirkara', 'AT_HOME'],
      ['Birkirkara', 'IN_STORE'],
      ['Birkirkara', 'DRIVE'],
      ['Victoria', 'AT_HOME'],
      ['Victoria', 'IN_STORE'],
    ] as const) {
      expect(days(store, mode).has(TODAY)).toBe(true);
      expect(days(store, mode).size).toBe(11);
    }
    for (const store of ['Birkirkara', 'Victoria']) {
      const parcelDays = [...days(store, 'SHIPPED')].sort();
      expect(parcelDays.length).toBeGreaterThan(0);
      expect(parcelDays[0]).toBe(addDays(TODAY, 8));
    }
  });

  it('has no parcel slot within a week, so cart creation suggests pick-up', async () => {
    const parcel = await firstSlotForDelivery(handle.db, 'SHIPPED', { city: 'Sliema' }, NOW);
    expect(parcel).toMatchObject({ ok: true, data: { beyondAWeek: true, storeId: storeIdOf('Birkirkara') } });
    const home = await firstSlotForDelivery(handle.db, 'AT_HOME', { city: 'Xagħra' }, NOW);
    expect(home).toMatchObject({ ok: true, data: { beyondAWeek: false, storeId: storeIdOf('Victoria') } });
  });

  it('does not deliver home to Mdina', async () => {
    const withoutDelivery = (await handle.db.select().from(cities)).filter((c) => !c.homeDelivery);
    expect(withoutDelivery.map((c) => c.name)).toEqual(['Mdina']);
    expect(await firstSlotForDelivery(handle.db, 'AT_HOME', { city: 'Mdina' }, NOW)).toEqual({
      ok: false,
      code: 2222,
    });
  });

  it('sets each mode’s minimum order and payment methods, parcels active', async () => {
    const modes = await handle.db.select().from(deliveryModes).orderBy(deliveryModes.order);
    expect(modes.map((m) => [m.code, m.description, m.active, m.minNetTotalCents, m.paymentMethods])).toEqual(
      [
        ['AT_HOME', 'Home delivery', true, 2500, ['CASH', 'BANCOMAT', 'APCOPAY']],
        ['IN_STORE', 'Pick-up in store', true, 1000, ['CASH', 'APCOPAY']],
        ['DRIVE', 'Drive-through pick-up', true, 1000, ['CASH', 'APCOPAY']],
        ['SHIPPED', 'Parcel delivery', true, 2500, ['APCOPAY']],
      ],
    );
  });
});
