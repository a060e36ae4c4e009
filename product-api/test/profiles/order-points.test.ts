import { eq } from 'drizzle-orm';
import type { OrderStatus } from '../../src/contract/checkout';
import { DEMO_SELLER } from '../../src/config';
import { loyaltyCards, orderPointCredits, orderStatusHistory, orders } from '../../src/db/schema';
import type { OrderActor } from '../../src/orders/order-lifecycle';
import { moveOrder, type TransitionDeps } from '../../src/orders/order-transitions';
import { creditOrderPoints, pointsForCents } from '../../src/profiles/order-points.service';
import { insertOrder, insertOtherCustomer } from '../payments/payment-fixture';
import { bearer, signIn, startTestApp, stopTestApp, type TestApp } from './test-app';

/**
 * Loyalty points at completion (issue 29 item 8; docs/order-lifecycle.md, Loyalty points): the
 * transitions go through the state machine's writer, each in its own transaction as a route runs
 * it, and the balance is read through GET /cli/profiles/point-balance. On PostgreSQL (npm test)
 * the 50 moves really overlap.
 */
let t: TestApp;
let headers: Record<string, string>;
const CARD = '0400000000998';
const CARD_POINTS = 100;
const BALANCE_AT = new Date('2026-11-01T09:00:00Z');
const NOW = new Date('2026-11-28T15:42:00Z');
const MANAGER: OrderActor = { kind: 'manager', staffId: 1 };

const deps: TransitionDeps = {
  now: NOW,
  // Cash orders: the completion transitions ask nothing of the payments domain.
  payments: () => Promise.reject(new Error('no payment effect expected')),
  seller: DEMO_SELLER,
};

beforeAll(async () => {
  t = await startTestApp();
  headers = bearer(await signIn(t.app));
});
afterAll(() => stopTestApp(t));
beforeEach(async () => {
  await t.db.delete(orders);
  await t.db.delete(loyaltyCards);
  await t.db.insert(loyaltyCards).values({
    code: CARD,
    documentId: '9999999M',
    points: CARD_POINTS,
    balanceAt: BALANCE_AT,
    userId: t.userId,
  });
});

/** A cash order of the customer, ready to be handed over, with the totals a picking wrote. */
async function orderReady(
  status: OrderStatus,
  totals: { totalCents: number; finalTotalCents: number | null },
  userId = t.userId,
): Promise<number> {
  const orderId = await insertOrder(t.db, { userId, status, paymentMode: 'CASH', payBy: null });
  const deliveryMode = status === 'TO_BE_DELIVERED' ? 'AT_HOME' : 'IN_STORE';
  await t.db
    .update(orders)
    .set({ ...totals, deliveryMode })
    .where(eq(orders.id, orderId));
  return orderId;
}

/** A picker of the order's store. */
async function staffOf(orderId: number): Promise<OrderActor> {
  const [row] = await t.db.select({ storeId: orders.storeId }).from(orders).where(eq(orders.id, orderId));
  return { kind: 'staff', staffId: 7, storeIds: row ? [row.storeId] : [] };
}

async function move(orderId: number, to: OrderStatus, actor?: OrderActor) {
  const by = actor ?? (await staffOf(orderId));
  return t.db.transaction((tx) => moveOrder(tx, orderId, { to, actor: by }, deps));
}

async function balance() {
  const answer = await t.app.inject({ method: 'GET', url: '/cli/profiles/point-balance', headers });
  return answer.json().data as { pointBalance: number; balanceDate: string };
}

const creditsOf = (orderId: number) =>
  t.db.select().from(orderPointCredits).where(eq(orderPointCredits.orderId, orderId));

describe('points when an order is handed over', () => {
  it('credits 1 point a euro of the final total once, when COLLECTED is sent twice', async () => {
    const orderId = await orderReady('TO_BE_COLLECTED', { totalCents: 5000, finalTotalCents: 4275 });

    const first = await move(orderId, 'COLLECTED');
    const again = await move(orderId, 'COLLECTED');

    expect(first).toMatchObject({ ok: true, moved: true });
    expect(again).toMatchObject({ ok: true, moved: false });
    expect(await balance()).toEqual({
      pointBalance: CARD_POINTS + 42,
      discount: 0,
      balanceDate: NOW.toISOString(),
    });
    expect(await creditsOf(orderId)).toEqual([{ orderId, cardCode: CARD, points: 42, at: NOW }]);
  });

  it('rounds down to whole euro: €23.99 earns 23 points', async () => {
    const orderId = await orderReady('TO_BE_DELIVERED', { totalCents: 2500, finalTotalCents: 2399 });
    await move(orderId, 'DELIVERED');
    expect((await balance()).pointBalance).toBe(CARD_POINTS + 23);
  });

  it('counts the ordered total when no final total was written', async () => {
    const orderId = await orderReady('TO_BE_COLLECTED', { totalCents: 1850, finalTotalCents: null });
    await move(orderId, 'COLLECTED');
    expect((await balance()).pointBalance).toBe(CARD_POINTS + 18);
  });

  it('credits a pick-up a manager marks collected after NOT_COLLECTED, once', async () => {
    const orderId = await orderReady('TO_BE_COLLECTED', { totalCents: 3000, finalTotalCents: 3000 });
    await move(orderId, 'NOT_COLLECTED');
    expect((await balance()).pointBalance).toBe(CARD_POINTS);
    await move(orderId, 'COLLECTED', MANAGER);
    await move(orderId, 'COLLECTED', MANAGER);
    expect((await balance()).pointBalance).toBe(CARD_POINTS + 30);
  });

  it('gives nothing for a refused delivery', async () => {
    const orderId = await orderReady('TO_BE_DELIVERED', { totalCents: 3000, finalTotalCents: 3000 });
    await move(orderId, 'REFUSED');
    expect(await balance()).toMatchObject({
      pointBalance: CARD_POINTS,
      balanceDate: BALANCE_AT.toISOString(),
    });
    expect(await creditsOf(orderId)).toEqual([]);
  });

  it('writes nothing for a customer without a card, and touches nobody’s card', async () => {
    const other = await insertOtherCustomer(t.db);
    const orderId = await orderReady('TO_BE_DELIVERED', { totalCents: 9000, finalTotalCents: 9000 }, other);

    expect(await move(orderId, 'DELIVERED')).toMatchObject({ ok: true, moved: true });

    expect(await creditsOf(orderId)).toEqual([]);
    const cards = await t.db.select().from(loyaltyCards);
    expect(cards.map((c) => [c.code, c.points])).toEqual([[CARD, CARD_POINTS]]);
  });

  it('refuses a second credit of one order even outside the state machine', async () => {
    const orderId = await orderReady('TO_BE_COLLECTED', { totalCents: 1000, finalTotalCents: 1000 });
    const order = { orderId, customerId: t.userId, finalTotalCents: 1000, totalCents: 1000 };

    const first = await t.db.transaction((tx) => creditOrderPoints(tx, order, NOW));
    const second = await t.db.transaction((tx) => creditOrderPoints(tx, order, NOW));

    expect(first).toEqual({ credited: true, cardCode: CARD, points: 10 });
    expect(second).toEqual({ credited: false });
    expect((await balance()).pointBalance).toBe(CARD_POINTS + 10);
  });

  it('keeps a card’s points from going below zero (database CHECK)', async () => {
    await expect(
      t.db.update(loyaltyCards).set({ points: -1 }).where(eq(loyaltyCards.code, CARD)),
    ).rejects.toThrow();
  });

  it('50 concurrent DELIVERED moves of one order: one move, one history row, one credit', async () => {
    const orderId = await orderReady('TO_BE_DELIVERED', { totalCents: 12_000, finalTotalCents: 11_750 });

    const outcomes = await Promise.all(Array.from({ length: 50 }, () => move(orderId, 'DELIVERED')));

    expect(outcomes.every((o) => o.ok)).toBe(true);
    expect(outcomes.filter((o) => o.ok && o.moved)).toHaveLength(1);
    const history = await t.db
      .select()
      .from(orderStatusHistory)
      .where(eq(orderStatusHistory.orderId, orderId));
    expect(history.filter((h) => h.status === 'DELIVERED')).toHaveLength(1);
    expect(await creditsOf(orderId)).toHaveLength(1);
    expect((await balance()).pointBalance).toBe(CARD_POINTS + 117);
  }, 60_000);
});

describe('pointsForCents (spec §1: 1 point a whole euro)', () => {
  it.each([
    [0, 0],
    [99, 0],
    [100, 1],
    [2399, 23],
    [7500, 75],
    [-500, 0],
  ])('%i cents earn %i points', (cents, points) => {
    expect(pointsForCents(cents)).toBe(points);
  });
});
