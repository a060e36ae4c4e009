import { priceCart } from '../../src/pricing/cart-pricing';
import type { CartPricingInput, PricedLineInput } from '../../src/pricing/cart-pricing-types';
import { goods, lettuce, line, product, waterPack, weighed } from './pricing-fixtures';

const cart = (lines: PricedLineInput[], overrides: Partial<CartPricingInput> = {}) =>
  priceCart({ lines, deliveryMode: 'AT_HOME', minNetTotalCents: 0, ...overrides });

describe('delivery fee and free delivery (spec §1: 5 € under 75 €)', () => {
  it('charges 5 € at 74.99 € and tells how much more makes delivery free', () => {
    const priced = cart([goods(7499)]);
    expect(priced.fees).toEqual([
      { id: 'DELIVERY', description: 'Delivery fee', valueCents: 500, maxCartNetTotalCents: 7500 },
    ]);
    expect(priced.totalCents).toBe(7999);
    expect(priced.missingForFreeDeliveryCents).toBe(1);
  });

  it('delivers free from 75.00 €', () => {
    const priced = cart([goods(7500)]);
    expect(priced.fees).toEqual([]);
    expect(priced.totalCents).toBe(7500);
    expect(priced.missingForFreeDeliveryCents).toBeNull();
  });

  it('charges SHIPPED like AT_HOME and no pick-up mode at all', () => {
    expect(cart([goods(7499)], { deliveryMode: 'SHIPPED' }).totalCents).toBe(7999);
    for (const deliveryMode of ['IN_STORE', 'DRIVE'] as const) {
      const priced = cart([goods(1000)], { deliveryMode });
      expect(priced.fees).toEqual([]);
      expect(priced.totalCents).toBe(1000);
      expect(priced.missingForFreeDeliveryCents).toBeNull();
    }
  });

  it('charges no fee on an empty cart but shows what free delivery needs', () => {
    const priced = cart([]);
    expect(priced.fees).toEqual([]);
    expect(priced.totalCents).toBe(0);
    expect(priced.missingForFreeDeliveryCents).toBe(7500);
  });
});

describe('water packs (spec §5: above 4 cost 1 € each)', () => {
  it('adds nothing for 4 packs and 1 € for the 5th', () => {
    const four = cart([line(waterPack(), 4)], { deliveryMode: 'IN_STORE' });
    expect(four.bundleCount).toBe(4);
    expect(four.waterPackSurchargeTotalCents).toBe(0);
    expect(four.lines[0]).toMatchObject({ surchargeAmount: 0, surchargeCents: 0 });
    expect(four.netTotalCents).toBe(1200);

    const five = cart([line(waterPack(), 5)], { deliveryMode: 'IN_STORE' });
    expect(five.bundleCount).toBe(5);
    expect(five.lines[0]).toMatchObject({ rowNetPriceCents: 1500, surchargeAmount: 1, surchargeCents: 100 });
    expect(five.netTotalCents).toBe(1600);
  });

  it('counts packs across lines and charges the line that goes over the free ones', () => {
    const priced = cart([line(waterPack(), 3), line(goods(100).product, 2), line(waterPack(), 3)]);
    expect(priced.bundleCount).toBe(6);
    expect(priced.lines.map((l) => l.surchargeAmount)).toEqual([0, 0, 2]);
    expect(priced.waterPackSurchargeTotalCents).toBe(200);
    expect(priced.netTotalCents).toBe(900 + 200 + 900 + 200);
  });

  it('charges 6 € for 10 packs', () => {
    const priced = cart([line(waterPack(), 10)]);
    expect(priced.waterPackSurchargeTotalCents).toBe(600);
  });
});

describe('gift (spec §5: orders of 33 € or over)', () => {
  it('is not available at 32.99 € net, even with the delivery fee on top', () => {
    const priced = cart([goods(3299)]);
    expect(priced.totalCents).toBe(3799);
    expect(priced.giftAvailable).toBe(false);
  });

  it('is available from 33.00 € net', () => {
    expect(cart([goods(3300)]).giftAvailable).toBe(true);
  });
});

describe('multi-buy offers (2 for €1.50)', () => {
  it('charges the single price for 1 item and shows the offer so one more saves', () => {
    const priced = cart([line(lettuce(), 1)]);
    expect(priced.lines[0]).toMatchObject({
      rowPriceCents: 89,
      rowNetPriceCents: 89,
      promoNote: '2 for €1.50',
    });
  });

  it('charges the offer for 2 items', () => {
    expect(cart([line(lettuce(), 2)]).lines[0]).toMatchObject({
      rowPriceCents: 178,
      rowNetPriceCents: 150,
      promoNote: '2 for €1.50',
    });
  });

  it('charges the offer plus one single price for 3 items', () => {
    const priced = cart([line(lettuce(), 3)]);
    expect(priced.lines[0]).toMatchObject({ rowPriceCents: 267, rowNetPriceCents: 239 });
    expect(priced.netTotalCents).toBe(239);
  });

  it('ignores an offer that saves nothing, and other promotions keep the net price', () => {
    const dear = lettuce({
      promotion: { type: 'MULTI_BUY', value: 2, quantity: 2, description: '2 for €2' },
    });
    expect(cart([line(dear, 2)]).lines[0]).toMatchObject({ rowNetPriceCents: 178, promoNote: null });
    const cut = product({
      priceCents: 250,
      netPriceCents: 200,
      promotion: { type: 'PERCENTAGE', value: 20, quantity: null, description: '-20%' },
    });
    expect(cart([line(cut, 3)]).lines[0]).toMatchObject({
      rowPriceCents: 750,
      rowNetPriceCents: 600,
      promoNote: null,
    });
  });
});

describe('minimum net total of the mode', () => {
  it('is not met one cent below and met at the minimum', () => {
    expect(cart([goods(1999)], { minNetTotalCents: 2000 })).toMatchObject({
      minNetTotalCents: 2000,
      minimumMet: false,
    });
    expect(cart([goods(2000)], { minNetTotalCents: 2000 }).minimumMet).toBe(true);
  });
});

describe('row prices and counts', () => {
  it('prices weighed goods per kg, rounded to the cent, and counts a weighed line once', () => {
    const priced = cart([line(weighed(), 1.25), line(product(), 3)], { deliveryMode: 'IN_STORE' });
    // 1.25 kg × 2.99 €/kg = 3.7375 €
    expect(priced.lines[0]).toMatchObject({ rowPriceCents: 374, rowNetPriceCents: 374 });
    expect(priced.itemsCount).toBe(4);
    expect(priced.netTotalCents).toBe(674);
  });

  it('rounds a float amount like 0.3 kg without drift', () => {
    const tenth = weighed({ umStep: 0.1, priceCents: 1050, netPriceCents: 1050 });
    expect(cart([line(tenth, 0.1 + 0.1 + 0.1)]).lines[0]?.rowPriceCents).toBe(315);
  });

  it('prices an unavailable line for display but leaves it out of every total', () => {
    const gone = line(waterPack({ available: false }), 6);
    const priced = cart([gone, goods(1000)], { deliveryMode: 'IN_STORE' });
    expect(priced.lines[0]?.rowNetPriceCents).toBe(1800);
    expect(priced.lines[0]?.surchargeAmount).toBe(0);
    expect(priced).toMatchObject({ itemsCount: 1, bundleCount: 0, netTotalCents: 1000, totalCents: 1000 });
  });
});

describe('card pre-authorisation (spec §9: 10 % more for weighed goods)', () => {
  it('equals the total without weighed goods', () => {
    const priced = cart([goods(5000)]);
    expect(priced.preAuthorisedCents).toBe(priced.totalCents);
  });

  it('adds 10 % of the weighed lines, rounded up to the cent', () => {
    // 374 cents of tomatoes: 37.4 → 38; 5 € of pieces; 5 € delivery.
    const priced = cart([line(weighed(), 1.25), goods(500)]);
    expect(priced.totalCents).toBe(374 + 500 + 500);
    expect(priced.preAuthorisedCents).toBe(374 + 500 + 500 + 38);
  });
});

describe('weight (spec §9: weighed goods only, rounded up to the next 10 g)', () => {
  const weightOf = (description: string, amount: number) =>
    cart([line(product({ description }), amount)]).lines[0]?.weightGrams;

  it('gives goods sold by the piece no weight, whatever their name says (issue 30 item 7)', () => {
    expect(weightOf('Tuna 333g', 3)).toBeNull();
    expect(weightOf('Still water 6 x 1.5L', 10)).toBeNull();
    expect(weightOf('Ftira', 2)).toBeNull();
  });

  it('rounds a weighed amount up to the next 10 g', () => {
    expect(cart([line(weighed(), 0.333)]).lines[0]?.weightGrams).toBe(340);
    expect(cart([line(weighed(), 0.5)]).lines[0]?.weightGrams).toBe(500);
  });

  it('weighs weighed goods by their amount', () => {
    expect(cart([line(weighed(), 1.25)]).lines[0]?.weightGrams).toBe(1250);
    expect(cart([line(weighed({ umStep: 0.1 }), 0.1 + 0.2)]).lines[0]?.weightGrams).toBe(300);
  });
});
