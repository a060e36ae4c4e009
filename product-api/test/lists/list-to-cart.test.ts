import { eq } from 'drizzle-orm';
import { listToCartResponseSchema } from '../../src/contract/lists';
import { products } from '../../src/db/schema';
import { dataOf } from '../addresses/address-book';
import {
  CIABATTA,
  POTATOES,
  TOMATOES,
  WATER,
  barcodeOf,
  call,
  codeOf,
  emptyCarts,
  openPickUpCart,
  startCartTestApp,
  type CartTestApp,
} from '../carts/cart-test-app';
import { emptyOrders, checkoutOf, fillPickUpCart, freeze, insertSlot } from '../orders/order-fixture';
import { stopTestApp } from '../profiles/test-app';
import { createList, emptyLists, insertDroppableProduct, listOf, slists } from './list-test-app';

/**
 * A list into the cart (POST /cli/slists/to-cart, our path for spec §4 'smartlist to cart') and
 * an order into a list (POST /cli/ecommerce/copy/to/smartlist/{id}, spec §7).
 */
let t: CartTestApp;

beforeAll(async () => {
  t = await startCartTestApp();
});
afterAll(() => stopTestApp(t));
beforeEach(async () => {
  await emptyLists(t.db);
  await emptyOrders(t.db);
  await emptyCarts(t.db);
});

const APPLES = barcodeOf('Golden Apples');
const FIGS = { barcode: '9900000000002', description: 'Seasonal Figs' };

const toCart = async (id: number, headers = t.headers) =>
  dataOf(await slists(t, '/to-cart', { id }, headers), listToCartResponseSchema);

describe('POST /cli/slists/to-cart', () => {
  it('adds the available products on top of the cart and lists what it could not add, in list order', async () => {
    await insertDroppableProduct(t.db, FIGS.barcode, FIGS.description);
    const list = await createList(t, 'Week');
    const add = (item: object) => slists(t, '/items/create', { id: list.id, ...item });
    await add({ barcode: CIABATTA, amount: 2 });
    await add({ barcode: APPLES, amount: 1 });
    await add({ barcode: FIGS.barcode, amount: 1 });
    await add({ type: 'CUSTOM', amount: 1, description: 'Birthday candles' });
    await add({ barcode: POTATOES, amount: 0.5 });
    await t.db.delete(products).where(eq(products.barcode, FIGS.barcode));

    const cart = await openPickUpCart(t);
    await call(t, '/cart/store', { cartId: cart.id, barcode: CIABATTA, amount: 1 });
    const answer = await toCart(list.id);
    expect(answer.cart.id).toBe(cart.id);
    expect(answer.cart.items.map((i) => [i.barcode, i.amount])).toEqual([
      [CIABATTA, 3],
      [POTATOES, 0.5],
    ]);
    expect(answer.notAdded.map((n) => [n.barcode, n.description, n.reason])).toEqual([
      [APPLES, 'Golden Apples', 'UNAVAILABLE'],
      [FIGS.barcode, 'Seasonal Figs', 'NOT_SOLD'],
      [null, 'Birthday candles', 'CUSTOM'],
    ]);
  });

  it('reports a product the cart’s rules refuse with their code, and adds the rest', async () => {
    const list = await createList(t, 'Water');
    await slists(t, '/items/create', { id: list.id, barcode: WATER, amount: 11 });
    await slists(t, '/items/create', { id: list.id, barcode: TOMATOES, amount: 1 });
    await openPickUpCart(t);
    const answer = await toCart(list.id);
    expect(answer.cart.items.map((i) => i.barcode)).toEqual([TOMATOES]);
    expect(answer.notAdded).toEqual([
      expect.objectContaining({ barcode: WATER, reason: 'REFUSED', responseCode: 4038 }),
    ]);
  });

  it('answers 4004 without an open cart and changes nothing', async () => {
    const list = await createList(t, 'No cart');
    await slists(t, '/items/create', { id: list.id, barcode: CIABATTA, amount: 1 });
    expect(codeOf(await slists(t, '/to-cart', { id: list.id }))).toEqual({ status: 404, responseCode: 4004 });
  });

  it('adds the list ten times when called ten times at once, never more or less', async () => {
    const list = await createList(t, 'Twice');
    await slists(t, '/items/create', { id: list.id, barcode: CIABATTA, amount: 2 });
    const cart = await openPickUpCart(t);
    // On PostgreSQL the calls overlap (without the cart's row lock this kept 4 of the 20).
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => slists(t, '/to-cart', { id: list.id })),
    );
    expect(answers.map((a) => codeOf(a).responseCode)).toEqual(Array.from({ length: 10 }, () => 0));
    const review = await call(t, '/cart/review', { cartId: cart.id, refresh: true });
    const items: { barcode: string; amount: number }[] = review.json().data.items;
    expect(items.map((i) => [i.barcode, i.amount])).toEqual([[CIABATTA, 20]]);
  });
});

describe('POST /cli/ecommerce/copy/to/smartlist/{id}', () => {
  it('copies the order’s products into a new list titled with the order’s code and day', async () => {
    const cartId = await fillPickUpCart(t);
    await call(t, '/cart/store', { cartId, barcode: POTATOES, weight: 0.7 });
    const placed = await freeze(t, checkoutOf(cartId, await insertSlot(t, 5)));
    const order: { id: number; code: string; deliveryDate: string } = placed.json().data.order;
    const copied = listOf(
      await t.app.inject({
        method: 'POST',
        url: `/cli/ecommerce/copy/to/smartlist/${order.id}?lang=it`,
        headers: t.headers,
      }),
    );
    const day = order.deliveryDate.replace(/^(\d{4})-(\d{2})-(\d{2}).*$/, '$3/$2/$1');
    expect(copied.title).toBe(`${order.code} · ${day}`);
    expect(copied.items.map((i) => [i.barcode, i.description, i.amount])).toEqual([
      [CIABATTA, 'Ciabatta', 2],
      [POTATOES, 'Patate', 0.7],
    ]);
  });

  it('answers another customer’s order as missing', async () => {
    const cartId = await fillPickUpCart(t);
    const placed = await freeze(t, checkoutOf(cartId, await insertSlot(t, 5)));
    const orderId: number = placed.json().data.order.id;
    const theirs = await t.app.inject({
      method: 'POST',
      url: `/cli/ecommerce/copy/to/smartlist/${orderId}`,
      headers: t.otherHeaders,
    });
    expect(codeOf(theirs)).toEqual({ status: 404, responseCode: 4000 });
  });
});
