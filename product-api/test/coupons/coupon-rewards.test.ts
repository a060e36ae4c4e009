import { eq } from 'drizzle-orm';
import type { OrderStatus } from '../../src/contract/checkout';
import { DEMO_SELLER } from '../../src/config';
import { coupons, loyaltyCards, orders } from '../../src/db/schema';
import type { OrderActor } from '../../src/orders/order-lifecycle';
import { moveOrder, type TransitionDeps } from '../../src/orders/order-transitions';
import { insertOrder, insertOtherCustomer } from '../payments/payment-fixture';
import { startTestApp, stopTestApp, type TestApp } from '../profiles/test-app';

/**
 * The loyalty rewards of spec §1 (README: Coupons and loyalty rewards), issued by the completing
 * transition through the state machine's writer, each move in its own transaction as a route runs
 * it. On PostgreSQL (npm test) the concurrent completions really overlap.
 */
let t: TestApp;
const CARD = '0400000000997';
const NOW = new Date('2026-11-28T15:42:00Z');
const MANAGER: OrderActor = { kind: 'manager', staffId: 1 };
const deps: TransitionDeps = {
  now: NOW,
  payments: () => Promise.reject(new Error('no payment effect expected')),
  seller: DEMO_SELLER,
};

beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => stopTestApp(t));
beforeEach(async () => {
  await t.db.delete(coupons);
  await t.db.delete(orders);
  await t.db.delete(loyaltyCards);
});

async function cardWith(points: number) {
  await t.db.insert(loyaltyCards).values({
    code: CARD,
    documentId: '9999999M',
    points,
    balanceAt: new Date('2026-11-01T09:00:00Z'),
    userId: t.userId,
  });
}

const pointsOnCard = async () =>
  (await t.db.select().from(loyaltyCards).where(eq(loyaltyCards.code, CARD)))[0]?.points;

/** A cash pick-up of `userId` ready to be collected, with the final total the picking wrote. */
async function orderToCollect(finalTotalCents: number, userId = t.userId): Promise<number> {
  const orderId = await insertOrder(t.db, {
    userId,
    status: 'TO_BE_COLLECTED',
    paymentMode: 'CASH',
    payBy: null,
  });
  await t.db
    .update(orders)
    .set({ totalCents: finalTotalCents, finalTotalCents, deliveryMode: 'IN_STORE' })
    .where(eq(orders.id, orderId));
  return orderId;
}

const move = (orderId: number, to: OrderStatus = 'COLLECTED') =>
  t.db.transaction((tx) => moveOrder(tx, orderId, { to, actor: MANAGER }, deps));

const couponsOf = async (userId = t.userId) =>
  (await t.db.select().from(coupons).where(eq(coupons.userId, userId))).map((c) => c.kind).sort();

describe('vouchers for loyalty points (680 points: 5 €)', () => {
  it('turns 680 points into one voucher and takes them off the card, once when the completion repeats', async () => {
    await cardWith(600);
    const orderId = await orderToCollect(8000);

    await move(orderId);
    await move(orderId);

    expect(await pointsOnCard()).toBe(0);
    const [voucher, ...others] = await t.db.select().from(coupons);
    expect(others).toEqual([]);
    expect(voucher).toMatchObject({
      userId: t.userId,
      kind: 'VOUCHER',
      status: 'ISSUED',
      valueCents: 500,
      earnedByOrderId: orderId,
      issuedAt: NOW,
      expiresAt: new Date(NOW.getTime() + 180 * 24 * 3600_000),
    });
  });

  it('issues two vouchers for 1,360 points and none for 679', async () => {
    await cardWith(599);
    await move(await orderToCollect(8000));
    expect(await pointsOnCard()).toBe(679);
    expect(await couponsOf()).toEqual([]);

    await t.db.update(loyaltyCards).set({ points: 1300 }).where(eq(loyaltyCards.code, CARD));
    await move(await orderToCollect(6000));
    expect(await pointsOnCard()).toBe(0);
    // 140 € of completed orders also reached the first reward step.
    expect(await couponsOf()).toEqual(['DISCOUNT', 'DISCOUNT', 'VOUCHER', 'VOUCHER', 'WATER']);
  });

  it('keeps the points above the last full 680 on the card, never taking it below zero', async () => {
    await cardWith(700);
    await move(await orderToCollect(2500));
    expect(await pointsOnCard()).toBe(45);
    expect(await couponsOf()).toEqual(['VOUCHER']);
  });
});

describe('rewards per 100 € of completed orders', () => {
  it('counts the completed orders together: 250 € over three orders is two steps, each issued once', async () => {
    const first = await orderToCollect(9000);
    const second = await orderToCollect(8000);
    const third = await orderToCollect(8000);

    await move(first);
    expect(await couponsOf()).toEqual([]);
    await move(second);
    expect(await couponsOf()).toEqual(['DISCOUNT', 'DISCOUNT', 'WATER']);
    await move(third);
    await move(third);
    expect(await couponsOf()).toEqual(['DISCOUNT', 'DISCOUNT', 'DISCOUNT', 'DISCOUNT', 'WATER', 'WATER']);
    const rows = await t.db.select().from(coupons).where(eq(coupons.userId, t.userId));
    expect(rows.map((r) => [r.rewardStep, r.kind, r.valueCents, r.earnedByOrderId]).sort()).toEqual(
      [
        [1, 'DISCOUNT', 200, second],
        [1, 'DISCOUNT', 200, second],
        [1, 'WATER', 0, second],
        [2, 'DISCOUNT', 200, third],
        [2, 'DISCOUNT', 200, third],
        [2, 'WATER', 0, third],
      ].sort(),
    );
  });

  it('counts neither aborted nor refused orders, nor another customer’s', async () => {
    const other = await insertOtherCustomer(t.db);
    await move(await orderToCollect(15_000, other));
    const refused = await orderToCollect(15_000);
    await t.db
      .update(orders)
      .set({ status: 'TO_BE_DELIVERED', deliveryMode: 'AT_HOME' })
      .where(eq(orders.id, refused));
    await move(refused, 'REFUSED');
    await move(await orderToCollect(5000));
    expect(await couponsOf()).toEqual([]);
    expect(await couponsOf(other)).toEqual(['DISCOUNT', 'DISCOUNT', 'WATER']);
  });

  it('two completions at once reaching the same step issue it once', async () => {
    const orderIds = [await orderToCollect(6000), await orderToCollect(6000), await orderToCollect(6000)];

    const moves = await Promise.all(orderIds.map((id) => move(id)));

    expect(moves.every((m) => m.ok && m.moved)).toBe(true);
    expect(await couponsOf()).toEqual(['DISCOUNT', 'DISCOUNT', 'WATER']);
  }, 60_000);
});
