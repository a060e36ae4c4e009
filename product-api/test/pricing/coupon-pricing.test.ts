import { priceCart } from '../../src/pricing/cart-pricing';
import type { PricedCoupon } from '../../src/pricing/cart-pricing-types';
import { applyCoupons } from '../../src/pricing/coupon-pricing';
import { line, product, waterPack } from './pricing-fixtures';

/** How activated coupons come off a cart (README: Coupons and loyalty rewards), without I/O. */

const pack = (cents: number) => waterPack({ priceCents: cents, netPriceCents: cents });
const coupon = (id: number, kind: PricedCoupon['kind'], valueCents: number): PricedCoupon => ({
  id,
  kind,
  valueCents,
  description: kind,
});

describe('applyCoupons', () => {
  it('stacks vouchers and discounts in the given order, up to the net total', () => {
    const applied = applyCoupons(
      [coupon(1, 'VOUCHER', 500), coupon(2, 'DISCOUNT', 200), coupon(3, 'DISCOUNT', 200)],
      [],
      600,
    );
    expect(applied.map((c) => [c.id, c.discountCents])).toEqual([
      [1, 500],
      [2, 100],
    ]);
  });

  it('makes the cheapest water pack free, one a coupon, and skips a WATER coupon without a pack left', () => {
    const lines = [line(pack(350), 1), line(pack(299), 1), line(product({ netPriceCents: 200 }), 3)];
    const applied = applyCoupons(
      [coupon(1, 'WATER', 0), coupon(2, 'WATER', 0), coupon(3, 'WATER', 0)],
      lines,
      1249,
    );
    expect(applied.map((c) => [c.id, c.discountCents])).toEqual([
      [1, 299],
      [2, 350],
    ]);
  });

  it('counts no pack of an unavailable line', () => {
    const lines = [line({ ...pack(299), available: false }, 2)];
    expect(applyCoupons([coupon(1, 'WATER', 0)], lines, 0)).toEqual([]);
  });
});

describe('priceCart with coupons', () => {
  it('takes them off the total and the pre-authorisation, keeping the fee and its threshold on the net total', () => {
    const priced = priceCart({
      lines: [line(product({ priceCents: 200, netPriceCents: 200 }), 10)],
      deliveryMode: 'AT_HOME',
      minNetTotalCents: 0,
      coupons: [coupon(7, 'VOUCHER', 500)],
    });
    expect(priced).toMatchObject({
      netTotalCents: 2000,
      fees: [{ id: 'DELIVERY', valueCents: 500 }],
      totalCents: 2000,
      preAuthorisedCents: 2000,
      missingForFreeDeliveryCents: 5500,
    });
    expect(priced.coupons).toEqual([{ ...coupon(7, 'VOUCHER', 500), discountCents: 500 }]);
  });

  it('never takes the total below the fees', () => {
    const priced = priceCart({
      lines: [line(product({ priceCents: 200, netPriceCents: 200 }), 1)],
      deliveryMode: 'AT_HOME',
      minNetTotalCents: 0,
      coupons: [coupon(7, 'VOUCHER', 500)],
    });
    expect(priced.totalCents).toBe(500);
    expect(priced.coupons[0]?.discountCents).toBe(200);
  });
});
