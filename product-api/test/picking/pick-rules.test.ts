import type { PricedProduct } from '../../src/pricing/cart-pricing-types';
import { compareAisles } from '../../src/picking/aisle-walk';
import { checkPickedAmount, checkSubstituteAmount } from '../../src/picking/pick-rules';
import { substitutePricingOf } from '../../src/picking/prepared-cart';

/** The pure rules of picking (docs/order-lifecycle.md: Picking), at their boundaries. */

const piece = (netPriceCents: number, extra: Partial<PricedProduct> = {}): PricedProduct => ({
  id: 1,
  barcode: '8000000000001',
  description: 'A piece',
  priceCents: netPriceCents,
  netPriceCents,
  purchaseUm: 'PZ',
  umStep: 1,
  minWeight: null,
  maxAmount: 20,
  promotion: null,
  isBundle: false,
  available: true,
  depositUnits: 0,
  ...extra,
});
const weighed = (netPriceCents: number): PricedProduct =>
  piece(netPriceCents, { purchaseUm: 'KG', umStep: 0.1, minWeight: 0.2, maxAmount: 5 });

describe('checkPickedAmount', () => {
  const bread = { purchaseUm: 'PZ', umStep: 1, minWeight: null, maxAmount: 20, orderedAmount: 3 };
  const cheese = { purchaseUm: 'KG', umStep: 0.1, minWeight: 0.2, maxAmount: 5, orderedAmount: 0.5 };

  it('takes whole pieces from 1 up to what was ordered', () => {
    expect(checkPickedAmount(bread, 3)).toEqual({ ok: true, data: 3 });
    expect(checkPickedAmount(bread, 1)).toEqual({ ok: true, data: 1 });
    for (const amount of [0.5, 4, 2.5]) expect(checkPickedAmount(bread, amount).ok).toBe(false);
  });

  it('takes the real weight to the gram, up to half again the ordered weight', () => {
    expect(checkPickedAmount(cheese, 0.613)).toEqual({ ok: true, data: 0.613 });
    expect(checkPickedAmount(cheese, 0.75)).toEqual({ ok: true, data: 0.75 });
    expect(checkPickedAmount(cheese, 0.751)).toMatchObject({ ok: false, fields: [{ path: 'amount' }] });
    expect(checkPickedAmount(cheese, 0.6125)).toMatchObject({ ok: false, fields: [{ path: 'amount' }] });
  });

  it("keeps a substitute's pieces to its own stepper and maximum", () => {
    expect(checkSubstituteAmount({ ...bread, maxAmount: 4 }, 4)).toEqual({ ok: true, data: 4 });
    expect(checkSubstituteAmount({ ...bread, maxAmount: 4 }, 5).ok).toBe(false);
    expect(checkSubstituteAmount(cheese, 1.234)).toEqual({ ok: true, data: 1.234 });
  });
});

describe('substitutePricingOf', () => {
  it('charges the lower of the two prices when both are sold alike', () => {
    expect(substitutePricingOf(piece(250), piece(200), { substitute: 2, ordered: 2 }).netPriceCents).toBe(
      200,
    );
    expect(substitutePricingOf(piece(150), piece(200), { substitute: 2, ordered: 2 }).netPriceCents).toBe(
      150,
    );
  });

  it("applies the ordered product's multi-buy when that makes the line cheaper", () => {
    const offer = { type: 'MULTI_BUY' as const, value: 3, quantity: 2, description: '2 for €3' };
    const priced = substitutePricingOf(piece(189), piece(189, { promotion: offer }), {
      substitute: 2,
      ordered: 2,
    });
    expect(priced.promotion).toEqual(offer);
  });

  it('keeps a line sold by weight for one sold by the piece within the ordered line', () => {
    // Ordered 2 packs at €2.00 (€4.00); 1.5 kg loose at €3.00 a kg would be €4.50.
    const priced = substitutePricingOf(weighed(300), piece(200), { substitute: 1.5, ordered: 2 });
    expect(priced.netPriceCents).toBe(266);
    expect(substitutePricingOf(weighed(200), piece(200), { substitute: 1.5, ordered: 2 }).netPriceCents).toBe(
      200,
    );
  });
});

describe('compareAisles', () => {
  const place = (mainDescription: string, mainOrder: number, categoryId: number) => ({
    mainDescription,
    mainOrder,
    subOrder: 1,
    categoryId,
  });

  it('walks produce first, unlisted aisles before the cold ones, frozen last', () => {
    const aisles = [
      place('Frozen', 1, 1),
      place('Garden', 2, 2),
      place('Dairy & Eggs', 3, 3),
      place('Fruit and Vegetables', 9, 4),
      place('Pantry', 5, 5),
    ];
    expect(aisles.sort(compareAisles).map((a) => a.mainDescription)).toEqual([
      'Fruit and Vegetables',
      'Pantry',
      'Garden',
      'Dairy & Eggs',
      'Frozen',
    ]);
  });
});
