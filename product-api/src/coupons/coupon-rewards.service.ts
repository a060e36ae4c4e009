import type { CouponKind } from '../contract/coupons';
import { SHOP_RULES } from '../contract/shop-rules';
import type { Database } from '../db/client';
import { findLoyaltyCard, takeCardPoints } from '../profiles/loyalty-cards.repository';
import type { OrderPointsOutcome } from '../profiles/order-points.service';
import {
  couponExpiryFrom,
  couponValueCents,
  couponWordsOf,
  rewardStepsFor,
  stepRewardKinds,
  vouchersForPoints,
} from './coupon-rules';
import { completedSpendingCents, insertCoupons, lastRewardStep, type NewCoupon } from './coupons.repository';

/**
 * The loyalty rewards of spec §1 (README: Coupons and loyalty rewards), issued inside the
 * completing transition's transaction, right after the order's points are credited
 * (docs/order-lifecycle.md: Loyalty points, Coupons). Each coupon carries the reason it was issued
 * as a key unique per customer, so a replayed or concurrent completion issues nothing twice.
 */

export type RewardedOrder = { orderId: number; customerId: number | null };

/** A coupon to issue now, with its words, value and expiry (the demo seed issues its own through this). */
export function newCoupon(
  userId: number,
  kind: CouponKind,
  issueKey: string,
  reason: { earnedByOrderId: number | null; rewardStep: number | null },
  now: Date,
): NewCoupon {
  const words = couponWordsOf(kind);
  return {
    userId,
    kind,
    descriptionEn: words.en,
    descriptionIt: words.it,
    imageUrl: null,
    valueCents: couponValueCents(kind),
    status: 'ISSUED',
    issuedAt: now,
    expiresAt: couponExpiryFrom(kind, now),
    issueKey,
    ...reason,
  };
}

/**
 * Every full 680 points on the card the order just credited become 5 € vouchers, and the points go
 * off the card in the same transaction; the rest wait for the next order. Only a credit this
 * completion wrote converts (a repeat credits nothing, so it issues nothing), the vouchers are
 * keyed by the order, and the points are taken only for vouchers actually written, never below 0.
 */
async function convertPointsToVouchers(
  tx: Database,
  order: { orderId: number; customerId: number },
  credit: OrderPointsOutcome,
  now: Date,
): Promise<void> {
  if (!credit.credited) return;
  const card = await findLoyaltyCard(tx, credit.cardCode);
  const count = vouchersForPoints(card?.points ?? 0);
  if (count === 0) return;
  const vouchers = Array.from({ length: count }, (_, index) =>
    newCoupon(
      order.customerId,
      'VOUCHER',
      `points:order:${order.orderId}:${index + 1}`,
      { earnedByOrderId: order.orderId, rewardStep: null },
      now,
    ),
  );
  const written = await insertCoupons(tx, vouchers);
  if (written === 0) return;
  const points = written * SHOP_RULES.loyaltyVoucherPoints;
  // The card row is locked by the credit just made, so the points read above are still there.
  if (!(await takeCardPoints(tx, credit.cardCode, points, now))) {
    throw new Error(`card ${credit.cardCode} no longer holds ${points} points for its vouchers`);
  }
}

/**
 * Per 100 € of completed orders (cumulative, at their final totals) one free water pack and two
 * discount coupons, once per step: the steps above the last one rewarded are issued, each coupon
 * keyed by its step, so two completions racing issue a step once.
 */
async function issueSpendingRewards(
  tx: Database,
  order: { orderId: number; customerId: number },
  now: Date,
): Promise<void> {
  const reached = rewardStepsFor(await completedSpendingCents(tx, order.customerId));
  const rewarded = await lastRewardStep(tx, order.customerId);
  const coupons: NewCoupon[] = [];
  for (let step = rewarded + 1; step <= reached; step += 1) {
    stepRewardKinds().forEach((kind, index) => {
      coupons.push(
        newCoupon(
          order.customerId,
          kind,
          `spending:${step}:${index + 1}`,
          { earnedByOrderId: order.orderId, rewardStep: step },
          now,
        ),
      );
    });
  }
  await insertCoupons(tx, coupons);
}

/** A completed order's rewards: vouchers for the card's points, then the spending steps. */
export async function issueOrderRewards(
  tx: Database,
  order: RewardedOrder,
  credit: OrderPointsOutcome,
  now: Date,
): Promise<void> {
  if (order.customerId === null) return;
  const customer = { orderId: order.orderId, customerId: order.customerId };
  await convertPointsToVouchers(tx, customer, credit, now);
  await issueSpendingRewards(tx, customer, now);
}
