import { priceCart } from '../../src/pricing/cart-pricing';
import type { CartPricingInput, PricedCoupon, PricedLineInput } from '../../src/pricing/cart-pricing-types';
import { cartLineFieldsOf, cartTotalsOf } from '../../src/pricing/cart-pricing-wire';
import { lineDepositCents } from '../../src/contract/deposit';
import { goods, lettuce, line, product, waterPack, weighed } from './pricing-fixtures';

/** Malta's BCRS deposit (README: Deposit on drink containers): 10 c a container, never discounted. */

const cart = (lines: PricedLineInput[], overrides: Partial<CartPricingInput> = {}) =>
  priceCart({ lines, deliveryMode: 'IN_STORE', minNetTotalCents: 0, ...overrides });

const cola = (overrides = {}) =>
  product({ description: 'Cola 1.5L', priceCents: 199, netPriceCents: 199, depositUnits: 1, ...overrides });
const sixPack = (overrides = {}) =>
  product({
    description: 'Beer 6 x 33cl',
    priceCents: 600,
    netPriceCents: 600,
    depositUnits: 6,
    ...overrides,
  });

const voucher = (valueCents: number, id = 1): PricedCoupon => ({
  id,
  kind: 'VOUCHER',
  valueCents,
  description: 'Loyalty voucher',
});

describe('deposit of a line', () => {
  it('is 10 c a container for each piece, a multipack counting every container', () => {
    expect(lineDepositCents(cola(), 3)).toBe(30);
    expect(lineDepositCents(sixPack(), 1)).toBe(60);
    expect(lineDepositCents(sixPack(), 2)).toBe(120);
  });

  it('is nothing for products without containers and for weighed goods', () => {
    expect(lineDepositCents(product(), 4)).toBe(0);
    expect(lineDepositCents(weighed({ depositUnits: 2 }), 1.5)).toBe(0);
    expect(lineDepositCents(cola(), 0)).toBe(0);
  });
});

describe('deposit of a cart', () => {
  it('is its own total, added to the total and the pre-authorisation, not to the net total', () => {
    const priced = cart([line(cola(), 2), line(sixPack(), 1), line(weighed(), 1)]);
    expect(priced.lines.map((l) => l.depositCents)).toEqual([20, 60, 0]);
    expect(priced.depositTotalCents).toBe(80);
    expect(priced.netTotalCents).toBe(398 + 600 + 299);
    expect(priced.totalCents).toBe(398 + 600 + 299 + 80);
    // 10 % of the weighed goods only, never of the deposit.
    expect(priced.preAuthorisedCents).toBe(398 + 600 + 299 + 80 + 30);
  });

  it('leaves an unavailable line out of the deposit as out of every total', () => {
    const priced = cart([line(cola({ available: false }), 2), line(sixPack(), 1)]);
    expect(priced.depositTotalCents).toBe(60);
    expect(priced.totalCents).toBe(660);
  });

  it('is not touched by a multi-buy offer or a percentage offer', () => {
    const offerDrink = lettuce({ description: 'Water 50cl', depositUnits: 1 });
    const discounted = cola({
      netPriceCents: 150,
      promotion: { type: 'PERCENTAGE', value: 25, quantity: null, description: '-25 %' },
    });
    const priced = cart([line(offerDrink, 2), line(discounted, 1)]);
    expect(priced.lines[0]?.rowNetPriceCents).toBe(150);
    expect(priced.depositTotalCents).toBe(30);
    expect(priced.totalCents).toBe(150 + 150 + 30);
  });

  it('is never taken off by a voucher larger than the goods, nor by a water coupon', () => {
    const priced = cart([line(sixPack({ priceCents: 300, netPriceCents: 300 }), 1)], {
      coupons: [voucher(500)],
    });
    expect(priced.coupons.map((c) => c.discountCents)).toEqual([300]);
    expect(priced.totalCents).toBe(60);

    const packs = cart([line(waterPack({ depositUnits: 6 }), 1)], {
      coupons: [{ id: 2, kind: 'WATER', valueCents: 0, description: 'Free water pack' }],
    });
    expect(packs.coupons.map((c) => c.discountCents)).toEqual([300]);
    expect(packs.totalCents).toBe(60);
  });

  it('keeps a voucher from eating the delivery fee or the deposit on a delivered order', () => {
    const priced = cart([line(cola(), 1), goods(1000)], {
      deliveryMode: 'AT_HOME',
      coupons: [voucher(5000)],
    });
    expect(priced.coupons[0]?.discountCents).toBe(1199);
    expect(priced.totalCents).toBe(500 + 10);
  });

  it('counts in no threshold: free delivery, minimum and gift read the goods', () => {
    const priced = cart([line(cola({ priceCents: 7490, netPriceCents: 7490, depositUnits: 24 }), 1)], {
      deliveryMode: 'AT_HOME',
      minNetTotalCents: 7500,
    });
    expect(priced.depositTotalCents).toBe(240);
    expect(priced.fees).toHaveLength(1);
    expect(priced.minimumMet).toBe(false);
    expect(priced.missingForFreeDeliveryCents).toBe(10);
    expect(priced.totalCents).toBe(7490 + 500 + 240);
  });

  it('answers the deposit in euros on the wire, per line and for the cart', () => {
    const input = line(sixPack(), 2);
    const priced = cart([input]);
    const pricedLine = priced.lines[0];
    if (!pricedLine) throw new Error('no line');
    expect(cartLineFieldsOf(input, pricedLine).rowDeposit).toBe(1.2);
    expect(cartLineFieldsOf(input, pricedLine).rowNetPriceWithCartItemRelated).toBe(12);
    const totals = cartTotalsOf(priced);
    expect(totals.depositTotal).toBe(1.2);
    expect(totals.total).toBe(13.2);
    expect(totals.totalToPay).toBe(13.2);
    expect(totals.netTotal).toBe(12);
  });
});
