import {
  euroText,
  fixedPricePromotion,
  multiBuyPromotion,
  percentagePromotion,
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
      description: '-20%',
      netPriceCents: 199,
    });
    expect(fixedPricePromotion(399, true)).toEqual({
      type: 'FIXED_PRICE',
      value: 3.99,
      description: 'Now €3.99/kg',
      netPriceCents: 399,
    });
    expect(multiBuyPromotion(150)).toEqual({
      type: 'UNKNOWN',
      value: null,
      description: '2 for €1.50',
      netPriceCents: 75,
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
