import { eq } from 'drizzle-orm';
import { cartMoveResponseSchema, cartSchema } from '../../src/contract/cart';
import { carts, products } from '../../src/db/schema';
import { dataOf } from '../addresses/address-book';
import { stopTestApp } from '../profiles/test-app';
import {
  call,
  cartOf,
  codeOf,
  emptyCarts,
  get,
  openPickUpCart,
  SPAGHETTI,
  startCartTestApp,
  WATER,
  type CartTestApp,
} from './cart-test-app';

/** Issue 27 item 7: a move onto another cart passes the same line rules as an add to cart. */
describe('POST /cart/move keeps the line rules', () => {
  let t: CartTestApp;
  beforeAll(async () => {
    t = await startCartTestApp();
    // A second kind of water pack, so two carts can hold packs of different products.
    await t.db.update(products).set({ isBundle: true }).where(eq(products.barcode, SPAGHETTI));
  });
  afterAll(async () => {
    await t.db.update(products).set({ isBundle: false }).where(eq(products.barcode, SPAGHETTI));
    await stopTestApp(t);
  });
  beforeEach(() => emptyCarts(t.db));

  const addPacks = async (cartId: number, barcode: string, amount: number) =>
    expect(
      codeOf(await call(t, '/cart/store', { cartId, barcode, amount, preview: false })).responseCode,
    ).toBe(0);
  const openVictoria = async () =>
    cartOf(
      await call(t, '/cart/open', {
        storeId: t.victoriaStoreId,
        deliveryMode: 'IN_STORE',
        terminalType: 'WEB',
      }),
    );
  const statusOf = async (cartId: number) =>
    (await t.db.select({ status: carts.status }).from(carts).where(eq(carts.id, cartId)))[0]?.status;

  it('refuses with 4038 a move that would put 14 water packs in one cart, changing neither cart', async () => {
    const victoria = await openVictoria();
    await addPacks(victoria.id, SPAGHETTI, 6);
    const birkirkara = await openPickUpCart(t);
    await addPacks(birkirkara.id, WATER, 8);

    const response = await call(t, '/cart/move', { cartId: birkirkara.id, storeId: t.victoriaStoreId });

    expect(codeOf(response)).toEqual({ status: 200, responseCode: 4038 });
    expect(response.json().errorMessage).toBe(
      'Together the carts would hold 14 water packs, at most 10 per order: remove some first',
    );
    expect(await statusOf(birkirkara.id)).toBe('OPEN');
    const current = dataOf(await get(t, '/cart/current'), cartSchema.nullable());
    expect(current?.id).toBe(birkirkara.id);
    const target = dataOf(await call(t, '/cart/select', { cartId: victoria.id }), cartSchema);
    expect(target.items.map((i) => [i.barcode, i.amount])).toEqual([[SPAGHETTI, 6]]);
  });

  it('moves packs onto a cart when together they stay within 10', async () => {
    const victoria = await openVictoria();
    await addPacks(victoria.id, SPAGHETTI, 6);
    const birkirkara = await openPickUpCart(t);
    await addPacks(birkirkara.id, WATER, 4);

    const moved = dataOf(
      await call(t, '/cart/move', { cartId: birkirkara.id, storeId: t.victoriaStoreId }),
      cartMoveResponseSchema,
    );

    expect(moved.cart.id).toBe(victoria.id);
    expect(moved.cart.bundleCount).toBe(10);
    expect(await statusOf(birkirkara.id)).toBe('ABORTED');
  });

  it('refuses a moved line the product no longer allows (4034), as an add to cart would', async () => {
    const birkirkara = await openPickUpCart(t);
    await addPacks(birkirkara.id, WATER, 8);
    const [water] = await t.db
      .select({ maxAmount: products.maxAmount })
      .from(products)
      .where(eq(products.barcode, WATER));
    await t.db.update(products).set({ maxAmount: 5 }).where(eq(products.barcode, WATER));
    try {
      const response = await call(t, '/cart/move', { cartId: birkirkara.id, storeId: t.victoriaStoreId });
      expect(codeOf(response).responseCode).toBe(4034);
      expect(await statusOf(birkirkara.id)).toBe('OPEN');
    } finally {
      await t.db
        .update(products)
        .set({ maxAmount: water?.maxAmount ?? null })
        .where(eq(products.barcode, WATER));
    }
  });
});
