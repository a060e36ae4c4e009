import { asc, eq } from 'drizzle-orm';
import { freezeResponseSchema, orderSchema } from '../../src/contract/checkout';
import { cartItems, carts, deliveryModes } from '../../src/db/schema';
import { dataOf } from '../addresses/address-book';
import { checkoutOf, emptyOrders, freeze, insertSlot } from '../orders/order-fixture';
import { stopTestApp } from '../profiles/test-app';
import {
  call,
  cartOf,
  CIABATTA,
  codeOf,
  emptyCarts,
  errorOf,
  get,
  openPickUpCart,
  SPAGHETTI,
  startCartTestApp,
  TOMATOES,
  type CartTestApp,
} from './cart-test-app';

describe('POST /cli/ecommerce/cart/line/preferences', () => {
  let t: CartTestApp;
  let cartId: number;
  beforeAll(async () => {
    t = await startCartTestApp();
    await t.db
      .update(deliveryModes)
      .set({ paymentMethods: ['CASH'], minNetTotalCents: 0 })
      .where(eq(deliveryModes.code, 'IN_STORE'));
  });
  afterAll(() => stopTestApp(t));
  beforeEach(async () => {
    await emptyOrders(t.db);
    await emptyCarts(t.db);
    cartId = (await openPickUpCart(t)).id;
    for (const line of [
      { barcode: CIABATTA, amount: 2 },
      { barcode: TOMATOES, weight: 0.5 },
    ]) {
      expect(codeOf(await call(t, '/cart/store', { cartId, ...line })).responseCode).toBe(0);
    }
  });

  const prefer = (payload: object, headers = t.headers) =>
    call(t, '/cart/line/preferences', { cartId, ...payload }, headers);
  const itemOf = <T extends { barcode: string }>(cart: { items: T[] }, barcode: string) =>
    cart.items.find((item) => item.barcode === barcode);

  it('starts every line as replaceable without a note', async () => {
    const cart = cartOf(await call(t, '/cart/review', { cartId }));
    expect(cart.items.map((i) => [i.barcode, i.replace, i.note])).toEqual([
      [CIABATTA, true, ''],
      [TOMATOES, true, ''],
    ]);
  });

  it("sets one line's preference and note, answers the cart, and keeps them when the amount changes", async () => {
    const cart = cartOf(await prefer({ barcode: CIABATTA, replace: false, note: 'Well baked please' }));
    expect(itemOf(cart, CIABATTA)).toMatchObject({ replace: false, note: 'Well baked please', amount: 2 });
    expect(itemOf(cart, TOMATOES)).toMatchObject({ replace: true, note: '' });

    const stored = await call(t, '/cart/store', { cartId, barcode: CIABATTA, amount: 5 });
    expect(itemOf(stored.json().data.cart, CIABATTA)).toMatchObject({ amount: 5, replace: false });
    const current = cartOf(await get(t, '/cart/current'));
    expect(itemOf(current, CIABATTA)).toMatchObject({
      amount: 5,
      replace: false,
      note: 'Well baked please',
    });
  });

  it('strips emoji and symbols from the note and trims it, like the checkout notes (spec §5)', async () => {
    const cart = cartOf(await prefer({ barcode: TOMATOES, replace: true, note: '  ripe 🍅 ones ★ only  ' }));
    expect(itemOf(cart, TOMATOES)?.note).toBe('ripe ones only');
    const emptied = cartOf(await prefer({ barcode: TOMATOES, replace: true, note: '🍅🍅' }));
    expect(itemOf(emptied, TOMATOES)?.note).toBe('');
  });

  it('counts the lines version, so an add to cart that read before answers the new preferences', async () => {
    const [before] = await t.db.select({ v: carts.linesVersion }).from(carts).where(eq(carts.id, cartId));
    await prefer({ barcode: CIABATTA, replace: false, note: '' });
    const [after] = await t.db.select({ v: carts.linesVersion }).from(carts).where(eq(carts.id, cartId));
    expect(after?.v).toBe((before?.v ?? 0) + 1);
  });

  it('refuses what the contract refuses, changing nothing', async () => {
    for (const payload of [
      { barcode: CIABATTA, replace: false, note: 'x'.repeat(51) },
      { barcode: CIABATTA, replace: 'no', note: '' },
      { barcode: CIABATTA, note: '' },
      { barcode: 'abc', replace: false, note: '' },
      { barcode: CIABATTA, replace: false, note: 42 },
    ]) {
      const response = await prefer(payload);
      expect(response.statusCode).toBe(400);
    }
    // 50 characters after stripping are fine: the limit counts what is kept.
    const fifty = `${'a'.repeat(50)} 🙂`;
    expect(codeOf(await prefer({ barcode: CIABATTA, replace: true, note: fifty })).responseCode).toBe(0);
    // In the lines' order: PostgreSQL returns an updated row where it now lies, not where it was.
    const rows = await t.db
      .select()
      .from(cartItems)
      .where(eq(cartItems.cartId, cartId))
      .orderBy(asc(cartItems.id));
    expect(rows.map((r) => [r.replaceAllowed, r.pickerNote.length])).toEqual([
      [true, 50],
      [true, 0],
    ]);
  });

  it('answers 4030 for an unknown barcode and for a product the cart does not hold', async () => {
    expect(codeOf(await prefer({ barcode: '1234567890123', replace: false, note: '' }))).toEqual({
      status: 200,
      responseCode: 4030,
    });
    const missing = await prefer({ barcode: SPAGHETTI, replace: false, note: '' });
    expect(missing.json()).toMatchObject({
      responseCode: 4030,
      errorMessage: 'This product is not in the cart',
    });
  });

  it("answers 404 Cart not found for another customer's cart, a missing one and an ordered one", async () => {
    const theirs = (await openPickUpCart(t, t.otherHeaders)).id;
    await call(t, '/cart/store', { cartId: theirs, barcode: CIABATTA, amount: 1 }, t.otherHeaders);
    for (const id of [theirs, 999_999]) {
      expect(errorOf(await prefer({ cartId: id, barcode: CIABATTA, replace: false, note: 'mine' }))).toEqual({
        status: 404,
        body: { responseCode: 4004, errorMessage: 'Cart not found' },
      });
    }
    const [theirLine] = await t.db.select().from(cartItems).where(eq(cartItems.cartId, theirs));
    expect(theirLine).toMatchObject({ replaceAllowed: true, pickerNote: '' });

    await freeze(t, checkoutOf(cartId, await insertSlot(t, 5)));
    expect(codeOf(await prefer({ barcode: CIABATTA, replace: false, note: '' }))).toEqual({
      status: 404,
      responseCode: 4004,
    });
  });

  it('moves the preferences with the lines to a cart of another mode', async () => {
    await prefer({ barcode: CIABATTA, replace: false, note: 'Sliced' });
    const moved = await call(t, '/cart/move', { cartId, deliveryMode: 'DRIVE' });
    expect(codeOf(moved).responseCode).toBe(0);
    const cart = cartOf(await get(t, '/cart/current'));
    expect(cart.id).not.toBe(cartId);
    expect(itemOf(cart, CIABATTA)).toMatchObject({ replace: false, note: 'Sliced' });
    expect(itemOf(cart, TOMATOES)).toMatchObject({ replace: true, note: '' });
  });

  it("freezes the lines' preferences into the order, which the order detail shows", async () => {
    await prefer({ barcode: CIABATTA, replace: false, note: 'Sliced if possible' });
    const placed = dataOf(await freeze(t, checkoutOf(cartId, await insertSlot(t, 5))), freezeResponseSchema);
    expect(placed.order.cart.items.map((i) => [i.barcode, i.replace, i.note])).toEqual([
      [CIABATTA, false, 'Sliced if possible'],
      [TOMATOES, true, ''],
    ]);
    const fetched = dataOf(await get(t, `/orders/${placed.order.id}/fetch`), orderSchema);
    expect(itemOf(fetched.cart, CIABATTA)).toMatchObject({ replace: false, note: 'Sliced if possible' });
  });
});
