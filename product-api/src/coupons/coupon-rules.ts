import type { Language } from '../contract/catalogue';
import type { CouponKind, CouponStatus } from '../contract/coupons';
import { SHOP_RULES } from '../contract/shop-rules';

/**
 * The coupons' rules with no I/O (README: Coupons and loyalty rewards): what a coupon shows, what
 * each kind is worth and says, how long it lasts, and how many a balance or a spending earns.
 */

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The status the customer sees: past its expiry an unused coupon is EXPIRED, worked out when read
 * so no job has to run. A coupon an order has claimed stays ACTIVATED until that order ends (it is
 * already taken off that order's total).
 */
export function couponStatusAt(
  coupon: { status: string; expiresAt: Date; orderId: number | null },
  now: Date,
): CouponStatus {
  if (coupon.status === 'BURNT') return 'BURNT';
  if (coupon.orderId === null && coupon.expiresAt.getTime() <= now.getTime()) return 'EXPIRED';
  return coupon.status === 'ACTIVATED' ? 'ACTIVATED' : 'ISSUED';
}

/** Rows hold only the kinds the CHECK allows; an unknown one reads as a discount. */
export const couponKindOf = (text: string): CouponKind =>
  text === 'VOUCHER' || text === 'WATER' ? text : 'DISCOUNT';

const euros = (cents: number) => (cents % 100 === 0 ? String(cents / 100) : (cents / 100).toFixed(2));

/** The words of a new coupon in both languages; the rows keep them, so a later change of figures leaves issued coupons as they were. */
export function couponWordsOf(kind: CouponKind): Record<Language, string> {
  switch (kind) {
    case 'VOUCHER':
      return {
        en: `€${euros(SHOP_RULES.loyaltyVoucherCents)} loyalty voucher for ${SHOP_RULES.loyaltyVoucherPoints} points`,
        it: `Buono fedeltà da ${euros(SHOP_RULES.loyaltyVoucherCents)} € per ${SHOP_RULES.loyaltyVoucherPoints} punti`,
      };
    case 'WATER':
      return {
        en: 'A free water pack with your order',
        it: 'Una confezione d’acqua in omaggio con la tua spesa',
      };
    case 'DISCOUNT':
      return {
        en: `€${euros(SHOP_RULES.rewardDiscountCents)} off your order`,
        it: `${euros(SHOP_RULES.rewardDiscountCents)} € di sconto sulla tua spesa`,
      };
  }
}

/** What a coupon of this kind takes off; a WATER coupon's worth is the pack's price, read at pricing. */
export function couponValueCents(kind: CouponKind): number {
  switch (kind) {
    case 'VOUCHER':
      return SHOP_RULES.loyaltyVoucherCents;
    case 'WATER':
      return 0;
    case 'DISCOUNT':
      return SHOP_RULES.rewardDiscountCents;
  }
}

/** Vouchers last longer than the spending rewards: points took longer to earn. */
export function couponExpiryFrom(kind: CouponKind, issuedAt: Date): Date {
  const days = kind === 'VOUCHER' ? SHOP_RULES.voucherValidDays : SHOP_RULES.rewardCouponValidDays;
  return new Date(issuedAt.getTime() + days * DAY_MS);
}

/** Vouchers a balance buys now (spec §1: 680 points each); the rest of the points wait on the card. */
export const vouchersForPoints = (points: number): number =>
  Math.floor(Math.max(0, points) / SHOP_RULES.loyaltyVoucherPoints);

/** The 100 € steps a customer's completed orders reach together (250 € over three orders: 2). */
export const rewardStepsFor = (spendingCents: number): number =>
  Math.floor(Math.max(0, spendingCents) / SHOP_RULES.rewardStepCents);

/** The kinds one step issues: one free water pack and couponsPerStep discounts (spec §1). */
export function stepRewardKinds(): CouponKind[] {
  const water: CouponKind[] = Array.from({ length: SHOP_RULES.freeWaterPacksPerStep }, () => 'WATER');
  const discounts: CouponKind[] = Array.from({ length: SHOP_RULES.couponsPerStep }, () => 'DISCOUNT');
  return [...water, ...discounts];
}
