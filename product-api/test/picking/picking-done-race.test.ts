import { eq } from 'drizzle-orm';
import type { OrderPaymentEffects } from '../../src/orders/order-transitions';
import { orders, orderStatusHistory } from '../../src/db/schema';
import { stopTestApp } from '../profiles/test-app';
import { CIABATTA } from '../carts/cart-test-app';
import {
  BANANAS,
  KINNIE,
  moveTo,
  ops,
  placeOrder,
  startPickingApp,
  type PickingApp,
} from './picking-fixture';

/**
 * Two staff finishing the same order at once (issue 29: one final total, one capture). On
 * PostgreSQL (`npm test` runs the suite there too) the requests really overlap, each in its own
 * transaction on the pool; the order row's lock makes the second wait and find the order moved
 * on, so it answers the order as it is and writes nothing.
 */
let t: PickingApp;
const captures: number[] = [];

beforeAll(async () => {
  t = await startPickingApp();
  const payments: OrderPaymentEffects = t.app.orderPaymentEffects;
  // Counts the payment effect of every change, then does what the payments domain does.
  t.app.orderPaymentEffects = async (tx, orderId, effect, now) => {
    if (effect === 'capture') captures.push(orderId);
    return payments(tx, orderId, effect, now);
  };
});
afterAll(() => stopTestApp(t));

it('20 picking-done calls from two staff: one prepared cart, one history entry, one capture', async () => {
  const orderId = await placeOrder(t, [
    { barcode: KINNIE, amount: 2 },
    { barcode: BANANAS, weight: 1 },
    { barcode: CIABATTA, amount: 1 },
  ]);
  await moveTo(t, t.picker, orderId, 'IN_PREPARATION');
  for (const body of [
    { state: 'picked', barcode: KINNIE, amount: 2 },
    { state: 'picked', barcode: BANANAS, amount: 1.05 },
    { state: 'unavailable', barcode: CIABATTA },
  ]) {
    expect((await ops(t, t.picker).post(`/ops/orders/${orderId}/pick-lines`, body)).json().responseCode).toBe(
      0,
    );
  }
  const version: number = (await ops(t, t.picker).get(`/ops/orders/${orderId}/pick-list`)).json().data.order
    .version;

  const answers = await Promise.all(
    Array.from({ length: 20 }, (_, i) =>
      ops(t, i % 2 === 0 ? t.picker : t.manager).post(`/ops/orders/${orderId}/status`, {
        to: 'ISSUING_RECEIPT',
        version,
      }),
    ),
  );

  // Kinnie 2 for €3, bananas 1.05 kg at €1.49 (1.56), no ciabatta.
  expect(answers.map((a) => [a.json().responseCode, a.json().data?.order?.finalTotal])).toEqual(
    Array.from({ length: 20 }, () => [0, 4.56]),
  );
  const history = await t.db.select().from(orderStatusHistory).where(eq(orderStatusHistory.orderId, orderId));
  expect(history.filter((entry) => entry.status === 'ISSUING_RECEIPT')).toHaveLength(1);
  const [row] = await t.db.select().from(orders).where(eq(orders.id, orderId));
  expect(row).toMatchObject({ status: 'ISSUING_RECEIPT', version: version + 1, finalTotalCents: 456 });
  expect(captures).toEqual([orderId]);
}, 120_000);
