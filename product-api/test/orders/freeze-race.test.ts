import { orders } from '../../src/db/schema';
import { stopTestApp } from '../profiles/test-app';
import { codeOf, emptyCarts, startCartTestApp, type CartTestApp } from '../carts/cart-test-app';
import {
  checkoutOf,
  crowdWithCarts,
  emptyOrders,
  fillPickUpCart,
  freeze,
  insertSlot,
  takenOf,
} from './order-fixture';

/**
 * The slot race of issue 13 (run on PostgreSQL by `npm test`, where the requests really overlap:
 * each freeze runs in its own transaction on the pool): however many customers want the last
 * places, no slot takes more orders than its capacity, and a repeated request makes one order.
 */
let t: CartTestApp;

beforeAll(async () => {
  t = await startCartTestApp();
});
afterAll(() => stopTestApp(t));
beforeEach(async () => {
  await emptyOrders(t.db);
  await emptyCarts(t.db);
});

it('200 customers racing for a slot of 20 places: exactly 20 orders, 180 clean 4028 answers', async () => {
  const crowd = await crowdWithCarts(t, 200);
  const slotId = await insertSlot(t, 20);

  const answers = await Promise.all(crowd.map((c) => freeze(t, checkoutOf(c.cartId, slotId), c.headers)));

  const codes = answers.map((a) => codeOf(a));
  expect(codes.filter((c) => c.responseCode === 0)).toHaveLength(20);
  expect(codes.filter((c) => c.responseCode === 4028 && c.status === 200)).toHaveLength(180);
  expect(await t.db.select().from(orders)).toHaveLength(20);
  expect(await takenOf(t.db, slotId)).toBe(20);
}, 120_000);

it('50 requests with one Idempotency-Key make one order', async () => {
  const cartId = await fillPickUpCart(t);
  const slotId = await insertSlot(t, 5);
  const headers = { ...t.headers, 'idempotency-key': 'same-attempt-0042' };

  const answers = await Promise.all(
    Array.from({ length: 50 }, () => freeze(t, checkoutOf(cartId, slotId), headers)),
  );

  const ids = new Set(answers.map((a) => a.json().data?.order?.id));
  expect(answers.every((a) => a.json().responseCode === 0)).toBe(true);
  expect(ids.size).toBe(1);
  expect(await t.db.select().from(orders)).toHaveLength(1);
  expect(await takenOf(t.db, slotId)).toBe(1);
}, 60_000);
