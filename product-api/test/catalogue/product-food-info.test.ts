import { eq } from 'drizzle-orm';
import { productDetailSchema } from '../../src/contract/catalogue';
import { productFoodInfo, products } from '../../src/db/schema';
import { FIXTURE_PRODUCTS, idOf, insertFixtureCatalogue, type Fixture } from '../support/catalogue-fixture';
import { getData } from '../support/inject';
import { startTestApp, stopTestApp, type TestApp } from '../support/test-app';

const barcodeOf = (name: string) =>
  String(8_000_000_000_000 + FIXTURE_PRODUCTS.findIndex((p) => p.name === name));

describe('the food information of the product page (EU 1169/2011, contract/food-info.ts)', () => {
  let t: TestApp;
  let fixture: Fixture;

  beforeAll(async () => {
    t = await startTestApp();
    fixture = await insertFixtureCatalogue(t.db);
    const penne = idOf(fixture.productIds, 'Penne Rigate 500g');
    await t.db
      .update(products)
      .set({ allergens: ['GLUTEN'], mayContain: ['EGGS', 'SOYBEANS'], diets: ['VEGAN', 'VEGETARIAN'] })
      .where(eq(products.id, penne));
    await t.db.insert(productFoodInfo).values({
      productId: penne,
      ingredients: 'Durum *wheat* semolina, water.',
      ingredientsIt: 'Semola di grano duro (*frumento*), acqua.',
      netQuantity: '500 g',
      storage: 'Store in a cool, dry place.',
      storageIt: null,
      origin: 'Italy',
      originIt: 'Italia',
      operator: 'Barilla G. e R. Fratelli S.p.A., Via Mantova 166, 43122 Parma, Italy',
      nutritionPer: 'g',
      energyKj: 1521,
      energyKcal: 359,
      fat: 2,
      saturates: 0.5,
      carbohydrate: 71.2,
      sugars: 3.5,
      protein: 12.5,
      salt: 0.013,
    });
  });
  afterAll(() => stopTestApp(t));

  it('answers the label in English: ingredients, allergens, nutrition, quantity, storage, origin, operator', async () => {
    const product = await getData(
      t.app,
      `/cli/ecommerce/products/${barcodeOf('Penne Rigate 500g')}`,
      productDetailSchema,
    );
    expect(product.allergens).toEqual(['GLUTEN']);
    expect(product.diets).toEqual(['VEGAN', 'VEGETARIAN']);
    expect(product.foodInfo).toEqual({
      ingredients: 'Durum *wheat* semolina, water.',
      allergens: ['GLUTEN'],
      mayContain: ['EGGS', 'SOYBEANS'],
      diets: ['VEGAN', 'VEGETARIAN'],
      nutrition: {
        per: 'g',
        energyKj: 1521,
        energyKcal: 359,
        fat: 2,
        saturates: 0.5,
        carbohydrate: 71.2,
        sugars: 3.5,
        protein: 12.5,
        salt: 0.013,
      },
      netQuantity: '500 g',
      storage: 'Store in a cool, dry place.',
      instructions: null,
      origin: 'Italy',
      abv: null,
      operator: 'Barilla G. e R. Fratelli S.p.A., Via Mantova 166, 43122 Parma, Italy',
      warnings: null,
    });
  });

  it('answers the Italian texts where there are some, English where there are none', async () => {
    const product = await getData(
      t.app,
      `/cli/ecommerce/products/${barcodeOf('Penne Rigate 500g')}?lang=it`,
      productDetailSchema,
    );
    expect(product.foodInfo).toMatchObject({
      ingredients: 'Semola di grano duro (*frumento*), acqua.',
      storage: 'Store in a cool, dry place.',
      origin: 'Italia',
    });
  });

  it('answers null for a product without any food information', async () => {
    const product = await getData(
      t.app,
      `/cli/ecommerce/products/${barcodeOf('Bananas')}`,
      productDetailSchema,
    );
    expect(product.foodInfo).toBeNull();
    expect(product).toMatchObject({ allergens: [], mayContain: [], diets: [], depositUnits: 0 });
  });
});
