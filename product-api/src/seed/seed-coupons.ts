import { newCoupon } from '../coupons/coupon-rewards.service';
import { insertCoupons } from '../coupons/coupons.repository';
import type { Database } from '../db/client';

const DAY_MS = 24 * 60 * 60 * 1000;
const daysBefore = (now: Date, days: number) => new Date(now.getTime() - days * DAY_MS);

/**
 * The demo customer's coupons, so the coupons page shows each state (README: Coupons and loyalty
 * rewards): a voucher and a discount to activate, a discount already used and a water pack that
 * expired unused.
 */
export async function seedDemoCoupons(tx: Database, customerId: number, now: Date): Promise<void> {
  const demo = { earnedByOrderId: null, rewardStep: null };
  const used = daysBefore(now, 40);
  await insertCoupons(tx, [
    newCoupon(customerId, 'VOUCHER', 'demo:voucher', demo, daysBefore(now, 2)),
    newCoupon(customerId, 'DISCOUNT', 'demo:discount', demo, daysBefore(now, 20)),
    {
      ...newCoupon(customerId, 'DISCOUNT', 'demo:used', demo, used),
      status: 'BURNT',
      activatedAt: used,
      burntAt: used,
    },
    newCoupon(customerId, 'WATER', 'demo:expired', demo, daysBefore(now, 100)),
  ]);
}
