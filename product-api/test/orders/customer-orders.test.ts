import { eq, sql } from 'drizzle-orm';
import { cartSchema } from '../../src/contract/cart';
import { copyOrderResponseSchema, orderDetailSchema, orderPageSchema } from '../../src/contract/orders';
import { mailOutbox, orders, products } from '../../src/db/schema';
import { insertOtherCustomer } from '../payments/payment-fixture';
import { bearer, stopTestApp } from '../profiles/test-app';
import { issueSessionToken } from '../../src/auth/session-tokens';
import {
  CIABATTA,
  TOMATOES,
  call,
  codeOf,
  emptyCarts,
  get,
  startCartTestApp,
  type CartTestApp,
} from '../carts/cart-test-app';
import { dataOf } from '../addresses/address-book';
import { checkoutOf, emptyOrders, fillPickUpCart, freeze, insertSlot, takenOf } from './order-fixture';

/**
 * The customer's order calls (spec §2 Orders, §7; issue 29 items 1 and 5), through inject on the
 * suite's engine (PGlite, or the PostgreSQL server of DATABASE_URL where the races really overlap).
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

/** A cash pick-up order of two ciabattas (TO_BE_PREPARED), in a slot of its own; answers ids. */
async function placeOrder(extraLines: { barcode: string; weight: number }[] = []) {
  const cartId = await fillPickUpCart(t);
  for (const line of extraLines) await call(t, '/cart/store', { cartId, ...line });
  const slotId = await insertSlot(t, 5);
  const placed = await freeze(t, checkoutOf(cartId, slotId));
  const orderId: number = placed.json().data.order.id;
  return { orderId, slotId };
}

const detailOf = async (orderId: number, headers = t.headers) =>
  dataOf(await get(t, `/orders/${orderId}/fetch`, headers), orderDetailSchema);

async function otherCustomerHeaders() {
  const other = await insertOtherCustomer(t.db);
  return bearer(await issueSessionToken(t.db, (claims) => t.app.jwt.sign(claims), other, 3600));
}

describe('GET /orders', () => {
  it('pages the customer’s orders newest first, 5 a page by default', async () => {
    const ids: number[] = [];
    for (let i = 0; i < 7; i += 1) ids.push((await placeOrder()).orderId);
    const first = dataOf(await get(t, '/orders?s=5&p=0'), orderPageSchema);
    expect(first.data.map((o) => o.id)).toEqual(ids.slice(2).reverse());
    expect(first).toMatchObject({ totalPages: 2, number: 0, last: false });
    expect(first.data[0]).toMatchObject({
      status: 'TO_BE_PREPARED',
      storeDescription: 'Birkirkara Supermarket',
      itemsCount: 2,
      actions: { abort: true, pay: false, reorder: true },
    });
    const second = dataOf(await get(t, '/orders?p=1'), orderPageSchema);
    expect(second.data.map((o) => o.id)).toEqual(ids.slice(0, 2).reverse());
    expect(second.last).toBe(true);
  }, 60_000);

  it('refuses a page size out of bounds and a negative page (400), and lists none of another’s', async () => {
    await placeOrder();
    expect(codeOf(await get(t, '/orders?s=51'))).toEqual({ status: 400, responseCode: 4000 });
    expect(codeOf(await get(t, '/orders?s=0'))).toEqual({ status: 400, responseCode: 4000 });
    expect(codeOf(await get(t, '/orders?p=-1'))).toEqual({ status: 400, responseCode: 4000 });
    const theirs = dataOf(await get(t, '/orders', await otherCustomerHeaders()), orderPageSchema);
    expect(theirs).toEqual({ data: [], totalPages: 0, number: 0, last: true });
  });
});

describe('GET /orders/{id}/fetch', () => {
  it('answers the order with its history and the customer’s actions', async () => {
    const { orderId } = await placeOrder();
    const detail = await detailOf(orderId);
    expect(detail).toMatchObject({
      id: orderId,
      status: 'TO_BE_PREPARED',
      version: 0,
      actions: { abort: true, pay: false, reorder: true },
      operatorCart: null,
      preparedCartItems: null,
    });
    expect(detail.history).toEqual([
      { status: 'TO_BE_PREPARED', at: expect.any(String), actor: 'customer', note: null },
    ]);
  });

  it('reads another customer’s order as not found, on every order call', async () => {
    const { orderId } = await placeOrder();
    const theirs = await otherCustomerHeaders();
    const notFound = { status: 404, responseCode: 4000 };
    expect(codeOf(await get(t, `/orders/${orderId}/fetch`, theirs))).toEqual(notFound);
    expect(codeOf(await call(t, '/cart/abort', { orderId }, theirs))).toEqual(notFound);
    expect(codeOf(await get(t, `/cart/copy-order/${orderId}`, theirs))).toEqual(notFound);
    expect(codeOf(await get(t, `/orders/999999/fetch`))).toEqual(notFound);
    expect((await detailOf(orderId)).status).toBe('TO_BE_PREPARED');
  });
});

describe('POST /cart/abort with an orderId', () => {
  it('aborts a TO_BE_PREPARED order, gives its slot place back once, and mails the customer', async () => {
    const { orderId, slotId } = await placeOrder();
    expect(await takenOf(t.db, slotId)).toBe(1);
    const aborted = dataOf(await call(t, '/cart/abort', { orderId, version: 0 }), orderDetailSchema);
    expect(aborted).toMatchObject({ status: 'ABORTED', version: 1, actions: { abort: false } });
    expect(aborted.history.map((h) => [h.status, h.actor])).toEqual([
      ['TO_BE_PREPARED', 'customer'],
      ['ABORTED', 'customer'],
    ]);
    expect(await takenOf(t.db, slotId)).toBe(0);
    const mails = await t.db.select().from(mailOutbox).where(eq(mailOutbox.kind, 'order-status'));
    expect(mails.map((m) => m.subject)).toEqual([`Your order ${aborted.code} was aborted`]);

    // Sent again (a double click): harmless, nothing more given back or written.
    const again = await call(t, '/cart/abort', { orderId, version: 0 });
    expect(codeOf(again)).toEqual({ status: 200, responseCode: 0 });
    expect(await takenOf(t.db, slotId)).toBe(0);
    expect((await detailOf(orderId)).history).toHaveLength(2);
  });

  it('aborts a PAYMENT_PENDING order', async () => {
    const { orderId, slotId } = await placeOrder();
    await t.db.update(orders).set({ status: 'PAYMENT_PENDING' }).where(eq(orders.id, orderId));
    expect(codeOf(await call(t, '/cart/abort', { orderId }))).toEqual({ status: 200, responseCode: 0 });
    expect(await takenOf(t.db, slotId)).toBe(0);
  });

  it.each(['IN_PREPARATION', 'TO_BE_COLLECTED', 'COLLECTED', 'CANCELLED'])(
    'answers 4205 for an order %s and changes nothing',
    async (status) => {
      const { orderId, slotId } = await placeOrder();
      await t.db.update(orders).set({ status }).where(eq(orders.id, orderId));
      const answer = await call(t, '/cart/abort', { orderId });
      expect(answer.json()).toEqual({ responseCode: 4205, errorMessage: 'Wrong order status' });
      expect(await takenOf(t.db, slotId)).toBe(1);
    },
  );

  it('answers 4206 when the version the customer saw is stale', async () => {
    const { orderId } = await placeOrder();
    await t.db.update(orders).set({ version: 3 }).where(eq(orders.id, orderId));
    expect(codeOf(await call(t, '/cart/abort', { orderId, version: 2 }))).toEqual({
      status: 200,
      responseCode: 4206,
    });
    expect((await detailOf(orderId)).status).toBe('TO_BE_PREPARED');
  });

  it('refuses a body with both ids, or with neither (400)', async () => {
    expect(codeOf(await call(t, '/cart/abort', { cartId: 1, orderId: 1 }))).toEqual({
      status: 400,
      responseCode: 4000,
    });
    expect(codeOf(await call(t, '/cart/abort', {}))).toEqual({ status: 400, responseCode: 4000 });
  });

  it('gives the place back once when two aborts of one order race', async () => {
    const { orderId, slotId } = await placeOrder();
    const answers = await Promise.all(Array.from({ length: 2 }, () => call(t, '/cart/abort', { orderId })));
    expect(answers.map((a) => a.json().responseCode)).toEqual([0, 0]);
    expect(await takenOf(t.db, slotId)).toBe(0);
    expect((await detailOf(orderId)).history).toHaveLength(2);
  });
});

describe('GET /cart/copy-order/{id}', () => {
  it('puts the order’s lines into the customer’s cart for its store and mode (code 0, data.cart)', async () => {
    const { orderId } = await placeOrder();
    const copied = dataOf(await get(t, `/cart/copy-order/${orderId}`), copyOrderResponseSchema);
    expect(copied.cart.storeId).toBe(t.birkirkaraStoreId);
    expect(copied.cart.deliveryMode).toBe('IN_STORE');
    expect(copied.cart.items.map((i) => [i.barcode, i.amount])).toEqual([[CIABATTA, 2]]);
  });

  it('keeps each line’s substitution choice and picker note', async () => {
    const cartId = await fillPickUpCart(t);
    const chosen = { cartId, barcode: CIABATTA, replace: false, note: 'Well baked please' };
    expect(codeOf(await call(t, '/cart/line/preferences', chosen))).toEqual({ status: 200, responseCode: 0 });
    const placed = await freeze(t, checkoutOf(cartId, await insertSlot(t, 5)));
    const orderId: number = placed.json().data.order.id;
    const copied = dataOf(await get(t, `/cart/copy-order/${orderId}`), copyOrderResponseSchema);
    expect(copied.cart.items.map((i) => [i.barcode, i.replace, i.note])).toEqual([
      [CIABATTA, false, 'Well baked please'],
    ]);
  });

  it('answers 4105 with a changed price and a product no longer sold, copying what is still sold', async () => {
    const { orderId } = await placeOrder([{ barcode: TOMATOES, weight: 1 }]);
    await t.db
      .update(products)
      .set({ netPriceCents: sql`${products.netPriceCents} + 20` })
      .where(eq(products.barcode, CIABATTA));
    await t.db.update(products).set({ available: false }).where(eq(products.barcode, TOMATOES));

    const answer = await get(t, `/cart/copy-order/${orderId}`);
    expect(codeOf(answer)).toEqual({ status: 200, responseCode: 4105 });
    const cart = cartSchema.parse(answer.json().data);
    expect(cart.items.map((i) => i.barcode)).toEqual([CIABATTA]);
    expect(cart.updatedItems?.map((i) => i.barcode)).toEqual([CIABATTA]);
    expect(cart.removedItems?.map((i) => [i.barcode, i.status])).toEqual([[TOMATOES, 'danger']]);
  });
});
