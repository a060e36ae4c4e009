import { eq } from 'drizzle-orm';
import { orders, orderStatusHistory } from '../../src/db/schema';
import { stopTestApp } from '../profiles/test-app';
import { CIABATTA, GOLDEN_APPLES, TOMATOES, barcodeOf } from '../carts/cart-test-app';
import {
  BANANAS,
  COLA,
  KINNIE,
  MOZZARELLA,
  PENNE,
  moveTo,
  ops,
  placeOrder,
  startPickingApp,
  type PickingApp,
} from './picking-fixture';

/**
 * The store's picking calls (issue 29 item 4; docs/order-lifecycle.md: Picking), through inject
 * on PGlite and, in `npm test`, on PostgreSQL: who reaches an order, what a line may record, and
 * the final total of 'picking done' priced by the cart's own code.
 */
let t: PickingApp;

beforeAll(async () => {
  t = await startPickingApp();
});
afterAll(() => stopTestApp(t));

const pickList = (orderId: number, headers = t.picker) =>
  ops(t, headers).get(`/ops/orders/${orderId}/pick-list`);
const save = (orderId: number, body: object, headers = t.picker) =>
  ops(t, headers).post(`/ops/orders/${orderId}/pick-lines`, body);
const lineOf = (body: { data: { aisles: { lines: { barcode: string }[] }[] } }, barcode: string) =>
  body.data.aisles.flatMap((aisle) => aisle.lines).find((line) => line.barcode === barcode);

describe('who reaches a pick list', () => {
  let orderId: number;
  beforeAll(async () => {
    orderId = await placeOrder(t, [{ barcode: CIABATTA, amount: 2 }]);
  });

  it("answers the picker of the order's store and a manager, never kept by a cache", async () => {
    const own = await pickList(orderId);
    expect(own.statusCode).toBe(200);
    expect(own.headers['cache-control']).toBe('no-store');
    expect(own.json().data.order).toMatchObject({ id: orderId, status: 'TO_BE_PREPARED', version: 0 });
    expect(own.json().data.nextStatuses).toEqual(['IN_PREPARATION', 'CANCELLED']);
    expect((await pickList(orderId, t.manager)).json().data.order.id).toBe(orderId);
  });

  it("answers another store's picker and an unknown order as not found, a customer 403", async () => {
    for (const response of [
      await pickList(orderId, t.otherPicker),
      await pickList(999_999),
      await save(orderId, { state: 'unavailable', barcode: CIABATTA }, t.otherPicker),
      await ops(t, t.otherPicker).get(`/ops/orders/${orderId}/substitutes?q=kinnie`),
      await ops(t, t.otherPicker).post(`/ops/orders/${orderId}/status`, { to: 'IN_PREPARATION', version: 0 }),
    ]) {
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ responseCode: 4000, errorMessage: 'Order not found' });
    }
    const customer = await pickList(orderId, t.headers);
    expect(customer.statusCode).toBe(403);
    expect(customer.json().responseCode).toBe(4000);
  });

  it('refuses a line before picking has started with 4205', async () => {
    expect((await save(orderId, { state: 'unavailable', barcode: CIABATTA })).json().responseCode).toBe(4205);
  });
});

describe('the pick list', () => {
  it('groups the lines by category in the aisle walk, with what the customer asked', async () => {
    const orderId = await placeOrder(t, [
      { barcode: MOZZARELLA, amount: 1 },
      { barcode: KINNIE, amount: 3, replace: false },
      { barcode: CIABATTA, amount: 2 },
      { barcode: TOMATOES, weight: 0.5 },
    ]);
    const body = (await pickList(orderId)).json();
    // Produce first, bakery, drinks; the fixture's 'Dairy' is no aisle of the walk, so it comes
    // after the listed ambient ones (and would before chilled ones).
    expect(body.data.aisles.map((aisle: { categoryName: string }) => aisle.categoryName)).toEqual([
      'Fresh Vegetables',
      'Bread',
      'Soft Drinks',
      'Cheese',
    ]);
    expect(lineOf(body, KINNIE)).toMatchObject({
      orderedAmount: 3,
      weighed: false,
      replace: false,
      note: 'Only this one',
      state: 'open',
      pickedAmount: null,
      substitute: null,
    });
    expect(lineOf(body, TOMATOES)).toMatchObject({ weighed: true, orderedAmount: 0.5, replace: true });
    expect(body.data.progress).toEqual({ done: 0, total: 4 });
  });
});

describe('recording lines', () => {
  let orderId: number;
  beforeAll(async () => {
    orderId = await placeOrder(t, [
      { barcode: KINNIE, amount: 2, replace: false },
      { barcode: BANANAS, weight: 1 },
      { barcode: COLA, amount: 2 },
    ]);
    expect((await moveTo(t, t.picker, orderId, 'IN_PREPARATION')).json().responseCode).toBe(0);
  });

  it('keeps pieces to the stepper and to what was ordered, naming the field', async () => {
    for (const amount of [1.5, 3]) {
      const refused = await save(orderId, { state: 'picked', barcode: KINNIE, amount });
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toMatchObject({ responseCode: 4000, fields: [{ path: 'amount' }] });
    }
    const saved = await save(orderId, { state: 'picked', barcode: KINNIE, amount: 1 });
    expect(lineOf(saved.json(), KINNIE)).toMatchObject({ state: 'picked', pickedAmount: 1 });
    expect(saved.json().data.progress).toEqual({ done: 1, total: 3 });
  });

  it('takes the real weight of weighed goods to the gram, within half again the order', async () => {
    expect((await save(orderId, { state: 'picked', barcode: BANANAS, amount: 1.2345 })).statusCode).toBe(400);
    expect((await save(orderId, { state: 'picked', barcode: BANANAS, amount: 1.6 })).statusCode).toBe(400);
    const saved = await save(orderId, { state: 'picked', barcode: BANANAS, amount: 1.234 });
    expect(lineOf(saved.json(), BANANAS)).toMatchObject({ state: 'picked', pickedAmount: 1.234 });
  });

  it('substitutes only where the customer allowed it, with another available product', async () => {
    const zest = barcodeOf('Kinnie Zest 1.5L');
    const notAllowed = await save(orderId, {
      state: 'substituted',
      barcode: KINNIE,
      substituteBarcode: zest,
      amount: 2,
    });
    expect(notAllowed.json().fields).toEqual([
      { path: 'substituteBarcode', message: expect.stringMatching(/not to replace/) },
    ]);
    for (const substituteBarcode of [GOLDEN_APPLES, COLA, '4000000000000']) {
      const refused = await save(orderId, {
        state: 'substituted',
        barcode: COLA,
        substituteBarcode,
        amount: 2,
      });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().fields[0].path).toBe('substituteBarcode');
    }
    const saved = await save(orderId, {
      state: 'substituted',
      barcode: COLA,
      substituteBarcode: zest,
      amount: 2,
    });
    expect(lineOf(saved.json(), COLA)).toMatchObject({
      state: 'substituted',
      substitute: { barcode: zest, description: 'Kinnie Zest 1.5L', amount: 2, weighed: false, price: 1.89 },
    });
  });

  it("undoes a line with 'open', and refuses a product that is not a line", async () => {
    const undone = await save(orderId, { state: 'open', barcode: KINNIE });
    expect(lineOf(undone.json(), KINNIE)).toMatchObject({ state: 'open', pickedAmount: null });
    const stranger = await save(orderId, { state: 'unavailable', barcode: PENNE });
    expect(stranger.json().fields).toEqual([{ path: 'barcode', message: expect.any(String) }]);
  });

  it('refuses picking done while a line is open, saying how many', async () => {
    const refused = await moveTo(t, t.picker, orderId, 'ISSUING_RECEIPT');
    expect(refused.statusCode).toBe(200);
    expect(refused.json()).toMatchObject({
      responseCode: 4000,
      errorMessage: expect.stringMatching(/^1 line is still open/),
    });
  });
});

describe('substitutes search', () => {
  it('finds available products of the store, never the one being replaced', async () => {
    const orderId = await placeOrder(t, [{ barcode: KINNIE, amount: 1 }]);
    const found = await ops(t, t.picker).get(`/ops/orders/${orderId}/substitutes?q=kinnie&barcode=${KINNIE}`);
    expect(found.headers['cache-control']).toBe('no-store');
    expect(found.json().data.map((p: { description: string }) => p.description)).toEqual([
      'Kinnie Zest 1.5L',
    ]);
    const apples = await ops(t, t.picker).get(`/ops/orders/${orderId}/substitutes?q=golden apples`);
    expect(apples.json().data).toEqual([]);
    expect((await ops(t, t.picker).get(`/ops/orders/${orderId}/substitutes?q=k`)).statusCode).toBe(400);
  });
});

describe('picking done', () => {
  let orderId: number;
  beforeAll(async () => {
    orderId = await placeOrder(t, [
      { barcode: KINNIE, amount: 3 },
      { barcode: BANANAS, weight: 1 },
      { barcode: PENNE, amount: 2 },
      { barcode: COLA, amount: 2 },
      { barcode: MOZZARELLA, amount: 1 },
    ]);
    await moveTo(t, t.picker, orderId, 'IN_PREPARATION');
    const zest = barcodeOf('Kinnie Zest 1.5L');
    for (const body of [
      { state: 'picked', barcode: KINNIE, amount: 3 },
      { state: 'picked', barcode: BANANAS, amount: 1.234 },
      { state: 'unavailable', barcode: PENNE },
      { state: 'substituted', barcode: COLA, substituteBarcode: zest, amount: 2 },
      { state: 'picked', barcode: MOZZARELLA, amount: 1 },
    ]) {
      expect((await save(orderId, body)).json().responseCode).toBe(0);
    }
  });

  it("fixes the final total with the cart's pricing: multi-buy, real weight, unavailable, substitute", async () => {
    const done = await moveTo(t, t.picker, orderId, 'ISSUING_RECEIPT');
    expect(done.json().responseCode).toBe(0);
    // Kinnie 3 at '2 for €3': 3.00 + 1.89; bananas 1.234 kg at 1.49: 1.84; penne none; two Kinnie
    // Zest for two Coca-Cola at Coca-Cola's lower price: 3.58; mozzarella 1.39. Pick-up: no fee.
    expect(done.json().data.order).toMatchObject({ status: 'ISSUING_RECEIPT', finalTotal: 11.7 });
    // A picker may hand it over; only a manager may cancel once the money is settled.
    expect(done.json().data.nextStatuses).toEqual(['TO_BE_COLLECTED']);
    const [row] = await t.db.select().from(orders).where(eq(orders.id, orderId));
    expect(row?.finalTotalCents).toBe(1170);
  });

  it('shows the customer the prepared items, the substitute naming what it replaces', async () => {
    const detail = (
      await t.app.inject({ method: 'GET', url: `/cli/ecommerce/orders/${orderId}/fetch`, headers: t.headers })
    ).json().data;
    expect(detail.operatorCart).toMatchObject({ netTotal: 11.7, total: 11.7, totalToPay: 11.7, payed: 0 });
    const items = detail.preparedCartItems.map(
      (i: {
        barcode: string;
        amount: number;
        operatorAmount: number;
        operatorTotal: number;
        status: string;
        substituteFor: { barcode: string } | null;
      }) => [
        i.barcode,
        i.amount,
        i.operatorAmount,
        i.operatorTotal,
        i.status,
        i.substituteFor?.barcode ?? null,
      ],
    );
    expect(items).toEqual([
      [KINNIE, 3, 3, 4.89, 'ok', null],
      [BANANAS, 1, 1.234, 1.84, 'ok', null],
      [PENNE, 2, 0, 0, 'danger', null],
      [COLA, 2, 0, 0, 'danger', null],
      [barcodeOf('Kinnie Zest 1.5L'), 2, 2, 3.58, 'ok', COLA],
      [MOZZARELLA, 1, 1, 1.39, 'ok', null],
    ]);
    const list = (
      await t.app.inject({ method: 'GET', url: '/cli/ecommerce/orders?s=50', headers: t.headers })
    ).json();
    expect(list.data.data.find((o: { id: number }) => o.id === orderId).total).toBe(11.7);
  });

  it('answers a repeat as the order is: one history entry, one final total', async () => {
    const again = await ops(t, t.manager).post(`/ops/orders/${orderId}/status`, {
      to: 'ISSUING_RECEIPT',
      version: 1,
    });
    expect(again.json()).toMatchObject({ responseCode: 0, data: { order: { finalTotal: 11.7 } } });
    const entries = await t.db
      .select()
      .from(orderStatusHistory)
      .where(eq(orderStatusHistory.orderId, orderId));
    expect(entries.filter((e) => e.status === 'ISSUING_RECEIPT')).toHaveLength(1);
    expect((await save(orderId, { state: 'unavailable', barcode: KINNIE })).json().responseCode).toBe(4205);
  });
});

describe('status changes', () => {
  it('hands a pick-up order over, refusing a stale version, a wrong status and a missing reason', async () => {
    const orderId = await placeOrder(t, [{ barcode: CIABATTA, amount: 1 }]);
    const stale = await ops(t, t.picker).post(`/ops/orders/${orderId}/status`, {
      to: 'IN_PREPARATION',
      version: 7,
    });
    expect(stale.json().responseCode).toBe(4206);
    expect((await moveTo(t, t.picker, orderId, 'IN_PREPARATION')).json().data.order.status).toBe(
      'IN_PREPARATION',
    );
    await save(orderId, { state: 'picked', barcode: CIABATTA, amount: 1 });
    await moveTo(t, t.picker, orderId, 'ISSUING_RECEIPT');
    expect((await moveTo(t, t.picker, orderId, 'TO_BE_DELIVERED')).json().responseCode).toBe(4205);
    const cancel = await moveTo(t, t.manager, orderId, 'CANCELLED');
    expect(cancel.statusCode).toBe(400);
    expect(cancel.json().fields).toEqual([{ path: 'reason', message: expect.any(String) }]);
    expect((await moveTo(t, t.picker, orderId, 'TO_BE_COLLECTED')).json().data.order.status).toBe(
      'TO_BE_COLLECTED',
    );
    const collected = await moveTo(t, t.picker, orderId, 'COLLECTED');
    expect(collected.json().data).toMatchObject({ order: { status: 'COLLECTED' }, nextStatuses: [] });
  });

  it('lets a picker cancel with a reason the history keeps', async () => {
    const orderId = await placeOrder(t, [{ barcode: CIABATTA, amount: 1 }]);
    const cancelled = await moveTo(t, t.picker, orderId, 'CANCELLED', { reason: 'Flooded store room' });
    expect(cancelled.json().data.order.status).toBe('CANCELLED');
    const entries = await t.db
      .select()
      .from(orderStatusHistory)
      .where(eq(orderStatusHistory.orderId, orderId));
    expect(entries.at(-1)).toMatchObject({
      status: 'CANCELLED',
      actorKind: 'staff',
      note: 'Flooded store room',
    });
  });
});
