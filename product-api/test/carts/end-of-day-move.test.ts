import { eq } from 'drizzle-orm';
import { automatedListTitle, moveUnfinishedCarts } from '../../src/carts/unfinished-carts';
import { carts, shoppingListItems, shoppingLists, slotHolds } from '../../src/db/schema';
import { insertSlot, takenOf } from '../orders/order-fixture';
import { stopTestApp } from '../profiles/test-app';
import {
  CIABATTA,
  TOMATOES,
  call,
  codeOf,
  emptyCarts,
  get,
  openPickUpCart,
  startCartTestApp,
  type CartTestApp,
} from './cart-test-app';

let t: CartTestApp;

beforeAll(async () => {
  t = await startCartTestApp();
});
afterAll(() => stopTestApp(t));
beforeEach(async () => {
  await t.db.delete(shoppingLists);
  await emptyCarts(t.db);
});

const later = () => new Date(Date.now() + 1000);

describe('the end-of-day move of unfinished carts', () => {
  it("moves an open cart's lines into an automated list, gives its hold back, and answers 4008 once", async () => {
    const cart = await openPickUpCart(t);
    await call(t, '/cart/store', { cartId: cart.id, barcode: CIABATTA, amount: 3 });
    await call(t, '/cart/store', { cartId: cart.id, barcode: TOMATOES, weight: 0.5 });
    const slotId = await insertSlot(t, 4);
    await call(t, '/slots/hold', { cartId: cart.id, timeSlotId: slotId });
    expect(await takenOf(t.db, slotId)).toBe(1);

    const now = later();
    expect(await moveUnfinishedCarts(t.db, now)).toBe(1);

    const [list] = await t.db.select().from(shoppingLists).where(eq(shoppingLists.userId, t.userId));
    expect(list).toMatchObject({ automated: true, title: automatedListTitle(now) });
    const items = await t.db
      .select()
      .from(shoppingListItems)
      .where(eq(shoppingListItems.listId, list?.id ?? 0));
    expect(items.map((i) => [i.description, i.amount])).toEqual([
      ['Ciabatta', 3],
      ['Tomatoes', 0.5],
    ]);
    expect(await takenOf(t.db, slotId)).toBe(0);
    const [hold] = await t.db.select().from(slotHolds).where(eq(slotHolds.cartId, cart.id));
    expect(hold?.releasedAt).not.toBeNull();

    // The next cart call says so (spec §8 4008), once; then there is simply no cart.
    expect(codeOf(await get(t, '/cart/current'))).toEqual({ status: 200, responseCode: 4008 });
    const after = await get(t, '/cart/current');
    expect(codeOf(after).responseCode).toBe(0);
    expect(after.json().data ?? null).toBeNull();
    // A call on the moved cart itself answers 4008 every time.
    const store = await call(t, '/cart/store', { cartId: cart.id, barcode: CIABATTA, amount: 1 });
    expect(codeOf(store).responseCode).toBe(4008);
  });

  it('moves nothing twice, and leaves carts opened after the run for the next day', async () => {
    await openPickUpCart(t);
    const now = later();
    expect(await moveUnfinishedCarts(t.db, now)).toBe(1);
    expect(await moveUnfinishedCarts(t.db, now)).toBe(0);
    const [moved] = await t.db.select({ status: carts.status }).from(carts);
    expect(moved?.status).toBe('MOVED');
    // An empty cart is closed without an empty list.
    expect(await t.db.select().from(shoppingLists)).toHaveLength(0);

    // A run whose time came before the cart was opened leaves it alone.
    const runStarted = new Date();
    const fresh = await openPickUpCart(t);
    expect(await moveUnfinishedCarts(t.db, new Date(runStarted.getTime() - 1))).toBe(0);
    const [open] = await t.db.select({ status: carts.status }).from(carts).where(eq(carts.id, fresh.id));
    expect(open?.status).toBe('OPEN');
  });
});
