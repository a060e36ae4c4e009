import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { cartStoreResponseSchema } from '../../src/contract/cart';
import type { OrderStatus } from '../../src/contract/checkout';
import { DEMO_SELLER } from '../../src/config';
import { addStaffMember } from '../../src/staff/staff.service';
import { coupons, mailOutbox, orders, timeSlots } from '../../src/db/schema';
import { moveOrder } from '../../src/orders/order-transitions';
import { dataOf } from '../addresses/address-book';
import { stopTestApp } from '../profiles/test-app';
import { STAFF_PASSWORD, staffLoginRequest } from '../staff/staff-fixture';
import {
  CIABATTA,
  WATER,
  call,
  cartOf,
  codeOf,
  emptyCarts,
  get,
  openPickUpCart,
  startCartTestApp,
  type CartTestApp,
} from '../carts/cart-test-app';
import { checkoutOf, emptyOrders, fillPickUpCart, freeze, insertSlot } from '../orders/order-fixture';
import { activate, couponRow, couponsGet, couponsOf, insertCoupon } from './coupon-fixture';

/**
 * The coupons of spec §2, §4 and §7 (README: Coupons and loyalty rewards) through inject on the
 * suite's engine: activation, the cart's pricing, the claim when an order is placed (raced on
 * PostgreSQL by `npm test`), and what the order's end does to the coupon.
 */
let t: CartTestApp;

beforeAll(async () => {
  t = await startCartTestApp();
});
afterAll(() => stopTestApp(t));
beforeEach(async () => {
  await t.db.delete(coupons);
  await emptyOrders(t.db);
  await emptyCarts(t.db);
});

const notFound = { status: 404, responseCode: 4000 };
const storedCartOf = (response: LightMyRequestResponse) => dataOf(response, cartStoreResponseSchema).cart;

describe('GET /cli/coupons and activation', () => {
  it('lists the customer’s coupons newest first, in the asked language, with their status', async () => {
    const old = await insertCoupon(t.db, t.userId, 'WATER', { daysAgo: 100 });
    const used = await insertCoupon(t.db, t.userId, 'DISCOUNT', { daysAgo: 10, status: 'BURNT' });
    const fresh = await insertCoupon(t.db, t.userId, 'VOUCHER', { daysAgo: 1 });
    await insertCoupon(t.db, t.otherUserId, 'VOUCHER');

    const english = couponsOf(await couponsGet(t));
    expect(english.map((c) => [c.id, c.kind, c.status, c.discount])).toEqual([
      [fresh, 'VOUCHER', 'ISSUED', 5],
      [used, 'DISCOUNT', 'BURNT', 2],
      [old, 'WATER', 'EXPIRED', 0],
    ]);
    expect(english[0]?.description).toBe('€5 loyalty voucher for 680 points');
    expect(english[0]?.expiresAt).toBe((await couponRow(t.db, fresh)).expiresAt.toISOString());
    const italian = couponsOf(await couponsGet(t, t.headers, '?lang=it'));
    expect(italian[0]?.description).toBe('Buono fedeltà da 5 € per 680 punti');
  });

  it('activates an issued coupon and answers the whole list; a second activation changes nothing', async () => {
    const voucher = await insertCoupon(t.db, t.userId, 'VOUCHER');
    const water = await insertCoupon(t.db, t.userId, 'WATER', { daysAgo: 1 });

    const answer = await activate(t, voucher);
    expect(answer.statusCode).toBe(200);
    expect(couponsOf(answer).map((c) => [c.id, c.status])).toEqual([
      [voucher, 'ACTIVATED'],
      [water, 'ISSUED'],
    ]);
    expect(couponsOf(await activate(t, voucher)).map((c) => c.status)).toEqual(['ACTIVATED', 'ISSUED']);
    expect(couponsOf(await couponsGet(t))[0]?.status).toBe('ACTIVATED');
  });

  it('refuses a burnt or an expired coupon with its reason, changing nothing', async () => {
    const used = await insertCoupon(t.db, t.userId, 'DISCOUNT', { status: 'BURNT' });
    const expired = await insertCoupon(t.db, t.userId, 'DISCOUNT', { daysAgo: 91 });

    const burnt = await activate(t, used);
    expect(codeOf(burnt)).toEqual({ status: 200, responseCode: 4000 });
    expect(burnt.json().errorMessage).toBe('This coupon has already been used');
    const late = await activate(t, expired);
    expect(codeOf(late)).toEqual({ status: 200, responseCode: 4000 });
    expect(late.json().errorMessage).toBe('This coupon has expired');
    expect((await couponRow(t.db, expired)).status).toBe('ISSUED');
  });

  it('answers another customer’s coupon as the same 404 as a missing one', async () => {
    const theirs = await insertCoupon(t.db, t.otherUserId, 'VOUCHER');

    const other = await activate(t, theirs);
    const missing = await activate(t, theirs + 1000);
    expect(codeOf(other)).toEqual(notFound);
    expect(other.json()).toEqual(missing.json());
    expect((await couponRow(t.db, theirs)).status).toBe('ISSUED');
    expect(couponsOf(await couponsGet(t))).toEqual([]);
  });

  it('refuses a staff token (403) and a call without a token (401)', async () => {
    const added = await addStaffMember(
      t.db,
      {
        email: 'picker.coupons@shop.example.mt',
        name: 'picker',
        role: 'picker',
        storeIds: [t.birkirkaraStoreId],
      },
      STAFF_PASSWORD,
    );
    expect(added.ok).toBe(true);
    const login = await t.app.inject(staffLoginRequest('picker.coupons@shop.example.mt'));
    const staff = { authorization: `Bearer ${String(login.json().data.jwt)}` };
    const coupon = await insertCoupon(t.db, t.userId, 'VOUCHER');

    expect((await couponsGet(t, staff)).statusCode).toBe(403);
    expect((await activate(t, coupon, staff)).statusCode).toBe(403);
    expect((await couponsGet(t, {})).statusCode).toBe(401);
    expect((await couponRow(t.db, coupon)).status).toBe('ISSUED');
  });
});

describe('coupons in the cart’s pricing', () => {
  it('takes an activated voucher off the total, never below zero', async () => {
    const cart = await openPickUpCart(t);
    await call(t, '/cart/store', { cartId: cart.id, barcode: CIABATTA, amount: 5 });
    const voucher = await insertCoupon(t.db, t.userId, 'VOUCHER');
    expect(cartOf(await get(t, '/cart/current'))).toMatchObject({ coupons: [], total: 9 });

    await activate(t, voucher);
    const priced = cartOf(await get(t, '/cart/current'));
    expect(priced).toMatchObject({ netTotal: 9, total: 4, totalToPay: 4 });
    expect(priced.coupons).toEqual([
      { id: voucher, description: '€5 loyalty voucher for 680 points', kind: 'VOUCHER', discount: 5 },
    ]);

    const smaller = storedCartOf(
      await call(t, '/cart/store', { cartId: cart.id, barcode: CIABATTA, amount: 2 }),
    );
    expect(smaller).toMatchObject({ netTotal: 3.6, total: 0, coupons: [{ id: voucher, discount: 3.6 }] });
  });

  it('makes one water pack free when the cart holds one, and waits when it holds none', async () => {
    const cart = await openPickUpCart(t);
    await call(t, '/cart/store', { cartId: cart.id, barcode: CIABATTA, amount: 1 });
    const water = await insertCoupon(t.db, t.userId, 'WATER', { status: 'ACTIVATED' });
    expect(cartOf(await get(t, '/cart/current'))).toMatchObject({ total: 1.8, coupons: [] });

    const withPacks = storedCartOf(
      await call(t, '/cart/store', { cartId: cart.id, barcode: WATER, amount: 2 }),
    );
    expect(withPacks).toMatchObject({ netTotal: 7.78, total: 4.79, bundleCount: 2 });
    expect(withPacks.coupons).toEqual([
      { id: water, description: 'A free water pack with your order', kind: 'WATER', discount: 2.99 },
    ]);
  });

  it('leaves an issued or expired coupon out of the pricing', async () => {
    const cart = await openPickUpCart(t);
    await call(t, '/cart/store', { cartId: cart.id, barcode: CIABATTA, amount: 5 });
    await insertCoupon(t.db, t.userId, 'VOUCHER');
    await insertCoupon(t.db, t.userId, 'DISCOUNT', { daysAgo: 91, status: 'ACTIVATED' });
    expect(cartOf(await get(t, '/cart/current'))).toMatchObject({ total: 9, coupons: [] });
  });
});

describe('coupons and the order', () => {
  it('claims the coupon when the order is placed, and gives it back when the order is aborted', async () => {
    const discount = await insertCoupon(t.db, t.userId, 'DISCOUNT', { status: 'ACTIVATED' });
    const cartId = await fillPickUpCart(t);
    const slotId = await insertSlot(t, 5);

    const placed = await freeze(t, checkoutOf(cartId, slotId));
    const order = placed.json().data.order;
    expect(order.cart).toMatchObject({
      total: 1.6,
      coupons: [{ id: discount, kind: 'DISCOUNT', discount: 2 }],
    });
    expect(await couponRow(t.db, discount)).toMatchObject({ status: 'ACTIVATED', orderId: order.id });
    const [row] = await t.db.select().from(orders).where(eq(orders.id, order.id));
    expect(row?.totalCents).toBe(160);
    // The confirmation e-mail says what the coupon took off, above the total it explains.
    const [mail] = await t.db
      .select({ text: mailOutbox.textBody })
      .from(mailOutbox)
      .where(eq(mailOutbox.subject, `Your order ${row?.code ?? ''}`));
    const coupon: { description: string } = order.cart.coupons[0];
    expect(coupon.description).not.toEqual('');
    expect(mail?.text).toContain(`\n${coupon.description}: −€2.00\nTotal: €1.60`);
    // Claimed: the customer's next cart no longer applies it.
    const next = await openPickUpCart(t);
    expect(next.coupons).toEqual([]);

    expect(codeOf(await call(t, '/cart/abort', { orderId: order.id }))).toEqual({
      status: 200,
      responseCode: 0,
    });
    expect(await couponRow(t.db, discount)).toMatchObject({ status: 'ACTIVATED', orderId: null });
    const filled = storedCartOf(
      await call(t, '/cart/store', { cartId: next.id, barcode: CIABATTA, amount: 2 }),
    );
    expect(filled.coupons.map((c) => c.id)).toEqual([discount]);
  });

  it('names a water coupon in the confirmation e-mail in the shop’s words, with the pack it takes off', async () => {
    const water = await insertCoupon(t.db, t.userId, 'WATER', { status: 'ACTIVATED' });
    const cartId = await fillPickUpCart(t);
    await call(t, '/cart/store', { cartId, barcode: WATER, amount: 1 });
    const placed = await freeze(t, checkoutOf(cartId, await insertSlot(t, 5)));
    const order = placed.json().data.order;
    expect(order.cart.coupons).toEqual([
      expect.objectContaining({ id: water, kind: 'WATER', discount: 2.99 }),
    ]);
    const [mail] = await t.db
      .select({ text: mailOutbox.textBody })
      .from(mailOutbox)
      .where(eq(mailOutbox.subject, `Your order ${order.code}`));
    expect(mail?.text).toContain(
      `\nCoupon: free pack of water: −€2.99\nTotal: €${order.cart.total.toFixed(2)}`,
    );
  });

  /** A cash order of the test customer with an activated discount it claimed; answers both ids. */
  async function orderWithCoupon() {
    const discount = await insertCoupon(t.db, t.userId, 'DISCOUNT', { status: 'ACTIVATED' });
    const cartId = await fillPickUpCart(t);
    const placed = await freeze(t, checkoutOf(cartId, await insertSlot(t, 5)));
    const orderId: number = placed.json().data.order.id;
    expect(await couponRow(t.db, discount)).toMatchObject({ orderId });
    return { discount, orderId };
  }

  const managerMoves = (orderId: number, to: OrderStatus, reason?: string) =>
    t.db.transaction((tx) =>
      moveOrder(
        tx,
        orderId,
        { to, actor: { kind: 'manager', staffId: 1 }, ...(reason ? { reason } : {}) },
        { now: new Date(), payments: async () => ({ refundDue: false }), seller: DEMO_SELLER },
      ),
    );

  it('gives the coupon back when the store cancels the order', async () => {
    const { discount, orderId } = await orderWithCoupon();

    expect(await managerMoves(orderId, 'CANCELLED', 'Out of stock')).toMatchObject({ ok: true, moved: true });

    expect(await couponRow(t.db, discount)).toMatchObject({ status: 'ACTIVATED', orderId: null });
  });

  it('burns the coupon when the order is completed', async () => {
    const { discount, orderId } = await orderWithCoupon();
    await t.db.update(orders).set({ status: 'TO_BE_COLLECTED' }).where(eq(orders.id, orderId));

    const moved = await managerMoves(orderId, 'COLLECTED');

    expect(moved).toMatchObject({ ok: true, moved: true });
    expect(await couponRow(t.db, discount)).toMatchObject({ status: 'BURNT', orderId });
    expect(couponsOf(await couponsGet(t)).find((c) => c.id === discount)?.status).toBe('BURNT');
  });

  it('two orders placed at once with one activated coupon: it is applied to one of them', async () => {
    const discount = await insertCoupon(t.db, t.userId, 'DISCOUNT', { status: 'ACTIVATED' });
    const pickUp = await fillPickUpCart(t);
    const drive = cartOf(
      await call(t, '/cart/open', {
        storeId: t.birkirkaraStoreId,
        deliveryMode: 'DRIVE',
        terminalType: 'WEB',
      }),
    );
    await call(t, '/cart/store', { cartId: drive.id, barcode: CIABATTA, amount: 2 });
    const pickUpSlot = await insertSlot(t, 5);
    const [driveSlot] = await t.db
      .select()
      .from(timeSlots)
      .where(eq(timeSlots.id, pickUpSlot))
      .then(async ([slot]) =>
        slot
          ? t.db
              .insert(timeSlots)
              .values({ ...slot, id: undefined, deliveryMode: 'DRIVE' })
              .returning({ id: timeSlots.id })
          : [],
      );
    if (!driveSlot) throw new Error('no drive slot');

    const answers = await Promise.all([
      freeze(t, checkoutOf(pickUp, pickUpSlot)),
      freeze(t, checkoutOf(drive.id, driveSlot.id)),
    ]);

    expect(answers.map((a) => a.json().responseCode)).toEqual([0, 0]);
    const placed = answers.map((a) => a.json().data.order);
    const withCoupon = placed.filter((o) => o.cart.coupons.length === 1);
    expect(withCoupon).toHaveLength(1);
    expect(withCoupon[0].cart.total).toBe(1.6);
    expect(placed.filter((o) => o.cart.coupons.length === 0).map((o) => o.cart.total)).toEqual([3.6]);
    expect(await couponRow(t.db, discount)).toMatchObject({ status: 'ACTIVATED', orderId: withCoupon[0].id });
  }, 60_000);
});
