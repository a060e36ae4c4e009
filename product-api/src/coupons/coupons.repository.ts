import { and, asc, desc, eq, gt, inArray, isNull, max, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { coupons, orders } from '../db/schema';

/**
 * SQL of the coupons (architecture, Code conventions: only repositories use the ORM). Every
 * change of status is one conditional UPDATE, so two requests racing for the same coupon change it
 * once: the second finds it no longer in the status it asked from.
 */
export type CouponRow = typeof coupons.$inferSelect;
export type NewCoupon = typeof coupons.$inferInsert;

/** The customer's coupons, newest first (issue date, then id, so the order is stable). */
export function findCustomerCoupons(db: Database, userId: number): Promise<CouponRow[]> {
  return db
    .select()
    .from(coupons)
    .where(eq(coupons.userId, userId))
    .orderBy(desc(coupons.issuedAt), desc(coupons.id));
}

/** One of the customer's coupons; another customer's reads as missing. */
export async function findCustomerCoupon(
  db: Database,
  userId: number,
  couponId: number,
): Promise<CouponRow | undefined> {
  const rows = await db
    .select()
    .from(coupons)
    .where(and(eq(coupons.id, couponId), eq(coupons.userId, userId)))
    .limit(1);
  return rows[0];
}

/** ISSUED → ACTIVATED while it has not expired: false when it was not (or no longer) such a coupon. */
export async function activateIssuedCoupon(
  db: Database,
  userId: number,
  couponId: number,
  now: Date,
): Promise<boolean> {
  const rows = await db
    .update(coupons)
    .set({ status: 'ACTIVATED', activatedAt: now })
    .where(
      and(
        eq(coupons.id, couponId),
        eq(coupons.userId, userId),
        eq(coupons.status, 'ISSUED'),
        gt(coupons.expiresAt, now),
      ),
    )
    .returning({ id: coupons.id });
  return rows.length === 1;
}

const usable = (userId: number, now: Date) =>
  and(
    eq(coupons.userId, userId),
    eq(coupons.status, 'ACTIVATED'),
    isNull(coupons.orderId),
    gt(coupons.expiresAt, now),
  );

/** The activated coupons no order has claimed, the soonest to expire first: what a cart applies. */
export function findUsableCoupons(db: Database, userId: number, now: Date): Promise<CouponRow[]> {
  return db
    .select()
    .from(coupons)
    .where(usable(userId, now))
    .orderBy(asc(coupons.expiresAt), asc(coupons.id));
}

/**
 * The same, locked for the placing transaction: a second checkout of the customer waits here and
 * then finds the coupons the first one claimed gone (PostgreSQL reads the locked rows again).
 */
export function lockUsableCoupons(tx: Database, userId: number, now: Date): Promise<CouponRow[]> {
  return tx
    .select()
    .from(coupons)
    .where(usable(userId, now))
    .orderBy(asc(coupons.expiresAt), asc(coupons.id))
    .for('update');
}

/** Claims the coupons for the order, only those still activated and unclaimed; answers their ids. */
export async function claimCouponsForOrder(
  tx: Database,
  userId: number,
  couponIds: readonly number[],
  orderId: number,
  now: Date,
): Promise<number[]> {
  if (couponIds.length === 0) return [];
  const rows = await tx
    .update(coupons)
    .set({ orderId })
    .where(and(inArray(coupons.id, [...couponIds]), usable(userId, now)))
    .returning({ id: coupons.id });
  return rows.map((row) => row.id);
}

/** The order completed: its coupons are used for good. */
export async function burnOrderCoupons(tx: Database, orderId: number, now: Date): Promise<void> {
  await tx
    .update(coupons)
    .set({ status: 'BURNT', burntAt: now })
    .where(and(eq(coupons.orderId, orderId), eq(coupons.status, 'ACTIVATED')));
}

/** The order was aborted or cancelled: its coupons are activated again, for the next order. */
export async function releaseOrderCoupons(tx: Database, orderId: number): Promise<void> {
  await tx
    .update(coupons)
    .set({ orderId: null })
    .where(and(eq(coupons.orderId, orderId), eq(coupons.status, 'ACTIVATED')));
}

/** Issues coupons; one whose (customer, issue_key) exists already is skipped. Answers how many were new. */
export async function insertCoupons(tx: Database, rows: NewCoupon[]): Promise<number> {
  if (rows.length === 0) return 0;
  const written = await tx
    .insert(coupons)
    .values(rows)
    .onConflictDoNothing({ target: [coupons.userId, coupons.issueKey] })
    .returning({ id: coupons.id });
  return written.length;
}

/** The highest 100 € step the customer has been rewarded for (0 before the first). */
export async function lastRewardStep(tx: Database, userId: number): Promise<number> {
  const rows = await tx
    .select({ step: max(coupons.rewardStep) })
    .from(coupons)
    .where(eq(coupons.userId, userId));
  return rows[0]?.step ?? 0;
}

/** Statuses of a completed order (docs/order-lifecycle.md: the hand-over transitions that complete). */
const COMPLETED_STATUSES = ['COLLECTED', 'DELIVERED'];

/** What the customer's completed orders came to, each at its final total (the ordered one before picking wrote it). */
export async function completedSpendingCents(tx: Database, userId: number): Promise<number> {
  const rows = await tx
    .select({
      cents: sql<string>`coalesce(sum(coalesce(${orders.finalTotalCents}, ${orders.totalCents})), 0)`,
    })
    .from(orders)
    .where(and(eq(orders.userId, userId), inArray(orders.status, COMPLETED_STATUSES)));
  return Number(rows[0]?.cents ?? 0);
}
