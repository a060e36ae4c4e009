import { eq } from 'drizzle-orm';
import { cartStoreResponseSchema } from '../../src/contract/cart';
import { cartItems, products } from '../../src/db/schema';
import { dataOf } from '../addresses/address-book';
import { stopTestApp } from '../profiles/test-app';
import {
  call,
  cartOf,
  CIABATTA,
  codeOf,
  emptyCarts,
  errorOf,
  GOLDEN_APPLES,
  POTATOES,
  openPickUpCart,
  SPAGHETTI,
  startCartTestApp,
  TOMATOES,
  WATER,
  type CartTestApp,
} from './cart-test-app';

describe('POST /cli/ecommerce/cart/store and /cart/delete', () => {
  let t: CartTestApp;
  let cartId: number;
  beforeAll(async () => {
    t = await startCartTestApp();
  });
  afterAll(() => stopTestApp(t));
  beforeEach(async () => {
    await emptyCarts(t.db);
    cartId = (await openPickUpCart(t)).id;
  });

  const store = (payload: object, headers = t.headers) =>
    call(t, '/cart/store', { cartId, preview: false, ...payload }, headers);
  const stored = async (payload: object) => dataOf(await store(payload), cartStoreResponseSchema);
  const review = async () => cartOf(await call(t, '/cart/review', { cartId, refresh: true }));

  it('sets the absolute amount of a line and answers the updated product and the priced cart', async () => {
    const first = await stored({ barcode: CIABATTA, amount: 2 });
    expect(first.updatedProduct).toEqual({ um: 'PZ', description: 'Ciabatta', amount: 2 });
    expect(first.cart.items).toHaveLength(1);
    expect(first.cart.items[0]).toMatchObject({
      barcode: CIABATTA,
      amount: 2,
      rowPrice: 3.6,
      rowNetPrice: 3.6,
      status: 'ok',
    });
    expect(first.cart).toMatchObject({ itemsCount: 2, netTotal: 3.6, total: 3.6 });

    // A retried or repeated request sets, never adds.
    const again = await stored({ barcode: CIABATTA, amount: 3 });
    expect(again.cart.items[0]?.amount).toBe(3);
    expect((await stored({ barcode: CIABATTA, amount: 3 })).cart.netTotal).toBe(5.4);
    const rows = await t.db.select().from(cartItems).where(eq(cartItems.cartId, cartId));
    expect(rows).toEqual([expect.objectContaining({ amount: 3, seenNetPriceCents: 180 })]);
  });

  it('weighs goods sold by the kg, in weight', async () => {
    const answer = await stored({ barcode: TOMATOES, weight: 0.3 });
    expect(answer.updatedProduct).toEqual({ um: 'KG', description: 'Tomatoes', amount: 0.3 });
    expect(answer.cart.items[0]).toMatchObject({ amount: 0.3, rowNetPrice: 0.9, weight: 300 });
    expect(answer.cart.itemsCount).toBe(1);
  });

  it('names the products in the language of the page (Accept-Language), where the catalogue has it', async () => {
    const italian = { ...t.headers, 'accept-language': 'it' };
    const answer = dataOf(await store({ barcode: POTATOES, weight: 1 }, italian), cartStoreResponseSchema);
    expect(answer.updatedProduct.description).toBe('Patate');
    expect(answer.cart.items[0]?.description).toBe('Patate');
    expect((await review()).items[0]?.description).toBe('Potatoes');
  });

  it('answers a preview without saving it', async () => {
    await stored({ barcode: CIABATTA, amount: 2 });
    const preview = await stored({ barcode: CIABATTA, amount: 5, preview: true });
    expect(preview.cart.items[0]?.amount).toBe(5);
    expect((await review()).items[0]?.amount).toBe(2);
  });

  it('answers 4030 for an unknown barcode', async () => {
    expect(codeOf(await store({ barcode: '1234567890123', amount: 1 }))).toEqual({
      status: 200,
      responseCode: 4030,
    });
  });

  it('answers 4031 for the wrong unit, off the step, below the minimum and an unavailable product', async () => {
    const codes = await Promise.all([
      store({ barcode: CIABATTA, weight: 1 }),
      store({ barcode: TOMATOES, amount: 1 }),
      store({ barcode: TOMATOES, weight: 0.25 }),
      store({ barcode: TOMATOES, weight: 0.1 }),
      store({ barcode: CIABATTA, amount: 1.5 }),
      store({ barcode: GOLDEN_APPLES, weight: 1 }),
    ]);
    expect(codes.map((r) => errorOf(r).body.responseCode)).toEqual([4031, 4031, 4031, 4031, 4031, 4031]);
    expect((await review()).items).toEqual([]);
  });

  it('answers 4034 above the maximum amount', async () => {
    expect((await stored({ barcode: CIABATTA, amount: 20 })).updatedProduct.amount).toBe(20);
    expect(codeOf(await store({ barcode: CIABATTA, amount: 21 })).responseCode).toBe(4034);
    expect(codeOf(await store({ barcode: TOMATOES, weight: 5.1 })).responseCode).toBe(4034);
  });

  it('takes 10 water packs and answers 4038 for the 11th', async () => {
    const ten = await stored({ barcode: WATER, amount: 10 });
    expect(ten.cart.bundleCount).toBe(10);
    // Packs above 4 cost 1 € each: the related product of the line.
    expect(ten.cart.items[0]?.cartItemRelatedProduct).toMatchObject({ amount: 6, price: 1, rowPrice: 6 });
    expect(errorOf(await store({ barcode: WATER, amount: 11 })).body.responseCode).toBe(4038);
    expect((await review()).bundleCount).toBe(10);
    // Fewer packs are always allowed.
    expect((await stored({ barcode: WATER, amount: 9 })).cart.bundleCount).toBe(9);
  });

  it('keeps the pack limit across lines when changes of one cart meet', async () => {
    // Two pack products: either may have 6 packs, not both (12 > 10). Twenty changes at once
    // (on PostgreSQL truly concurrent): whichever lands first wins, every change of the other is
    // 4038, and the cart never holds both.
    await t.db.update(products).set({ isBundle: true }).where(eq(products.barcode, SPAGHETTI));
    try {
      const barcodes = Array.from({ length: 20 }, (_, i) => (i % 2 === 0 ? WATER : SPAGHETTI));
      const answers = await Promise.all(barcodes.map((barcode) => store({ barcode, amount: 6 })));
      const codes = answers.map((a) => codeOf(a).responseCode);
      const cart = await review();
      expect(cart.items).toHaveLength(1);
      expect(cart.bundleCount).toBe(6);
      const kept = cart.items[0]?.barcode;
      barcodes.forEach((barcode, i) => expect(codes[i]).toBe(barcode === kept ? 0 : 4038));
    } finally {
      await t.db.update(products).set({ isBundle: false }).where(eq(products.barcode, SPAGHETTI));
    }
  });

  it('removes a line with /cart/delete, and a preview removes nothing', async () => {
    await stored({ barcode: CIABATTA, amount: 2 });
    await stored({ barcode: TOMATOES, weight: 0.5 });
    const preview = cartOf(await call(t, '/cart/delete', { cartId, barcode: CIABATTA, preview: true }));
    expect(preview.items.map((i) => i.barcode)).toEqual([TOMATOES]);
    expect((await review()).items).toHaveLength(2);

    const deleted = cartOf(await call(t, '/cart/delete', { cartId, barcode: CIABATTA, preview: false }));
    expect(deleted.items.map((i) => i.barcode)).toEqual([TOMATOES]);
    // Deleting again changes nothing; an unknown barcode is 4030.
    expect(cartOf(await call(t, '/cart/delete', { cartId, barcode: CIABATTA })).items).toHaveLength(1);
    expect(codeOf(await call(t, '/cart/delete', { cartId, barcode: '1234567890123' })).responseCode).toBe(
      4030,
    );
  });

  it("answers 404 Cart not found for another customer's cart and for a missing one", async () => {
    const theirs = (await openPickUpCart(t, t.otherHeaders)).id;
    for (const response of [
      await call(t, '/cart/store', { cartId: theirs, barcode: CIABATTA, amount: 1 }),
      await call(t, '/cart/delete', { cartId: theirs, barcode: CIABATTA }),
      await call(t, '/cart/review', { cartId: theirs }),
      await call(t, '/cart/store', { cartId: 999_999, barcode: CIABATTA, amount: 1 }),
    ]) {
      expect(errorOf(response)).toEqual({
        status: 404,
        body: { responseCode: 4004, errorMessage: 'Cart not found' },
      });
    }
  });
});
