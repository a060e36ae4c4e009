import { and, eq, isNull } from 'drizzle-orm';
import { slotHoldSchema } from '../../src/contract/slots';
import { slotHolds, timeSlots } from '../../src/db/schema';
import { materialiseSlots } from '../../src/slots/slot-calendar';
import { releaseExpiredHolds, releaseHoldsOfCart } from '../../src/slots/slot-holds.repository';
import { bearer, buildTestApp, insertCustomer, signIn } from '../profiles/test-app';
import {
  WEDNESDAY_8AM,
  addWindows,
  answerOf,
  emptySlotTables,
  fillSlots,
  hold,
  insertCart,
  slotsOf,
  startSlotTestApp,
  stopSlotTestApp,
  type SlotTestApp,
} from './slot-fixture';

const minutesAfter = (minutes: number, from = WEDNESDAY_8AM) => new Date(from.getTime() + minutes * 60_000);

let t: SlotTestApp;
let third: { userId: number; headers: Record<string, string> };
/** Today's pick-up slots at Birkirkara: 10:00 (2 places) and 14:00 (5 places); and Victoria's 16:00. */
let small: number;
let large: number;
let victoria16: number;
let cartId: number;

beforeAll(async () => {
  t = await startSlotTestApp();
  const userId = await insertCustomer(t.handle.db, 'Third-Horse-5', {
    email: 'rita.farrugia@example.mt',
    firstName: 'Rita',
    lastName: 'Farrugia',
  });
  third = {
    userId,
    headers: bearer(await signIn(t.app, 'rita.farrugia@example.mt', 'Third-Horse-5', '127.0.0.3')),
  };
});
afterAll(() => stopSlotTestApp(t));

beforeEach(async () => {
  await emptySlotTables(t);
  await addWindows(t, t.birkirkara, 'IN_STORE', [
    { from: '10:00', to: '12:00', capacity: 2 },
    { from: '14:00', to: '16:00', capacity: 5 },
  ]);
  await addWindows(t, t.victoria, 'IN_STORE', [{ from: '16:00', to: '18:00', capacity: 3 }]);
  const today = (await slotsOf(t, t.birkirkara, 'IN_STORE')).filter((s) => s.day === '2026-11-25');
  small = today[0]?.id ?? 0;
  large = today[1]?.id ?? 0;
  victoria16 = (await slotsOf(t, t.victoria, 'IN_STORE'))[0]?.id ?? 0;
  cartId = await insertCart(t, { storeId: t.birkirkara, deliveryMode: 'IN_STORE' });
});

const takenOf = async (timeSlotId: number) => {
  const [row] = await t.handle.db.select().from(timeSlots).where(eq(timeSlots.id, timeSlotId));
  return row?.taken;
};
const liveHolds = () =>
  t.handle.db
    .select()
    .from(slotHolds)
    .where(and(isNull(slotHolds.usedAt), isNull(slotHolds.releasedAt)));

describe('POST /cli/ecommerce/slots/hold', () => {
  it('holds a place of the slot for 15 minutes', async () => {
    const answer = await hold(t, { cartId, timeSlotId: small });
    expect(answer).toMatchObject({ status: 200, code: 0 });
    expect(slotHoldSchema.parse(answer.data)).toEqual({
      timeSlotId: small,
      validFrom: '2026-11-25T09:00:00.000Z',
      validTo: '2026-11-25T11:00:00.000Z',
      expiresAt: minutesAfter(15).toISOString(),
    });
    expect(await takenOf(small)).toBe(1);
    expect(await liveHolds()).toEqual([expect.objectContaining({ cartId, timeSlotId: small })]);
  });

  it('gives a slot of capacity 2 to two carts and answers 4028 to the third', async () => {
    const carts = [
      { id: cartId, headers: t.me },
      {
        id: await insertCart(t, { storeId: t.birkirkara, deliveryMode: 'IN_STORE', userId: t.otherUserId }),
        headers: t.other,
      },
      {
        id: await insertCart(t, { storeId: t.birkirkara, deliveryMode: 'IN_STORE', userId: third.userId }),
        headers: third.headers,
      },
    ];
    const answers = await Promise.all(
      carts.map((c) => hold(t, { cartId: c.id, timeSlotId: small }, c.headers)),
    );
    expect(answers.map((a) => a.code).sort()).toEqual([0, 0, 4028]);
    expect(answers.find((a) => a.code === 4028)).toEqual({
      status: 200,
      code: 4028,
      message: 'Chosen time slot no longer available; select a new time',
    });
    expect(await takenOf(small)).toBe(2);
    expect(await liveHolds()).toHaveLength(2);
  });

  it('answers the same hold, not extended, when the cart holds the same slot again', async () => {
    await hold(t, { cartId, timeSlotId: large });
    t.clock.now = minutesAfter(10);
    const again = await hold(t, { cartId, timeSlotId: large });
    expect(again).toMatchObject({ code: 0, data: { expiresAt: minutesAfter(15).toISOString() } });
    t.clock.now = minutesAfter(14);
    expect(await hold(t, { cartId, timeSlotId: large })).toMatchObject({
      data: { expiresAt: minutesAfter(15).toISOString() },
    });
    expect(await takenOf(large)).toBe(1);
    expect(await liveHolds()).toHaveLength(1);
  });

  it('releases the earlier hold when the cart holds another slot', async () => {
    await hold(t, { cartId, timeSlotId: small });
    expect(await hold(t, { cartId, timeSlotId: large })).toMatchObject({ code: 0 });
    expect([await takenOf(small), await takenOf(large)]).toEqual([0, 1]);
    expect((await liveHolds()).map((h) => h.timeSlotId)).toEqual([large]);
    const [released] = await t.handle.db.select().from(slotHolds).where(eq(slotHolds.timeSlotId, small));
    expect(released?.releasedAt?.toISOString()).toBe(WEDNESDAY_8AM.toISOString());
  });

  it('keeps the earlier hold when the other slot is full', async () => {
    await hold(t, { cartId, timeSlotId: large });
    await fillSlots(t, t.birkirkara, 'IN_STORE');
    // fillSlots took every place of the held slot too: give the hold's own place back to the count.
    await t.handle.db.update(timeSlots).set({ taken: 5 }).where(eq(timeSlots.id, large));
    expect(await hold(t, { cartId, timeSlotId: small })).toMatchObject({ code: 4028 });
    expect((await liveHolds()).map((h) => h.timeSlotId)).toEqual([large]);
    expect(await takenOf(small)).toBe(2);
  });

  it('answers 4000 for a slot of another store, 4028 for a slot gone, too soon or past the ten days', async () => {
    expect(await hold(t, { cartId, timeSlotId: victoria16 })).toEqual({
      status: 200,
      code: 4000,
      message: "This time slot is not one of the cart's store and delivery mode",
    });
    expect(await hold(t, { cartId, timeSlotId: 987_654 })).toMatchObject({ status: 200, code: 4028 });
    const eleventhDay = (await slotsOf(t, t.birkirkara, 'IN_STORE')).find((s) => s.day === '2026-12-05');
    expect(await hold(t, { cartId, timeSlotId: eleventhDay?.id ?? 0 })).toMatchObject({ code: 4028 });
    t.clock.now = minutesAfter(1);
    expect(await hold(t, { cartId, timeSlotId: small })).toMatchObject({ code: 4028 });
    expect(await liveHolds()).toEqual([]);
    expect(await takenOf(small)).toBe(0);
  });

  it("answers 404 with 4004 for another customer's cart, 4008 for a moved one", async () => {
    expect(await hold(t, { cartId, timeSlotId: small }, t.other)).toEqual({
      status: 404,
      code: 4004,
      message: 'Cart not found',
    });
    const moved = await insertCart(t, { storeId: t.birkirkara, deliveryMode: 'DRIVE', status: 'MOVED' });
    expect(await hold(t, { cartId: moved, timeSlotId: small })).toMatchObject({ status: 200, code: 4008 });
    expect(await takenOf(small)).toBe(0);
  });

  it('answers 400 for a malformed body and 401 without a session', async () => {
    expect(await hold(t, { cartId: 0, timeSlotId: small })).toMatchObject({ status: 400, code: 4000 });
    expect(await hold(t, { cartId, timeSlotId: small }, {})).toMatchObject({ status: 401, code: 4000 });
    expect(await takenOf(small)).toBe(0);
  });

  it('holds for SLOT_HOLD_MINUTES', async () => {
    const app = await buildTestApp(t.handle.db, { SLOT_HOLD_MINUTES: '5' }, () => t.clock.now);
    try {
      const response = await app.inject({
        method: 'POST',
        url: '/cli/ecommerce/slots/hold',
        payload: { cartId, timeSlotId: small },
        headers: t.me,
      });
      expect(answerOf(response)).toMatchObject({
        code: 0,
        data: { expiresAt: minutesAfter(5).toISOString() },
      });
    } finally {
      await app.close();
    }
  });
});

describe('releasing holds', () => {
  it('gives the place back once the hold ran out, once however often the job runs', async () => {
    await hold(t, { cartId, timeSlotId: small });
    expect(await releaseExpiredHolds(t.handle.db, minutesAfter(14))).toBe(0);
    expect(await takenOf(small)).toBe(1);
    const [first, second] = await Promise.all([
      releaseExpiredHolds(t.handle.db, minutesAfter(15)),
      releaseExpiredHolds(t.handle.db, minutesAfter(16)),
    ]);
    expect((first ?? 0) + (second ?? 0)).toBe(1);
    expect(await takenOf(small)).toBe(0);
    expect(await liveHolds()).toEqual([]);
  });

  it('lets the cart hold again after its hold expired, taking a place anew', async () => {
    await hold(t, { cartId, timeSlotId: large });
    t.clock.now = minutesAfter(20);
    // Ran out, not released yet: the new hold replaces it, and the place is counted once.
    expect(await hold(t, { cartId, timeSlotId: large })).toMatchObject({
      code: 0,
      data: { expiresAt: minutesAfter(35).toISOString() },
    });
    expect(await takenOf(large)).toBe(1);
    expect(await liveHolds()).toHaveLength(1);
    expect(await releaseExpiredHolds(t.handle.db, minutesAfter(40))).toBe(1);
    expect(await takenOf(large)).toBe(0);
    t.clock.now = minutesAfter(41);
    expect(await hold(t, { cartId, timeSlotId: large })).toMatchObject({ code: 0 });
    expect(await takenOf(large)).toBe(1);
    expect(await liveHolds()).toHaveLength(1);
  });

  it("releases the cart's hold when the cart is deleted (releaseHoldsOfCart)", async () => {
    await hold(t, { cartId, timeSlotId: large });
    expect(await t.handle.db.transaction((tx) => releaseHoldsOfCart(tx, cartId))).toBe(1);
    expect(await t.handle.db.transaction((tx) => releaseHoldsOfCart(tx, cartId))).toBe(0);
    expect(await takenOf(large)).toBe(0);
  });
});

describe('the slot calendar', () => {
  it('makes each slot once, keeping the places taken, however often it runs', async () => {
    await hold(t, { cartId, timeSlotId: small });
    const before = await slotsOf(t, t.birkirkara, 'IN_STORE');
    expect(before).toHaveLength(22);
    expect(await materialiseSlots(t.handle.db, WEDNESDAY_8AM)).toBe(0);
    expect(await slotsOf(t, t.birkirkara, 'IN_STORE')).toEqual(before);
    // A day later the calendar reaches one day further.
    expect(await materialiseSlots(t.handle.db, minutesAfter(24 * 60))).toBe(3);
    expect(await takenOf(small)).toBe(1);
  });
});
