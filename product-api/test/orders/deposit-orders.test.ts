import { eq, inArray } from 'drizzle-orm';
import { mailOutbox, orders, products } from '../../src/db/schema';
import { stopTestApp } from '../profiles/test-app';
import { WATER, call, cartOf, get } from '../carts/cart-test-app';
import {
  BANANAS,
  COLA,
  moveTo,
  ops,
  placeOrder,
  startPickingApp,
  type PickingApp,
} from '../picking/picking-fixture';

/**
 * The BCRS deposit through the API (README: Deposit on drink containers): its own line in the
 * cart, the placed order, the confirmation e-mail, the order detail and the picked total, kept
 * with the order when the product's data changes. Inject on PGlite and, in `npm test`, PostgreSQL.
 *
 * Coca-Cola 1.5L: 1 container, €1.79 on offer; Still Water 6 x 1.5L: 6, €2.99; Bananas €1.49/kg,
 * given containers to show weighed goods carry none.
 */
let t: PickingApp;

const setContainers = (barcode: string, depositUnits: number) =>
  t.db.update(products).set({ depositUnits }).where(eq(products.barcode, barcode));

beforeAll(async () => {
  t = await startPickingApp();
  await setContainers(COLA, 1);
  await setContainers(WATER, 6);
  await setContainers(BANANAS, 3);
});
afterAll(async () => {
  await t.db
    .update(products)
    .set({ depositUnits: 0 })
    .where(inArray(products.barcode, [COLA, WATER, BANANAS]));
  await stopTestApp(t);
});

const LINES = [
  { barcode: COLA, amount: 2 },
  { barcode: WATER, amount: 1 },
  { barcode: BANANAS, weight: 1 },
];

describe('the deposit in the cart', () => {
  it('is its own line, in the total and the pre-authorisation, never in the net total', async () => {
    const open = await call(t, '/cart/open', {
      storeId: t.birkirkaraStoreId,
      deliveryMode: 'IN_STORE',
      terminalType: 'WEB',
    });
    const cartId: number = open.json().data.id;
    for (const line of LINES) await call(t, '/cart/store', { cartId, ...line });
    const cart = cartOf(await get(t, '/cart/current'));
    expect(cart.items.map((i) => [i.barcode, i.depositUnits, i.rowDeposit])).toEqual([
      [COLA, 1, 0.2],
      [WATER, 6, 0.6],
      [BANANAS, 3, 0],
    ]);
    // Goods 3.58 + 2.99 + 1.49; deposit 0.80; 10 % of the bananas on the card.
    expect(cart).toMatchObject({ netTotal: 8.06, depositTotal: 0.8, total: 8.86, totalToPay: 8.86 });
    expect(cart.preAuthorisedTotal).toBe(9.01);
    await call(t, '/cart/abort', { cartId });
  });
});

describe('the deposit of an order', () => {
  let orderId: number;
  beforeAll(async () => {
    orderId = await placeOrder(t, LINES);
  });

  it('is kept with the order and written in the confirmation e-mail', async () => {
    const [row] = await t.db.select().from(orders).where(eq(orders.id, orderId));
    expect(row?.totalCents).toBe(886);
    const [mail] = await t.db
      .select({ text: mailOutbox.textBody })
      .from(mailOutbox)
      .where(eq(mailOutbox.subject, `Your order ${row?.code ?? ''}`));
    expect(mail?.text).toContain('Deposit (BCRS): €0.80\nTotal: €8.86');
  });

  it('stays as ordered when the product later changes its containers', async () => {
    await setContainers(COLA, 0);
    const detail = (
      await t.app.inject({ method: 'GET', url: `/cli/ecommerce/orders/${orderId}/fetch`, headers: t.headers })
    ).json().data;
    expect(detail.cart).toMatchObject({ depositTotal: 0.8, total: 8.86 });
  });

  it('counts in the picked total the containers actually picked', async () => {
    await moveTo(t, t.picker, orderId, 'IN_PREPARATION');
    for (const body of [
      { state: 'picked', barcode: COLA, amount: 1 },
      { state: 'picked', barcode: WATER, amount: 1 },
      { state: 'picked', barcode: BANANAS, amount: 1 },
    ]) {
      expect(
        (await ops(t, t.picker).post(`/ops/orders/${orderId}/pick-lines`, body)).json().responseCode,
      ).toBe(0);
    }
    const picking = (await ops(t, t.picker).get(`/ops/orders/${orderId}/pick-list`)).json().data;
    // The picker's screen shows the deposit in each total as its own line.
    expect(picking.order).toMatchObject({ orderedTotal: 8.86, orderedDeposit: 0.8, finalDeposit: null });
    const done = await moveTo(t, t.picker, orderId, 'ISSUING_RECEIPT');
    // Goods 1.79 + 2.99 + 1.49; the deposit of one cola (as ordered: 1 container) and six bottles.
    expect(done.json().data.order).toMatchObject({ finalTotal: 6.97, finalDeposit: 0.7 });
    const detail = (
      await t.app.inject({ method: 'GET', url: `/cli/ecommerce/orders/${orderId}/fetch`, headers: t.headers })
    ).json().data;
    expect(detail.operatorCart).toMatchObject({ netTotal: 6.27, depositTotal: 0.7, total: 6.97 });
  });
});
