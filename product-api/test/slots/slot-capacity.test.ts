import { eq } from 'drizzle-orm';
import { timeSlots } from '../../src/db/schema';
import { takeOfferedPlace } from '../../src/slots/slot-capacity.repository';
import { SLOT_BOOKING_CUTOFF_MINUTES, slotOfferAt } from '../../src/slots/slot-offer';
import { stopTestApp } from '../profiles/test-app';
import { emptyCarts, startCartTestApp, type CartTestApp } from '../carts/cart-test-app';
import { emptyOrders, insertSlot } from '../orders/order-fixture';

let t: CartTestApp;

beforeAll(async () => {
  t = await startCartTestApp();
});
afterAll(() => stopTestApp(t));
beforeEach(async () => {
  await emptyOrders(t.db);
  await emptyCarts(t.db);
});

/** The slot's start, as the database keeps it. */
async function startOf(id: number): Promise<Date> {
  const [slot] = await t.db
    .select({ validFrom: timeSlots.validFrom })
    .from(timeSlots)
    .where(eq(timeSlots.id, id));
  if (!slot) throw new Error('no slot');
  return slot.validFrom;
}

describe('takeOfferedPlace: the booking cut-off of the slot calls', () => {
  const target = (timeSlotId: number, bookableFrom: Date) => ({
    timeSlotId,
    storeId: t.birkirkaraStoreId,
    deliveryMode: 'IN_STORE',
    bookableFrom,
  });

  it('takes a slot that starts exactly at the cut-off, as the slot calls offer it', async () => {
    const id = await insertSlot(t, 1);
    const start = await startOf(id);
    // The instant whose offer begins at this slot's start: the slot calls list it (validFrom >= bookableFrom).
    const offer = slotOfferAt(new Date(start.getTime() - SLOT_BOOKING_CUTOFF_MINUTES * 60_000));
    expect(offer.bookableFrom.getTime()).toBe(start.getTime());
    await expect(takeOfferedPlace(t.db, target(id, offer.bookableFrom))).resolves.toMatchObject({ id });
  });

  it('refuses a slot that starts before the cut-off, and one without a free place', async () => {
    const early = await insertSlot(t, 1);
    const start = await startOf(early);
    await expect(takeOfferedPlace(t.db, target(early, new Date(start.getTime() + 1)))).resolves.toBeNull();
    const full = await insertSlot(t, 1, 1);
    await expect(takeOfferedPlace(t.db, target(full, new Date()))).resolves.toBeNull();
  });
});
