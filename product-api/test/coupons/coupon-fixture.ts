import type { LightMyRequestResponse } from 'fastify';
import { eq } from 'drizzle-orm';
import { couponListSchema } from '../../src/contract/coupons';
import type { CouponKind } from '../../src/contract/coupons';
import { newCoupon } from '../../src/coupons/coupon-rewards.service';
import type { Database } from '../../src/db/client';
import { coupons } from '../../src/db/schema';
import { dataOf } from '../addresses/address-book';
import type { CartTestApp } from '../carts/cart-test-app';

/** The coupon calls' helpers (spec §7: GET /cli/coupons, POST /cli/coupons/{id}) and rows straight in the database. */

const DAY_MS = 24 * 3600_000;

export function couponsGet(t: CartTestApp, headers = t.headers, query = '') {
  return t.app.inject({ method: 'GET', url: `/cli/coupons${query}`, headers });
}

export function activate(t: CartTestApp, id: number, headers = t.headers) {
  return t.app.inject({ method: 'POST', url: `/cli/coupons/${id}`, headers });
}

export const couponsOf = (response: LightMyRequestResponse) => dataOf(response, couponListSchema);

/** A coupon of `userId` issued `daysAgo` days ago (its expiry follows from the kind); answers its id. */
export async function insertCoupon(
  db: Database,
  userId: number,
  kind: CouponKind,
  options: { daysAgo?: number; status?: 'ISSUED' | 'ACTIVATED' | 'BURNT'; key?: string } = {},
): Promise<number> {
  const issuedAt = new Date(Date.now() - (options.daysAgo ?? 0) * DAY_MS);
  const key = options.key ?? `test:${Math.random()}`;
  const row = newCoupon(userId, kind, key, { earnedByOrderId: null, rewardStep: null }, issuedAt);
  const [written] = await db
    .insert(coupons)
    .values({ ...row, status: options.status ?? 'ISSUED' })
    .returning({ id: coupons.id });
  if (!written) throw new Error('coupon not inserted');
  return written.id;
}

export async function couponRow(db: Database, id: number) {
  const [row] = await db.select().from(coupons).where(eq(coupons.id, id));
  if (!row) throw new Error(`no coupon ${id}`);
  return row;
}
