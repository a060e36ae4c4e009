import { eq } from 'drizzle-orm';
import { cartItems, carts, products } from '../../src/db/schema';
import { problemsWith } from '../support/envelope-answer';
import { probesOf } from '../support/fuzz-probes';
import { operationsOf, type Operation } from '../support/openapi-operations';
import { stopTestApp } from '../profiles/test-app';
import { CIABATTA, startCartTestApp, type CartTestApp } from './cart-test-app';

/**
 * The hostile table of the fuzz suite (test/http/fuzz.test.ts) on the cart calls, signed in with
 * an open cart of id 1 holding a line of the product of barcode 12345678: the ids and barcode the
 * probes' sample bodies use, so the values reach the services and SQL rather than stopping at
 * 'Cart not found'.
 */
describe('hostile values on the cart calls, with a cart to reach', () => {
  let t: CartTestApp;
  let operations: Operation[];

  beforeAll(async () => {
    t = await startCartTestApp();
    await t.db.update(products).set({ barcode: '12345678' }).where(eq(products.barcode, CIABATTA));
    await t.app.ready();
    operations = operationsOf(t.app.swagger()).filter((o) =>
      /^\/cli\/ecommerce\/(cart\/|carts\/|configuration\/)/.test(o.template),
    );
  });
  afterAll(() => stopTestApp(t));

  /** Cart 1, open, one line: what every probe starts from (an abort or move probe changes it). */
  async function resetCart() {
    await t.db.delete(carts);
    await t.db
      .insert(carts)
      .values({ id: 1, userId: t.userId, storeId: t.birkirkaraStoreId, deliveryMode: 'IN_STORE' });
    const [product] = await t.db
      .select({ id: products.id })
      .from(products)
      .where(eq(products.barcode, '12345678'));
    if (!product) throw new Error('no product 12345678');
    await t.db
      .insert(cartItems)
      .values({ cartId: 1, productId: product.id, amount: 2, seenNetPriceCents: 100 });
  }

  it('covers the cart calls', () => {
    expect(operations.map((o) => `${o.method} ${o.template}`).sort()).toEqual(
      expect.arrayContaining([
        'POST /cli/ecommerce/cart/open',
        'POST /cli/ecommerce/cart/store',
        'POST /cli/ecommerce/cart/line/preferences',
        'POST /cli/ecommerce/cart/freeze/check',
        'GET /cli/ecommerce/cart/current',
        'GET /cli/ecommerce/configuration/deliveryMode/{mode}',
      ]),
    );
  });

  it('answers every probe with an envelope below 500', async () => {
    const failures: string[] = [];
    for (const operation of operations) {
      await resetCart();
      for (const { label, request } of probesOf(operation)) {
        if (request.headers?.authorization !== undefined) continue;
        const response = await t.app.inject({ ...request, headers: { ...request.headers, ...t.headers } });
        const problems = problemsWith(response);
        if (problems.length > 0) failures.push(`${label}: ${problems.join('; ')}`);
      }
    }
    expect({ count: failures.length, first: failures.slice(0, 20) }).toEqual({ count: 0, first: [] });
  }, 120_000);
});
