import { couponStatusAt, rewardStepsFor, vouchersForPoints } from '../../src/coupons/coupon-rules';

/** The coupons' pure rules (README: Coupons and loyalty rewards). */

const NOW = new Date('2026-11-29T10:00:00Z');
const LATER = new Date('2026-12-29T10:00:00Z');
const EARLIER = new Date('2026-11-01T10:00:00Z');

describe('couponStatusAt', () => {
  it.each([
    ['ISSUED', LATER, null, 'ISSUED'],
    ['ISSUED', EARLIER, null, 'EXPIRED'],
    ['ISSUED', NOW, null, 'EXPIRED'],
    ['ACTIVATED', LATER, null, 'ACTIVATED'],
    ['ACTIVATED', EARLIER, null, 'EXPIRED'],
    ['ACTIVATED', EARLIER, 12, 'ACTIVATED'],
    ['BURNT', EARLIER, 12, 'BURNT'],
  ] as const)('%s expiring %s, claimed by %s, shows %s', (status, expiresAt, orderId, shown) => {
    expect(couponStatusAt({ status, expiresAt, orderId }, NOW)).toBe(shown);
  });
});

describe('vouchersForPoints (680 points each)', () => {
  it.each([
    [0, 0],
    [679, 0],
    [680, 1],
    [1359, 1],
    [1360, 2],
    [-5, 0],
  ])('%i points buy %i vouchers', (points, vouchers) => {
    expect(vouchersForPoints(points)).toBe(vouchers);
  });
});

describe('rewardStepsFor (one step per 100 €)', () => {
  it.each([
    [9999, 0],
    [10_000, 1],
    [25_000, 2],
    [0, 0],
  ])('%i cents reach %i steps', (cents, steps) => {
    expect(rewardStepsFor(cents)).toBe(steps);
  });
});
