import { eq } from 'drizzle-orm';
import { freezeResponseSchema, orderSchema } from '../../src/contract/checkout';
import { cartSchema } from '../../src/contract/cart';
import { carts, deliveryModes, mailOutbox, orders, products, slotHolds } from '../../src/db/schema';
import { TEST_EMAIL, stopTestApp } from '../profiles/test-app';
import {
  BASE,
  CIABATTA,
  call,
  codeOf,
  emptyCarts,
  get,
  startCartTestApp,
  type CartTestApp,
} from '../carts/cart-test-app';
import { dataOf } from '../addresses/address-book';
import { checkoutOf, emptyOrders, fillPickUpCart, freeze, insertSlot, takenOf } from './order-fixture';

let t: CartTestApp;

beforeAll(async () => {
  t = await startCartTestApp();
});
afterAll(() => stopTestApp(t));
beforeEach(async () => {
  await emptyOrders(t.db);
  await emptyCarts(t.db);
  await t.db
    .update(deliveryModes)
    .set({ paymentMethods: ['CASH', 'APCOPAY'], minNetTotalCents: 0 })
    .where(eq(deliveryModes.code, 'IN_STORE'));
});

describe('POST /cart/freeze', () => {
  it('places a cash order in a free slot: one place taken, the cart ordered, a confirmation e-mail queued', async () => {
    const cartId = await fillPickUpCart(t);
    const slotId = await insertSlot(t, 5);

    const response = await freeze(t, checkoutOf(cartId, slotId, { notes: 'Ring twice 🙂 ★ please' }));

    const { order } = dataOf(response, freezeResponseSchema);
    expect(order.status).toBe('TO_BE_PREPARED');
    expect(order.code).toMatch(/^W\d{7}$/);
    expect(order.cart.items.map((i) => [i.barcode, i.amount])).toEqual([[CIABATTA, 2]]);
    expect(order.cart.paymentMode).toBe('CASH');
    expect(await takenOf(t.db, slotId)).toBe(1);
    const [cart] = await t.db.select({ status: carts.status }).from(carts).where(eq(carts.id, cartId));
    expect(cart?.status).toBe('ORDERED');
    const [row] = await t.db
      .select({ checkout: orders.checkout })
      .from(orders)
      .where(eq(orders.id, order.id));
    expect(row?.checkout).toMatchObject({ notes: 'Ring twice please', enableProductsReplacement: true });
    const mails = await t.db.select().from(mailOutbox).where(eq(mailOutbox.kind, 'order-confirmation'));
    expect(mails.map((m) => m.subject)).toEqual([`Your order ${order.code}`]);
    // The ordered cart is no longer the current one.
    expect((await get(t, '/cart/current')).json().data ?? null).toBeNull();
  });

  it("sends the confirmation to the account's e-mail, not to the address the checkout carries", async () => {
    const cartId = await fillPickUpCart(t);
    const slotId = await insertSlot(t, 5);

    const response = await freeze(t, checkoutOf(cartId, slotId, { profileEmail: 'stranger@example.com' }));

    const { order } = dataOf(response, freezeResponseSchema);
    const mails = await t.db
      .select({ to: mailOutbox.toAddress })
      .from(mailOutbox)
      .where(eq(mailOutbox.subject, `Your order ${order.code}`));
    expect(mails).toEqual([{ to: TEST_EMAIL }]);
    // The contact e-mail stays with the order for the store.
    const [row] = await t.db
      .select({ checkout: orders.checkout })
      .from(orders)
      .where(eq(orders.id, order.id));
    expect(row?.checkout).toMatchObject({ profileEmail: 'stranger@example.com' });
  });

  it('reads the order back for its customer only', async () => {
    const cartId = await fillPickUpCart(t);
    const { order } = dataOf(
      await freeze(t, checkoutOf(cartId, await insertSlot(t, 5))),
      freezeResponseSchema,
    );

    const mine = await get(t, `/orders/${order.id}/fetch`);
    expect(dataOf(mine, orderSchema).code).toBe(order.code);
    const theirs = await get(t, `/orders/${order.id}/fetch`, t.otherHeaders);
    expect(codeOf(theirs)).toEqual({ status: 404, responseCode: 4000 });
    expect(theirs.json().errorMessage).toBe('Order not found');
  });

  it("uses the cart's live hold: the held place becomes the order's, nothing more is taken", async () => {
    const cartId = await fillPickUpCart(t);
    const slotId = await insertSlot(t, 1);
    const hold = await call(t, '/slots/hold', { cartId, timeSlotId: slotId });
    expect(codeOf(hold).responseCode).toBe(0);
    expect(await takenOf(t.db, slotId)).toBe(1);

    dataOf(await freeze(t, checkoutOf(cartId, slotId)), freezeResponseSchema);

    expect(await takenOf(t.db, slotId)).toBe(1);
    const [used] = await t.db.select().from(slotHolds).where(eq(slotHolds.cartId, cartId));
    expect(used?.usedAt).not.toBeNull();
  });

  it('answers 4029 when the hold ran out, and gives its place back', async () => {
    const cartId = await fillPickUpCart(t);
    const slotId = await insertSlot(t, 3);
    await call(t, '/slots/hold', { cartId, timeSlotId: slotId });
    await t.db
      .update(slotHolds)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(slotHolds.cartId, cartId));

    const response = await freeze(t, checkoutOf(cartId, slotId));

    expect(codeOf(response)).toEqual({ status: 200, responseCode: 4029 });
    expect(await takenOf(t.db, slotId)).toBe(0);
    expect(await t.db.select().from(orders)).toHaveLength(0);
  });

  it('takes a slot the cart never held at once, and answers 4028 when it is full', async () => {
    const cartId = await fillPickUpCart(t);
    const full = await insertSlot(t, 2, 2);
    expect(codeOf(await freeze(t, checkoutOf(cartId, full)))).toEqual({ status: 200, responseCode: 4028 });
    const free = await insertSlot(t, 2, 1);
    expect(codeOf(await freeze(t, checkoutOf(cartId, free))).responseCode).toBe(0);
    expect(await takenOf(t.db, free)).toBe(2);
  });

  it('answers 4105 with the changed lines when a price changed since the customer saw it', async () => {
    const cartId = await fillPickUpCart(t);
    await t.db.update(products).set({ netPriceCents: 199 }).where(eq(products.barcode, CIABATTA));

    const response = await freeze(t, checkoutOf(cartId, await insertSlot(t, 5)));

    expect(codeOf(response)).toEqual({ status: 200, responseCode: 4105 });
    const cart = cartSchema.parse(response.json().data.cart);
    expect(cart.updatedItems?.map((i) => [i.barcode, i.netPrice])).toEqual([[CIABATTA, 1.99]]);
    expect(await t.db.select().from(orders)).toHaveLength(0);
  });

  it('places one order for one Idempotency-Key, and refuses the key with another body', async () => {
    const cartId = await fillPickUpCart(t);
    const slotId = await insertSlot(t, 5);
    const headers = { ...t.headers, 'idempotency-key': 'order-attempt-0001' };

    const first = dataOf(await freeze(t, checkoutOf(cartId, slotId), headers), freezeResponseSchema);
    const again = dataOf(await freeze(t, checkoutOf(cartId, slotId), headers), freezeResponseSchema);

    expect(again.order.id).toBe(first.order.id);
    expect(await takenOf(t.db, slotId)).toBe(1);
    const other = await freeze(t, checkoutOf(cartId, slotId, { notes: 'changed' }), headers);
    expect(codeOf(other).responseCode).toBe(4000);
  });

  it('answers a second placement of an ordered cart with its order (a double click without a key)', async () => {
    const cartId = await fillPickUpCart(t);
    const slotId = await insertSlot(t, 5);
    const [a, b] = await Promise.all([
      freeze(t, checkoutOf(cartId, slotId)),
      freeze(t, checkoutOf(cartId, slotId)),
    ]);
    expect(dataOf(a, freezeResponseSchema).order.id).toBe(dataOf(b, freezeResponseSchema).order.id);
    expect(await takenOf(t.db, slotId)).toBe(1);
  });

  it('keeps an online order waiting for payment until pay_by, unconfirmed until it is paid', async () => {
    const cartId = await fillPickUpCart(t);
    const { order } = dataOf(
      await freeze(t, checkoutOf(cartId, await insertSlot(t, 5), { paymentMode: 'APCOPAY' })),
      freezeResponseSchema,
    );
    expect(order.status).toBe('PAYMENT_PENDING');
    expect(order.payBy).not.toBeNull();
    // Issue 30 item 9: the confirmation waits for the payment (test/payments/sandbox-payment.test.ts).
    expect(await t.db.select().from(mailOutbox).where(eq(mailOutbox.kind, 'order-confirmation'))).toEqual([]);
  });

  it('refuses what the checkout rules refuse, placing nothing', async () => {
    const cartId = await fillPickUpCart(t);
    const slotId = await insertSlot(t, 5);
    // A payment method the mode does not offer.
    expect(
      codeOf(await freeze(t, checkoutOf(cartId, slotId, { paymentMode: 'BANCOMAT' }))).responseCode,
    ).toBe(4000);
    // An invoice without a billing address of the customer's.
    expect(
      codeOf(await freeze(t, checkoutOf(cartId, slotId, { invoice: true, billingAddressId: 999 })))
        .responseCode,
    ).toBe(4037);
    // The product-replacement box is required.
    const unticked = await freeze(t, checkoutOf(cartId, slotId, { enableProductsReplacement: false }));
    expect(codeOf(unticked)).toEqual({ status: 400, responseCode: 4000 });
    // The minimum of the mode.
    await t.db
      .update(deliveryModes)
      .set({ minNetTotalCents: 5000 })
      .where(eq(deliveryModes.code, 'IN_STORE'));
    const small = await freeze(t, checkoutOf(cartId, slotId));
    expect(codeOf(small).responseCode).toBe(4000);
    expect(small.json().errorMessage).toBe('Minimum order not met: 50.00 €');
    // Another customer's cart reads as missing.
    expect(codeOf(await freeze(t, checkoutOf(cartId, slotId), t.otherHeaders))).toEqual({
      status: 404,
      responseCode: 4004,
    });
    expect(await t.db.select().from(orders)).toHaveLength(0);
    expect(await takenOf(t.db, slotId)).toBe(0);
  });

  it('is listed under the cart calls', () => {
    expect(BASE).toBe('/cli/ecommerce');
  });
});

/** A cash order placed from a page in `language`: its id and code. */
async function placeIn(language: string) {
  const cartId = await fillPickUpCart(t);
  const slotId = await insertSlot(t, 5);
  const response = await freeze(t, checkoutOf(cartId, slotId), { ...t.headers, 'accept-language': language });
  return dataOf(response, freezeResponseSchema).order;
}

const mailsOf = (kind: 'order-confirmation' | 'order-status') =>
  t.db.select().from(mailOutbox).where(eq(mailOutbox.kind, kind));

describe('order e-mails in the language the order was placed in (issue 30 item 8)', () => {
  it('writes the confirmation and every later status e-mail of an Italian order in Italian', async () => {
    const order = await placeIn('it');
    const [row] = await t.db
      .select({ language: orders.language })
      .from(orders)
      .where(eq(orders.id, order.id));
    expect(row?.language).toBe('it');

    const [confirmation] = await mailsOf('order-confirmation');
    expect(confirmation?.subject).toBe(`Il tuo ordine ${order.code}`);
    expect(confirmation?.textBody).toContain(`Grazie per il tuo ordine ${order.code}.`);
    // Two ciabatte: Italian decimals, the Italian weekday, the link to the Italian pages.
    expect(confirmation?.textBody).toMatch(/- 2 × .+: €\d+,\d{2}\n/);
    expect(confirmation?.textBody).toMatch(/Totale: €\d+,\d{2}/);
    expect(confirmation?.textBody).toMatch(
      /Quando: (lunedì|martedì|mercoledì|giovedì|venerdì|sabato|domenica) /,
    );
    expect(confirmation?.textBody).toContain('Paghi alla consegna o al ritiro.');
    expect(confirmation?.textBody).toMatch(/I tuoi ordini: http\S+\/app\/it\/orders$/);

    // The shopper's later requests carry no language: the order keeps its own.
    await call(t, '/cart/abort', { orderId: order.id, version: 0 });
    const [aborted] = await mailsOf('order-status');
    expect(aborted?.subject).toBe(`Il tuo ordine ${order.code} è stato annullato`);
    expect(aborted?.textBody).toContain(`/app/it/orders?orderId=${order.id}`);
  });

  it('writes in English without a language, or with one the shop does not speak', async () => {
    const order = await placeIn('de-DE,de;q=0.9');
    const [confirmation] = await mailsOf('order-confirmation');
    expect(confirmation?.subject).toBe(`Your order ${order.code}`);
    expect(confirmation?.textBody).toMatch(/Total: €\d+\.\d{2}/);
    expect(confirmation?.textBody).toMatch(/Your orders: http\S+\/app\/orders$/);
  });
});
