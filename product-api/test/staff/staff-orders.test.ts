import { bearer, startTestApp, stopTestApp, type TestApp } from '../profiles/test-app';
import {
  MANAGER_EMAIL,
  OTHER_PICKER_EMAIL,
  PICKER_EMAIL,
  insertStaffWorld,
  staffSignIn,
  type StaffWorld,
} from './staff-fixture';

let t: TestApp;
let world: StaffWorld;
const headers: Record<string, Record<string, string>> = {};

beforeAll(async () => {
  t = await startTestApp();
  world = await insertStaffWorld(t.db, t.userId);
  for (const email of [PICKER_EMAIL, OTHER_PICKER_EMAIL, MANAGER_EMAIL]) {
    headers[email] = bearer(await staffSignIn(t.app, email));
  }
});
afterAll(() => stopTestApp(t));

const get = (email: string, url: string) => t.app.inject({ method: 'GET', url, headers: headers[email] });

const codesBySlot = (body: { data: { slots: { storeName: string; orders: { code: string }[] }[] } }) =>
  body.data.slots.map((slot) => `${slot.storeName}: ${slot.orders.map((o) => o.code).join(' ')}`);

describe('GET /ops/me', () => {
  it("says who is signed in: a picker's stores, a manager's every store", async () => {
    expect((await get(PICKER_EMAIL, '/ops/me')).json().data).toMatchObject({
      role: 'picker',
      stores: [{ id: world.birkirkara, name: 'Birkirkara' }],
    });
    const manager = (await get(MANAGER_EMAIL, '/ops/me')).json().data;
    expect(manager.role).toBe('manager');
    expect(manager.stores.map((s: { name: string }) => s.name)).toEqual(['Birkirkara', 'Sliema']);
  });
});

describe('GET /ops/orders', () => {
  it("lists today's orders of the picker's store, grouped by slot, with what a picker needs", async () => {
    const response = await get(PICKER_EMAIL, '/ops/orders?day=today');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(codesBySlot(response.json())).toEqual(['Birkirkara: BKR-1 BKR-2', 'Birkirkara: BKR-3']);
    expect(response.json().data.slots[0].orders[0]).toMatchObject({
      code: 'BKR-1',
      status: 'TO_BE_PREPARED',
      deliveryMode: 'IN_STORE',
      lineCount: 2,
      customerFirstName: 'Maria',
    });
  });

  it("lists tomorrow's orders, filters by status, and a manager sees every store", async () => {
    expect(codesBySlot((await get(PICKER_EMAIL, '/ops/orders?day=tomorrow')).json())).toEqual([
      'Birkirkara: BKR-4',
    ]);
    expect(codesBySlot((await get(PICKER_EMAIL, '/ops/orders?status=IN_PREPARATION')).json())).toEqual([
      'Birkirkara: BKR-2',
    ]);
    expect(codesBySlot((await get(MANAGER_EMAIL, '/ops/orders')).json())).toEqual([
      'Birkirkara: BKR-1 BKR-2',
      'Sliema: SLM-1',
      'Birkirkara: BKR-3',
    ]);
  });

  it('refuses an unknown day or status with the 400 envelope', async () => {
    expect((await get(PICKER_EMAIL, '/ops/orders?day=yesterday')).statusCode).toBe(400);
    expect((await get(PICKER_EMAIL, '/ops/orders?status=LOST')).json().responseCode).toBe(4000);
  });
});

describe('GET /ops/orders/{id}', () => {
  it("answers an order of the picker's store, and another store's as not found", async () => {
    const own = await get(PICKER_EMAIL, `/ops/orders/${world.orderIds['BKR-1']}`);
    expect(own.json().data).toMatchObject({ code: 'BKR-1', storeId: world.birkirkara });
    const other = await get(PICKER_EMAIL, `/ops/orders/${world.orderIds['SLM-1']}`);
    const missing = await get(PICKER_EMAIL, '/ops/orders/999999');
    expect(other.statusCode).toBe(404);
    expect(other.json()).toEqual(missing.json());
    expect((await get(OTHER_PICKER_EMAIL, `/ops/orders/${world.orderIds['SLM-1']}`)).statusCode).toBe(200);
    expect((await get(MANAGER_EMAIL, `/ops/orders/${world.orderIds['BKR-3']}`)).statusCode).toBe(200);
  });
});
