import { packSizeOf, pricePerUnitCents, unitPriceOf } from '../../src/pricing/pack-size';

describe('pack size and price per unit', () => {
  it('reads the pack size written in a product name', () => {
    expect(packSizeOf('Kinnie Original 1.5L')).toEqual({ quantity: 1.5, unit: 'LT' });
    expect(packSizeOf('Cisk Lager 6 x 330ml')).toEqual({ quantity: 1.98, unit: 'LT' });
    expect(packSizeOf('Penne 500g')).toEqual({ quantity: 0.5, unit: 'KG' });
    expect(packSizeOf('Kitchen Towels pack of 4')).toEqual({ quantity: 4, unit: 'PZ' });
    expect(packSizeOf('Ftira')).toEqual({ quantity: 1, unit: 'PZ' });
  });

  it('prices packed goods per unit of their pack and weighed goods per kg', () => {
    expect(pricePerUnitCents(180, { quantity: 1.5, unit: 'LT' })).toBe(120);
    expect(unitPriceOf('Penne 500g', false, 99)).toEqual({ pricePerUmCents: 198, umPerUm: 'KG' });
    expect(unitPriceOf('Tomatoes 500g', true, 299)).toEqual({ pricePerUmCents: 299, umPerUm: 'KG' });
  });
});
