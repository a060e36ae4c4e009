import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { cartMoveResponseSchema, cartSchema } from '../../src/contract/cart';
import { carts, products, slotHolds, timeSlots } from '../../src/db/schema';
import { dataOf } from '../addresses/address-book';
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

describe('current, open, select, abort and move of carts', () => {
  let t: CartTestApp;
  beforeAll(async () => {
    t = await startCartTestApp();
  });
  afterAll(() => stopTestApp(t));
  beforeEach(() => emptyCarts(t.db));

  const current = () => get(t, '/cart/current');
  const currentCart = async () => dataOf(await current(), cartSchema.nullable());
  const openHome = async () =>
    cartOf(
      await call(t, '/cart/open', {
        deliveryMode: 'AT_HOME',
        addressId: t.homeAddressId,
        terminalType: 'WEB',
      }),
    );
  const addLine = (cartId: number, barcode: string, amount: object) =>
    call(t, '/cart/store', { cartId, barcode, preview: false, ...amount });

  /** A live hold of a slot of the cart's store, the place counted in taken. */
  async function holdSlotFor(cartId: number) {
    const [slot] = await t.db
      .insert(timeSlots)
      .values({
        storeId: t.birkirkaraStoreId,
        deliveryMode: 'IN_STORE',
        day: '2030-01-10',
        validFrom: new Date('2030-01-10T09:00:00Z'),
        validTo: new Date('2030-01-10T11:00:00Z'),
        capacity: 5,
        taken: 1,
      })
      .returning({ id: timeSlots.id });
    if (!slot) throw new Error('slot not inserted');
    await t.db
      .insert(slotHolds)
      .values({ cartId, timeSlotId: slot.id, expiresAt: new Date(Date.now() + 15 * 60_000) });
    return slot.id;
  }

  it('answers data null with code 0 when there is no cart', async () => {
    const response = await current();
    expect(response.json()).toEqual({ responseCode: 0, data: null });
  });

  it('answers the cart selected last as current, and /cart/select changes it', async () => {
    const pickUp = await openPickUpCart(t);
    const home = await openHome();
    expect((await currentCart())?.id).toBe(home.id);

    const open = dataOf(await get(t, '/carts/open'), z.array(cartSchema));
    expect(open.map((c) => c.id)).toEqual([home.id, pickUp.id]);

    expect(cartOf(await call(t, '/cart/select', { cartId: pickUp.id })).id).toBe(pickUp.id);
    expect((await currentCart())?.id).toBe(pickUp.id);
    // Opening an existing cart again selects it too.
    await openHome();
    expect((await currentCart())?.id).toBe(home.id);
  });

  it("lists no other customer's carts and refuses to select one", async () => {
    const theirs = await openPickUpCart(t, t.otherHeaders);
    expect(dataOf(await get(t, '/carts/open'), z.array(cartSchema))).toEqual([]);
    expect(errorOf(await call(t, '/cart/select', { cartId: theirs.id })).status).toBe(404);
  });

  it('shows the live slot hold in the cart', async () => {
    const cart = await openPickUpCart(t);
    const slotId = await holdSlotFor(cart.id);
    const reviewed = cartOf(await call(t, '/cart/review', { cartId: cart.id }));
    expect(reviewed.delivery).toMatchObject({
      timeSlotId: slotId,
      deliveryDate: '2030-01-10',
      timeSlot: { validFrom: '2030-01-10T09:00:00.000Z', validTo: '2030-01-10T11:00:00.000Z' },
    });
  });

  it('deletes the cart with /cart/abort and gives its held slot place back', async () => {
    const cart = await openPickUpCart(t);
    const slotId = await holdSlotFor(cart.id);
    expect((await call(t, '/cart/abort', { cartId: cart.id })).json()).toEqual({ responseCode: 0 });

    const [slot] = await t.db.select().from(timeSlots).where(eq(timeSlots.id, slotId));
    expect(slot?.taken).toBe(0);
    const [hold] = await t.db.select().from(slotHolds).where(eq(slotHolds.cartId, cart.id));
    expect(hold?.releasedAt).not.toBeNull();
    expect(await currentCart()).toBeNull();
    // The cart is gone for every cart call, a second abort included.
    expect(errorOf(await call(t, '/cart/review', { cartId: cart.id })).body.responseCode).toBe(4004);
    expect(errorOf(await call(t, '/cart/abort', { cartId: cart.id })).status).toBe(404);
  });

  it("refuses to abort another customer's cart", async () => {
    const theirs = await openPickUpCart(t, t.otherHeaders);
    expect(errorOf(await call(t, '/cart/abort', { cartId: theirs.id }))).toEqual({
      status: 404,
      body: { responseCode: 4004, errorMessage: 'Cart not found' },
    });
  });

  it('moves the lines to a cart of another mode and answers what the new cart could not take', async () => {
    const old = await openPickUpCart(t);
    await addLine(old.id, CIABATTA, { amount: 2 });
    await addLine(old.id, TOMATOES, { weight: 0.5 });
    await addLine(old.id, SPAGHETTI, { amount: 1 });
    const slotId = await holdSlotFor(old.id);
    await t.db.update(products).set({ available: false }).where(eq(products.barcode, SPAGHETTI));

    const moved = dataOf(
      await call(t, '/cart/move', { cartId: old.id, deliveryMode: 'AT_HOME', addressId: t.homeAddressId }),
      cartMoveResponseSchema,
    );
    expect(moved.cart).toMatchObject({ deliveryMode: 'AT_HOME', addressId: t.homeAddressId });
    expect(moved.cart.id).not.toBe(old.id);
    expect(moved.cart.items.map((i) => [i.barcode, i.amount])).toEqual([
      [CIABATTA, 2],
      [TOMATOES, 0.5],
    ]);
    expect(moved.unavailableItems).toEqual([{ barcode: SPAGHETTI, description: 'Spaghetti No.5 500g' }]);

    expect(errorOf(await call(t, '/cart/review', { cartId: old.id })).body.responseCode).toBe(4004);
    expect((await currentCart())?.id).toBe(moved.cart.id);
    const [slot] = await t.db.select().from(timeSlots).where(eq(timeSlots.id, slotId));
    expect(slot?.taken).toBe(0);
  });

  it('moves a pick-up cart to another store, and answers a move to where it is unchanged', async () => {
    const old = await openPickUpCart(t);
    await addLine(old.id, CIABATTA, { amount: 1 });
    const same = dataOf(await call(t, '/cart/move', { cartId: old.id }), cartMoveResponseSchema);
    expect(same.cart.id).toBe(old.id);

    const moved = dataOf(
      await call(t, '/cart/move', { cartId: old.id, storeId: t.victoriaStoreId }),
      cartMoveResponseSchema,
    );
    expect(moved.cart).toMatchObject({
      storeId: t.victoriaStoreId,
      deliveryMode: 'IN_STORE',
      title: 'Victoria Supermarket, Gozo',
    });
    expect(moved.cart.items).toHaveLength(1);
    // A store without the mode is refused and the cart stays where it is.
    expect(
      codeOf(await call(t, '/cart/move', { cartId: moved.cart.id, deliveryMode: 'DRIVE' })).responseCode,
    ).toBe(4000);
    expect((await currentCart())?.id).toBe(moved.cart.id);
  });

  it('answers 4008 once on /cart/current after the end-of-day move, then no cart; cart calls answer 4008', async () => {
    const cart = await openPickUpCart(t);
    await t.db.update(carts).set({ status: 'MOVED' }).where(eq(carts.id, cart.id));

    expect(errorOf(await current())).toEqual({
      status: 200,
      body: {
        responseCode: 4008,
        errorMessage: 'Your cart has been closed and your items moved in your shopping list',
      },
    });
    expect((await current()).json()).toEqual({ responseCode: 0, data: null });
    expect(codeOf(await call(t, '/cart/review', { cartId: cart.id }))).toEqual({
      status: 200,
      responseCode: 4008,
    });
    expect(codeOf(await addLine(cart.id, CIABATTA, { amount: 1 })).responseCode).toBe(4008);
  });

  it('answers the cart opened after a move without a 4008', async () => {
    const moved = await openPickUpCart(t);
    await t.db.update(carts).set({ status: 'MOVED' }).where(eq(carts.id, moved.id));
    const fresh = await openHome();
    expect((await currentCart())?.id).toBe(fresh.id);
  });
});
