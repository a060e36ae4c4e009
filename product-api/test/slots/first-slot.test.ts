import { firstSlotSchema } from '../../src/contract/slots';
import { operationsOf } from '../support/openapi-operations';
import {
  WEDNESDAY_8AM,
  addWindows,
  emptySlotTables,
  fillSlots,
  get,
  insertCart,
  startSlotTestApp,
  stopSlotTestApp,
  type SlotTestApp,
} from './slot-fixture';

const DELIVERY = '/cli/ecommerce/delivery';
const FIRST = 'slots/first/available';

let t: SlotTestApp;
const store = (storeId: number, mode: string, query = '') =>
  `/cli/ecommerce/stores/${storeId}/delivery/${mode}/${FIRST}${query}`;

beforeAll(async () => {
  t = await startSlotTestApp();
  await emptySlotTables(t);
  // Birkirkara: home delivery every day at 08:00 and 10:00; pick-up with one place, filled below;
  // drive-through opening only eight days from today.
  await addWindows(t, t.birkirkara, 'AT_HOME', [
    { from: '08:00', to: '10:00', capacity: 5 },
    { from: '10:00', to: '12:00', capacity: 5 },
  ]);
  await addWindows(t, t.birkirkara, 'IN_STORE', [{ from: '10:00', to: '12:00', capacity: 1 }]);
  await fillSlots(t, t.birkirkara, 'IN_STORE');
  await addWindows(t, t.birkirkara, 'DRIVE', [
    { from: '16:00', to: '18:00', capacity: 4, startsOn: '2026-12-03' },
  ]);
  // Victoria: pick-up in the afternoon, full parcel slots, no home-delivery window at all.
  await addWindows(t, t.victoria, 'IN_STORE', [{ from: '16:00', to: '18:00', capacity: 3 }]);
  await addWindows(t, t.victoria, 'SHIPPED', [{ from: '09:00', to: '13:00', capacity: 1 }]);
  await fillSlots(t, t.victoria, 'SHIPPED');
});
afterAll(() => stopSlotTestApp(t));
afterEach(() => {
  t.clock.now = WEDNESDAY_8AM;
});

describe('first free slot of a delivery mode, before a cart exists', () => {
  it('finds home delivery from the store of the city’s island, two hours ahead at the earliest', async () => {
    const answer = await get(t, `${DELIVERY}/AT_HOME/${FIRST}?tid=01&city=Birkirkara`);
    expect(answer).toMatchObject({ status: 200, code: 0 });
    const slot = firstSlotSchema.parse(answer.data);
    expect(slot).toEqual({
      description: 'Wednesday 25/11, 10:00–12:00',
      validFrom: '2026-11-25T09:00:00.000Z',
      validTo: '2026-11-25T11:00:00.000Z',
      storeId: t.birkirkara,
      timeSlotId: expect.any(Number),
      day: '2026-11-25',
      beyondAWeek: false,
    });
    // With the store segment, and with the city in other letters, the same slot.
    const withStore = await get(t, store(t.birkirkara, 'AT_HOME', '?city=birkirkara'));
    expect(withStore).toMatchObject({ status: 200, code: 0, data: { timeSlotId: slot.timeSlotId } });
  });

  it('no longer offers a slot starting within two hours', async () => {
    t.clock.now = new Date(WEDNESDAY_8AM.getTime() + 60_000);
    const answer = await get(t, `${DELIVERY}/AT_HOME/${FIRST}?city=Birkirkara`);
    expect(answer).toMatchObject({
      code: 0,
      data: { description: 'Thursday 26/11, 08:00–10:00', day: '2026-11-26' },
    });
  });

  it('answers 2222 for a city without home delivery, each mode in its own words', async () => {
    expect(await get(t, `${DELIVERY}/AT_HOME/${FIRST}?city=Mdina`)).toEqual({
      status: 200,
      code: 2222,
      message: 'Home delivery not active for the selected city',
    });
    // Issue 30: a parcel is not told about home delivery.
    expect(await get(t, `${DELIVERY}/SHIPPED/${FIRST}?city=Mdina`)).toEqual({
      status: 200,
      code: 2222,
      message: 'Parcel delivery not active for the selected city',
    });
  });

  it('answers 6007 with the city for an unknown city or an island without a store of the mode', async () => {
    expect(await get(t, `${DELIVERY}/AT_HOME/${FIRST}?city=Atlantis`)).toEqual({
      status: 200,
      code: 6007,
      message: 'No store associated with the city Atlantis',
    });
    expect(await get(t, `${DELIVERY}/SHIPPED/${FIRST}?city=valletta`)).toEqual({
      status: 200,
      code: 6007,
      message: 'No store associated with the city Valletta',
    });
    // The Victoria store does not deliver to Malta.
    expect(await get(t, store(t.victoria, 'AT_HOME', '?city=Birkirkara'))).toMatchObject({ code: 6007 });
  });

  it('answers 6008 when home delivery has no window, or parcels no free slot', async () => {
    expect(await get(t, `${DELIVERY}/AT_HOME/${FIRST}?city=Victoria`)).toEqual({
      status: 200,
      code: 6008,
      message: 'No availability',
    });
    expect(await get(t, `${DELIVERY}/SHIPPED/${FIRST}?city=Victoria`)).toMatchObject({ code: 6008 });
  });

  it('answers 2 when every pick-up slot of the store is taken, 6008 when it has no window', async () => {
    expect(await get(t, store(t.birkirkara, 'IN_STORE'))).toEqual({
      status: 200,
      code: 2,
      message: 'No time slot available at this store',
    });
    expect(await get(t, store(t.victoria, 'DRIVE'))).toMatchObject({ status: 200, code: 6008 });
  });

  it('finds pick-up at the store given, or without one at the city’s island store', async () => {
    const atStore = await get(t, store(t.victoria, 'IN_STORE'));
    expect(atStore).toMatchObject({
      code: 0,
      data: { storeId: t.victoria, description: 'Wednesday 25/11, 16:00–18:00' },
    });
    expect(await get(t, `${DELIVERY}/IN_STORE/${FIRST}?city=Victoria`)).toMatchObject({
      code: 0,
      data: { storeId: t.victoria },
    });
  });

  it('marks a first slot more than a week away, so the storefront suggests pick-up', async () => {
    expect(await get(t, store(t.birkirkara, 'DRIVE'))).toMatchObject({
      code: 0,
      data: { day: '2026-12-03', beyondAWeek: true },
    });
  });

  it.each([
    [`${DELIVERY}/AT_HOME/${FIRST}`, 'query.city'],
    [`${DELIVERY}/IN_STORE/${FIRST}`, 'query.city'],
    [`${DELIVERY}/AT_HOME/${FIRST}?city=${encodeURIComponent("x'); drop table cities; --")}`, undefined],
    [`${DELIVERY}/PIGEON/${FIRST}?city=Birkirkara`, undefined],
    [store(0, 'IN_STORE'), undefined],
  ])('refuses %s with 400 and code 4000', async (url, field) => {
    const answer = await get(t, url);
    expect(answer).toMatchObject({ status: 400, code: 4000 });
    if (field) expect(answer.fields).toEqual([field]);
  });
});

describe("first free slot of the customer's current cart", () => {
  beforeEach(async () => {
    await t.handle.db.execute('delete from carts');
  });

  it('answers 4004 (404) without an open cart', async () => {
    await insertCart(t, { storeId: t.victoria, deliveryMode: 'IN_STORE', status: 'ORDERED' });
    await insertCart(t, { storeId: t.victoria, deliveryMode: 'IN_STORE', userId: t.otherUserId });
    expect(await get(t, `/cli/ecommerce/${FIRST}`)).toEqual({
      status: 404,
      code: 4004,
      message: 'Cart not found',
    });
  });

  it('uses the open cart selected last', async () => {
    await insertCart(t, {
      storeId: t.birkirkara,
      deliveryMode: 'AT_HOME',
      addressCity: 'Birkirkara',
      selectedAt: new Date('2026-11-24T10:00:00Z'),
    });
    await insertCart(t, { storeId: t.victoria, deliveryMode: 'IN_STORE' });
    expect(await get(t, `/cli/ecommerce/${FIRST}`)).toMatchObject({
      code: 0,
      data: { storeId: t.victoria, description: 'Wednesday 25/11, 16:00–18:00' },
    });
    // Another customer's cart does not count, nor does a newer ordered one.
    await insertCart(t, { storeId: t.birkirkara, deliveryMode: 'IN_STORE', userId: t.otherUserId });
    await insertCart(t, {
      storeId: t.birkirkara,
      deliveryMode: 'IN_STORE',
      status: 'ORDERED',
      selectedAt: new Date('2026-11-25T07:30:00Z'),
    });
    expect(await get(t, `/cli/ecommerce/${FIRST}`)).toMatchObject({ code: 0, data: { storeId: t.victoria } });
  });

  it('answers the codes of its store and mode: 2 for a full pick-up', async () => {
    await insertCart(t, { storeId: t.birkirkara, deliveryMode: 'IN_STORE' });
    expect(await get(t, `/cli/ecommerce/${FIRST}`)).toMatchObject({ status: 200, code: 2 });
  });
});

describe('every first-slot call needs a session', () => {
  it.each([
    `/cli/ecommerce/${FIRST}`,
    `${DELIVERY}/AT_HOME/${FIRST}?city=Birkirkara`,
    `/cli/ecommerce/stores/1/delivery/IN_STORE/${FIRST}`,
  ])('GET %s answers 401 without a valid token', async (url) => {
    const withoutSession: Record<string, string>[] = [{}, { authorization: 'Bearer not-a-token' }];
    for (const headers of withoutSession) {
      expect(await get(t, url, headers)).toMatchObject({ status: 401, code: 4000 });
    }
  });
});

describe('the OpenAPI document', () => {
  it('documents every slot call as signed in, so the fuzz suite covers them', () => {
    const slotCalls = operationsOf(t.app.swagger())
      .filter((o) => o.template.includes('/slots'))
      .map((o) => `${o.method} ${o.template} ${o.secured ? 'secured' : 'open'}`);
    expect(slotCalls.sort()).toEqual(
      [
        'GET /cli/ecommerce/slots/first/available secured',
        'GET /cli/ecommerce/stores/{storeId}/delivery/{mode}/slots/first/available secured',
        'GET /cli/ecommerce/delivery/{mode}/slots/first/available secured',
        'GET /cli/ecommerce/slots/{cartId}/days secured',
        'GET /cli/ecommerce/slots/{cartId} secured',
        'POST /cli/ecommerce/slots/hold secured',
      ].sort(),
    );
  });
});
