import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { cartSchema } from '../../src/contract/cart';
import { cartItems, products } from '../../src/db/schema';
import { stopTestApp } from '../profiles/test-app';
import {
  call,
  cartOf,
  CIABATTA,
  emptyCarts,
  errorOf,
  openPickUpCart,
  startCartTestApp,
  TOMATOES,
  type CartTestApp,
} from './cart-test-app';

/** A 4105 answer: the code, its message and the cart in data (spec §4 checkout from cart). */
const changedAnswerSchema = z
  .object({ responseCode: z.literal(4105), errorMessage: z.string(), data: cartSchema })
  .strict();

describe('POST /cli/ecommerce/cart/freeze/check', () => {
  let t: CartTestApp;
  let cartId: number;
  beforeAll(async () => {
    t = await startCartTestApp();
  });
  afterAll(() => stopTestApp(t));
  beforeEach(async () => {
    await emptyCarts(t.db);
    cartId = (await openPickUpCart(t)).id;
    await call(t, '/cart/store', { cartId, barcode: CIABATTA, amount: 2 });
    await call(t, '/cart/store', { cartId, barcode: TOMATOES, weight: 0.5 });
  });

  const check = (preview = false) => call(t, '/cart/freeze/check', { cartId, preview });
  const changedOf = async (preview = false) => {
    const response = await check(preview);
    expect(response.statusCode).toBe(200);
    return changedAnswerSchema.parse(response.json()).data;
  };

  it('answers 0 with the cart when nothing changed', async () => {
    const cart = cartOf(await check());
    expect(cart.items).toHaveLength(2);
    expect(cart.updatedItems).toBeUndefined();
  });

  it('answers 4105 with updatedItems after a price change, then accepts the new price', async () => {
    await t.db.update(products).set({ netPriceCents: 150 }).where(eq(products.barcode, CIABATTA));
    const cart = await changedOf();
    expect(cart.updatedItems?.map((i) => [i.barcode, i.netPrice, i.rowNetPrice])).toEqual([
      [CIABATTA, 1.5, 3],
    ]);
    expect(cart.removedItems).toEqual([]);
    expect(cart.items).toHaveLength(2);

    const [line] = await t.db
      .select()
      .from(cartItems)
      .where(eq(cartItems.productId, cart.updatedItems?.[0]?.id ?? 0));
    expect(line?.seenNetPriceCents).toBe(150);
    expect(cartOf(await check()).updatedItems).toBeUndefined();
  });

  it('answers 4105 with removedItems after a product became unavailable, and removes its line', async () => {
    await t.db.update(products).set({ available: false }).where(eq(products.barcode, TOMATOES));
    const cart = await changedOf();
    expect(cart.removedItems?.map((i) => [i.barcode, i.status])).toEqual([[TOMATOES, 'danger']]);
    expect(cart.items.map((i) => i.barcode)).toEqual([CIABATTA]);
    expect(cart.netTotal).toBe(3.6);
    expect(cartOf(await call(t, '/cart/review', { cartId })).items).toHaveLength(1);
  });

  it('changes nothing in preview', async () => {
    await t.db.update(products).set({ available: false }).where(eq(products.barcode, TOMATOES));
    await t.db.update(products).set({ netPriceCents: 150 }).where(eq(products.barcode, CIABATTA));
    const cart = await changedOf(true);
    expect(cart.items.map((i) => i.barcode)).toEqual([CIABATTA]);
    expect(cart.updatedItems).toHaveLength(1);
    expect(cart.removedItems).toHaveLength(1);
    // The same changes are still there to answer.
    const again = await changedOf(true);
    expect(again.removedItems).toHaveLength(1);
    expect(cartOf(await call(t, '/cart/review', { cartId })).items).toHaveLength(2);
  });

  it("answers 404 for another customer's cart", async () => {
    const theirs = (await openPickUpCart(t, t.otherHeaders)).id;
    expect(errorOf(await call(t, '/cart/freeze/check', { cartId: theirs })).status).toBe(404);
  });
});
