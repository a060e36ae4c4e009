jest.mock('server-only', () => ({}));

import type { ProductDetail } from '@shop/product-api/contract/catalogue';
import { productJsonLd } from '@/lib/seo/product-json-ld';
import { aProduct } from '../../components/fixtures';

const withFood = (foodInfo: ProductDetail['foodInfo']): ProductDetail => ({ ...aProduct(), foodInfo });

const food: NonNullable<ProductDetail['foodInfo']> = {
  ingredients: 'Oat drink',
  allergens: [],
  mayContain: [],
  diets: ['VEGAN', 'VEGETARIAN', 'GLUTEN_FREE', 'LACTOSE_FREE'],
  nutrition: {
    per: 'ml',
    energyKj: 192,
    energyKcal: 46,
    fat: 1.5,
    saturates: 0.2,
    carbohydrate: 6.7,
    sugars: 4,
    protein: 1,
    salt: 0.1,
  },
  netQuantity: '1 l',
  storage: null,
  instructions: null,
  origin: null,
  abv: null,
  operator: null,
  warnings: null,
};

/** What the page writes into its script element, read back as a search engine would. */
const asPublished = (data: Record<string, unknown>) =>
  JSON.parse(JSON.stringify({ '@context': 'https://schema.org', ...data })) as Record<string, unknown>;

describe('productJsonLd', () => {
  it('carries the nutrition per 100 ml and the diets in schema.org terms', () => {
    const ld = asPublished(productJsonLd(withFood(food), 'en'));
    expect(ld['@type']).toBe('Product');
    expect(ld.nutrition).toEqual({
      '@type': 'NutritionInformation',
      servingSize: '100 ml',
      calories: '46 kcal',
      fatContent: '1.5 g',
      saturatedFatContent: '0.2 g',
      carbohydrateContent: '6.7 g',
      sugarContent: '4 g',
      proteinContent: '1 g',
      // 0.1 g salt is 0.04 g sodium.
      sodiumContent: '0.04 g',
    });
    expect(ld.suitableForDiet).toEqual([
      'https://schema.org/VeganDiet',
      'https://schema.org/VegetarianDiet',
      'https://schema.org/GlutenFreeDiet',
      'https://schema.org/LowLactoseDiet',
    ]);
    // Every value is a string, number, array or typed node: nothing schema.org cannot read.
    expect(JSON.stringify(ld)).not.toMatch(/undefined|null/);
  });

  it('leaves nutrition and diets out when the product has none', () => {
    const none = asPublished(productJsonLd(withFood(null), 'en'));
    expect(none).not.toHaveProperty('nutrition');
    expect(none).not.toHaveProperty('suitableForDiet');
    const noTable = asPublished(productJsonLd(withFood({ ...food, nutrition: null, diets: [] }), 'en'));
    expect(noTable).not.toHaveProperty('nutrition');
    expect(noTable).not.toHaveProperty('suitableForDiet');
    expect(none.offers).toMatchObject({ '@type': 'Offer', price: '2.95', priceCurrency: 'EUR' });
  });
});
