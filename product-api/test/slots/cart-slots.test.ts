import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { daySlotSchema, timeSlotSchema } from '../../src/contract/slots';
import { timeSlots } from '../../src/db/schema';
import {
  WEDNESDAY_8AM,
  addWindows,
  emptySlotTables,
  get,
  insertCart,
  slotsOf,
  startSlotTestApp,
  stopSlotTestApp,
  type SlotTestApp,
} from './slot-fixture';

const MONDAY_TO_SATURDAY = [1, 2, 3, 4, 5, 6];

let t: SlotTestApp;
let cartId: number;

beforeAll(async () => {
  t = await startSlotTestApp();
  await emptySlotTables(t);
  await addWindows(t, t.birkirkara, 'AT_HOME', [
    { from: '10:00', to: '12:00', capacity: 2, weekDays: MONDAY_TO_SATURDAY },
    { from: '14:00', to: '16:00', capacity: 3, weekDays: MONDAY_TO_SATURDAY },
  ]);
  // Thursday 26 November is fully booked.
  await t.handle.db
    .update(timeSlots)
    .set({ taken: sql`${timeSlots.capacity}` })
    .where(sql`${timeSlots.day} = '2026-11-26'`);
  cartId = await insertCart(t, { storeId: t.birkirkara, deliveryMode: 'AT_HOME', addressCity: 'Birkirkara' });
});
afterAll(() => stopSlotTestApp(t));
afterEach(() => {
  t.clock.now = WEDNESDAY_8AM;
});

const days = async (id = cartId) => {
  const answer = await get(t, `/cli/ecommerce/slots/${id}/days`);
  expect(answer).toMatchObject({ status: 200, code: 0 });
  return z.array(daySlotSchema).parse(answer.data);
};
const slotsOn = async (weekDay: number) => {
  const answer = await get(t, `/cli/ecommerce/slots/${cartId}?weekDay=${weekDay}`);
  expect(answer).toMatchObject({ status: 200, code: 0 });
  return z.array(timeSlotSchema).parse(answer.data);
};

describe('GET /cli/ecommerce/slots/{cartId}/days', () => {
  it('lists ten days from today with whether each has a free slot', async () => {
    expect(await days()).toEqual([
      { weekDay: 3, day: '2026-11-25', available: true },
      { weekDay: 4, day: '2026-11-26', available: false },
      { weekDay: 5, day: '2026-11-27', available: true },
      { weekDay: 6, day: '2026-11-28', available: true },
      { weekDay: 7, day: '2026-11-29', available: false },
      { weekDay: 1, day: '2026-11-30', available: true },
      { weekDay: 2, day: '2026-12-01', available: true },
      { weekDay: 3, day: '2026-12-02', available: true },
      { weekDay: 4, day: '2026-12-03', available: true },
      { weekDay: 5, day: '2026-12-04', available: true },
    ]);
    // The calendar holds a day more than it offers.
    expect((await slotsOf(t, t.birkirkara, 'AT_HOME')).some((s) => s.day === '2026-12-05')).toBe(true);
  });

  it('counts today unavailable once its last slot starts within two hours', async () => {
    t.clock.now = new Date('2026-11-25T11:00:00Z');
    expect((await days())[0]).toEqual({ weekDay: 3, day: '2026-11-25', available: true });
    t.clock.now = new Date('2026-11-25T11:01:00Z');
    expect((await days())[0]).toEqual({ weekDay: 3, day: '2026-11-25', available: false });
  });
});

describe('GET /cli/ecommerce/slots/{cartId}?weekDay=', () => {
  it('lists the slots of that week day in the ten days, earliest first, each with its day', async () => {
    expect(await slotsOn(3)).toEqual([
      {
        id: expect.any(Number),
        day: '2026-11-25',
        validFrom: '2026-11-25T09:00:00.000Z',
        validTo: '2026-11-25T11:00:00.000Z',
        available: true,
        placesLeft: 2,
      },
      expect.objectContaining({ day: '2026-11-25', validFrom: '2026-11-25T13:00:00.000Z', placesLeft: 3 }),
      expect.objectContaining({ day: '2026-12-02', validFrom: '2026-12-02T09:00:00.000Z' }),
      expect.objectContaining({ day: '2026-12-02', validFrom: '2026-12-02T13:00:00.000Z' }),
    ]);
  });

  it('lists full slots as unavailable, and nothing on a day without windows', async () => {
    const thursday = await slotsOn(4);
    expect(thursday.map((s) => [s.day, s.available, s.placesLeft])).toEqual([
      ['2026-11-26', false, 0],
      ['2026-11-26', false, 0],
      ['2026-12-03', true, 2],
      ['2026-12-03', true, 3],
    ]);
    expect(await slotsOn(7)).toEqual([]);
  });

  it('stops at the tenth day and leaves out slots starting within two hours', async () => {
    expect((await slotsOn(5)).map((s) => s.day)).toEqual([
      '2026-11-27',
      '2026-11-27',
      '2026-12-04',
      '2026-12-04',
    ]);
    t.clock.now = new Date('2026-11-25T08:00:00Z');
    expect((await slotsOn(3)).map((s) => s.validFrom)).toEqual([
      '2026-11-25T13:00:00.000Z',
      '2026-12-02T09:00:00.000Z',
      '2026-12-02T13:00:00.000Z',
    ]);
  });

  it.each(['0', '8', 'monday', ''])('refuses weekDay=%s with 400', async (weekDay) => {
    expect(await get(t, `/cli/ecommerce/slots/${cartId}?weekDay=${weekDay}`)).toMatchObject({
      status: 400,
      code: 4000,
    });
  });
});

describe("another customer's cart, or a closed one", () => {
  it.each(['days', 'weekDay'])('answers 404 with 4004 for %s, as for a missing cart', async (call) => {
    const url = (id: number) =>
      call === 'days' ? `/cli/ecommerce/slots/${id}/days` : `/cli/ecommerce/slots/${id}?weekDay=3`;
    const notFound = { status: 404, code: 4004, message: 'Cart not found' };
    expect(await get(t, url(cartId), t.other)).toEqual(notFound);
    expect(await get(t, url(987_654))).toEqual(notFound);
  });

  it('answers 4008 for a cart moved into the shopping list, 4004 for an ordered one', async () => {
    const moved = await insertCart(t, { storeId: t.birkirkara, deliveryMode: 'IN_STORE', status: 'MOVED' });
    expect(await get(t, `/cli/ecommerce/slots/${moved}/days`)).toMatchObject({ status: 200, code: 4008 });
    const ordered = await insertCart(t, { storeId: t.birkirkara, deliveryMode: 'DRIVE', status: 'ORDERED' });
    expect(await get(t, `/cli/ecommerce/slots/${ordered}?weekDay=3`)).toMatchObject({
      status: 404,
      code: 4004,
    });
  });

  it('answers 401 without a session', async () => {
    for (const url of [`/cli/ecommerce/slots/${cartId}/days`, `/cli/ecommerce/slots/${cartId}?weekDay=3`])
      expect(await get(t, url, {})).toMatchObject({ status: 401, code: 4000 });
  });
});
