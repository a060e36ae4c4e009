import {
  euroText,
  fixedPricePromotion,
  multiBuyPromotion,
  percentagePromotion,
  promotionColumnsOf,
  promotionOf,
} from '../../src/pricing/promotions';

describe('promotion wording', () => {
  it('writes whole euros without cents and other amounts with two decimals', () => {
    expect(euroText(300)).toBe('€3');
    expect(euroText(150)).toBe('€1.50');
  });

  it('words a percentage, a now price and a multi-buy as the shop stores them', () => {
    expect(percentagePromotion(249, 20)).toEqual({
      type: 'PERCENTAGE',
      value: 20,
      quantity: null,
      description: '-20%',
      netPriceCents: 199,
    });
    expect(fixedPricePromotion(399, true)).toEqual({
      type: 'FIXED_PRICE',
      value: 3.99,
      quantity: null,
      description: 'Now €3.99/kg',
      netPriceCents: 399,
    });
  });

  it('stores a multi-buy as the bundle price in euro with its item count, one item at its list price', () => {
    expect(multiBuyPromotion(99, 2, 150)).toEqual({
      type: 'MULTI_BUY',
      value: 1.5,
      quantity: 2,
      description: '2 for €1.50',
      netPriceCents: 99,
    });
    expect(multiBuyPromotion(120, 3, 300)).toMatchObject({ value: 3, quantity: 3, description: '3 for €3' });
    expect(promotionColumnsOf(multiBuyPromotion(99, 2, 150))).toEqual({
      promotionType: 'MULTI_BUY',
      promotionValue: 1.5,
      promotionQuantity: 2,
      promotionDescription: '2 for €1.50',
    });
  });

  it('leaves every promotion column empty without a promotion, and the quantity empty for a price cut', () => {
    expect(promotionColumnsOf(null)).toEqual({
      promotionType: null,
      promotionValue: null,
      promotionQuantity: null,
      promotionDescription: null,
    });
    expect(promotionColumnsOf(promotionOf(250, 200, false))).toMatchObject({
      promotionType: 'PERCENTAGE',
      promotionQuantity: null,
    });
  });

  it('shows a whole-percent discount from an old price as -N% and any other as a now price', () => {
    expect(promotionOf(250, 200, false)).toEqual({ type: 'PERCENTAGE', value: 20, description: '-20%' });
    // 20% off €2.49 is €1.99 to the cent, as a till computes it.
    expect(promotionOf(249, 199, false)).toEqual({ type: 'PERCENTAGE', value: 20, description: '-20%' });
    expect(promotionOf(250, 199, false)).toEqual({
      type: 'FIXED_PRICE',
      value: 1.99,
      description: 'Now €1.99',
    });
    expect(promotionOf(450, 399, true)).toEqual({
      type: 'FIXED_PRICE',
      value: 3.99,
      description: 'Now €3.99/kg',
    });
    expect(promotionOf(200, 200, false)).toBeNull();
  });
});
