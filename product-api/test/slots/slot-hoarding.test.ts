import { and, isNull, sum } from 'drizzle-orm';
import { slotHolds, timeSlots } from '../../src/db/schema';
import { buildTestApp } from '../profiles/test-app';
import {
  WEDNESDAY_8AM,
  addWindows,
  answerOf,
  emptySlotTables,
  hold,
  insertCart,
  slotsOf,
  startSlotTestApp,
  stopSlotTestApp,
  type SlotTestApp,
} from './slot-fixture';

/**
 * Issue 27 item 3: places of a slot go to carts that could become orders, and one customer cannot
 * keep many of them. Runs on PostgreSQL too (`DATABASE_URL`), where the holds of the race really
 * overlap, each in its own transaction on the pool.
 */
const minutesAfter = (minutes: number) => new Date(WEDNESDAY_8AM.getTime() + minutes * 60_000);

/** Every store and mode a customer can have an open cart of (one open cart per store and mode). */
const PLACES = [
  ['birkirkara', 'IN_STORE'],
  ['birkirkara', 'DRIVE'],
  ['birkirkara', 'AT_HOME'],
  ['victoria', 'IN_STORE'],
  ['victoria', 'AT_HOME'],
  ['victoria', 'SHIPPED'],
] as const;

let t: SlotTestApp;

beforeAll(async () => {
  t = await startSlotTestApp();
});
afterAll(() => stopSlotTestApp(t));

/** One cart per store and mode, each with today's 14:00 slot of its own (10 places). */
async function cartsWithSlots(count: number) {
  const carts: { cartId: number; timeSlotId: number }[] = [];
  for (const [store, mode] of PLACES.slice(0, count)) {
    await addWindows(t, t[store], mode, [{ from: '14:00', to: '16:00', capacity: 10, weekDays: [3] }]);
    const [slot] = await slotsOf(t, t[store], mode);
    carts.push({
      cartId: await insertCart(t, { storeId: t[store], deliveryMode: mode }),
      timeSlotId: slot?.id ?? 0,
    });
  }
  return carts;
}

const placesTaken = async () => {
  const [row] = await t.handle.db.select({ taken: sum(timeSlots.taken) }).from(timeSlots);
  return Number(row?.taken ?? 0);
};
const liveHolds = () =>
  t.handle.db
    .select()
    .from(slotHolds)
    .where(and(isNull(slotHolds.usedAt), isNull(slotHolds.releasedAt)));

beforeEach(() => emptySlotTables(t));

describe('a hold needs a cart that could become an order', () => {
  it('refuses an empty cart and a cart below the mode minimum with 4000, taking no place', async () => {
    await addWindows(t, t.birkirkara, 'IN_STORE', [{ from: '14:00', to: '16:00', capacity: 15 }]);
    const [slot] = await slotsOf(t, t.birkirkara, 'IN_STORE');
    const timeSlotId = slot?.id ?? 0;
    const empty = await insertCart(t, { storeId: t.birkirkara, deliveryMode: 'IN_STORE', amount: 0 });
    const tiny = await insertCart(t, {
      storeId: t.birkirkara,
      deliveryMode: 'IN_STORE',
      userId: t.otherUserId,
      amount: 5,
    });

    expect(await hold(t, { cartId: empty, timeSlotId })).toEqual({
      status: 200,
      code: 4000,
      message: 'Your cart is empty',
    });
    expect(await hold(t, { cartId: tiny, timeSlotId }, t.other)).toEqual({
      status: 200,
      code: 4000,
      message: 'Minimum order not met: 10.00 €',
    });
    expect(await placesTaken()).toBe(0);
    expect(await liveHolds()).toEqual([]);
  });
});

describe('one customer holds at most SLOT_HOLDS_PER_CUSTOMER slots (default 2)', () => {
  it('answers 429 with Retry-After for a third cart, until one of the holds runs out', async () => {
    const [first, second, third] = await cartsWithSlots(3);
    if (!first || !second || !third) throw new Error('carts not made');
    expect(await hold(t, first)).toMatchObject({ code: 0 });
    t.clock.now = minutesAfter(5);
    expect(await hold(t, second)).toMatchObject({ code: 0 });

    const refused = await t.app.inject({
      method: 'POST',
      url: '/cli/ecommerce/slots/hold',
      payload: third,
      headers: t.me,
    });
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBe('600');
    expect(answerOf(refused)).toMatchObject({
      code: 4000,
      message:
        'Your other carts already hold 2 time slots: place one of those orders, or try again in 10 minutes',
    });
    // A cart that already holds may still change its slot, and the same slot answers the same hold.
    expect(await hold(t, second)).toMatchObject({
      code: 0,
      data: { expiresAt: minutesAfter(20).toISOString() },
    });

    t.clock.now = minutesAfter(15);
    expect(await hold(t, third)).toMatchObject({ code: 0 });
    expect(await placesTaken()).toBe(3);
    // The first cart's hold ran out (its place waits for the expiry job), so two are live.
    expect((await liveHolds()).filter((h) => h.expiresAt > t.clock.now)).toHaveLength(2);
  });

  it("counts another customer's holds apart", async () => {
    const [mine] = await cartsWithSlots(1);
    if (!mine) throw new Error('cart not made');
    const theirs = await insertCart(t, {
      storeId: t.birkirkara,
      deliveryMode: 'IN_STORE',
      userId: t.otherUserId,
    });
    expect(await hold(t, mine)).toMatchObject({ code: 0 });
    expect(await hold(t, { cartId: theirs, timeSlotId: mine.timeSlotId }, t.other)).toMatchObject({
      code: 0,
    });
  });

  it('follows SLOT_HOLDS_PER_CUSTOMER', async () => {
    const [first, second] = await cartsWithSlots(2);
    if (!first || !second) throw new Error('carts not made');
    const app = await buildTestApp(t.handle.db, { SLOT_HOLDS_PER_CUSTOMER: '1' }, () => t.clock.now);
    try {
      const post = (payload: object) =>
        app.inject({ method: 'POST', url: '/cli/ecommerce/slots/hold', payload, headers: t.me });
      expect(answerOf(await post(first)).code).toBe(0);
      const refused = await post(second);
      expect(refused.statusCode).toBe(429);
      expect(answerOf(refused).message).toMatch(/^Your other carts already hold a time slot/);
    } finally {
      await app.close();
    }
  });

  it('six holds of one customer at once: exactly two are kept, and every place taken is a live hold', async () => {
    const carts = await cartsWithSlots(6);

    const answers = await Promise.all(carts.map((cart) => hold(t, cart)));

    expect(answers.filter((a) => a.code === 0)).toHaveLength(2);
    expect(answers.filter((a) => a.status === 429)).toHaveLength(4);
    expect(await liveHolds()).toHaveLength(2);
    expect(await placesTaken()).toBe(2);
  }, 60_000);
});
