import { eq } from 'drizzle-orm';
import { freezeResponseSchema } from '../../src/contract/checkout';
import { carts, orders } from '../../src/db/schema';
import { dataOf } from '../addresses/address-book';
import { startCartTestApp, type CartTestApp } from '../carts/cart-test-app';
import { stopTestApp, TEST_PASSWORD } from '../profiles/test-app';
import { checkoutOf, fillPickUpCart, freeze, insertSlot } from './order-fixture';

/**
 * Closing an account erases the person (issue 12) but not the shop's books: a placed order stays,
 * with its frozen cart and totals, and without the customer (user_id and cart_id set null).
 */
let t: CartTestApp;

beforeAll(async () => {
  t = await startCartTestApp();
});
afterAll(() => stopTestApp(t));

it('keeps the order, without the person, when the customer deletes the account', async () => {
  const cartId = await fillPickUpCart(t);
  const { order } = dataOf(await freeze(t, checkoutOf(cartId, await insertSlot(t, 5))), freezeResponseSchema);

  const deleted = await t.app.inject({
    method: 'POST',
    url: '/cli/profiles/delete',
    headers: t.headers,
    payload: { password: TEST_PASSWORD },
  });

  expect(deleted.json().responseCode).toBe(0);
  const [kept] = await t.db.select().from(orders).where(eq(orders.id, order.id));
  expect(kept).toMatchObject({
    code: order.code,
    userId: null,
    cartId: null,
    totalCents: order.cart.total * 100,
  });
  expect(await t.db.select().from(carts).where(eq(carts.userId, t.userId))).toHaveLength(0);
});
