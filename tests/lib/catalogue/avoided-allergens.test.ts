/** @jest-environment node */
import { avoidedAllergens, avoidsAny } from '@/lib/catalogue/avoided-allergens';

describe('avoidedAllergens', () => {
  const peanutButter = { allergens: ['PEANUTS'] as const, mayContain: ['NUTS', 'MILK'] as const };

  it('names the avoided allergens a product contains and may contain, apart', () => {
    expect(avoidedAllergens(peanutButter, ['MILK', 'PEANUTS'])).toEqual({
      contains: ['PEANUTS'],
      mayContain: ['MILK'],
    });
  });

  it('finds nothing for a customer who avoids none, or none the label names', () => {
    expect(avoidsAny(avoidedAllergens(peanutButter, []))).toBe(false);
    expect(avoidsAny(avoidedAllergens(peanutButter, ['GLUTEN', 'FISH']))).toBe(false);
    expect(avoidsAny(avoidedAllergens(peanutButter, ['NUTS']))).toBe(true);
  });

  it('does not say "may contain" of what the product contains outright', () => {
    const label = { allergens: ['MILK'] as const, mayContain: ['MILK', 'EGGS'] as const };
    expect(avoidedAllergens(label, ['MILK', 'EGGS'])).toEqual({ contains: ['MILK'], mayContain: ['EGGS'] });
  });

  it("keeps the label's order, not the order the customer chose", () => {
    const label = { allergens: ['GLUTEN', 'EGGS', 'MILK'] as const, mayContain: [] };
    expect(avoidedAllergens(label, ['MILK', 'GLUTEN']).contains).toEqual(['GLUTEN', 'MILK']);
  });
});
