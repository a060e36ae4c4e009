import { eq } from 'drizzle-orm';
import { checkCatalogueRow } from '../../src/catalogue/import/catalogue-row';
import { foodCells } from '../../src/catalogue/import/food-columns';
import type { DatabaseHandle } from '../../src/db/client';
import { productFoodInfo, products } from '../../src/db/schema';
import { placedProducts } from '../../src/seed/catalogue-data';
import { planProducts } from '../../src/seed/product-plan';
import { seedDemoData } from '../../src/seed/seed-demo';
import { openMemoryDatabase } from '../support/memory-database';

const planned = planProducts(placedProducts());
const byName = (name: string) => {
  const product = planned.find((p) => p.columns.description === name);
  if (!product) throw new Error(`no demo product ${name}`);
  return product;
};

describe("the demo catalogue's food information", () => {
  it('passes every check of the catalogue import', () => {
    const problems = planned.flatMap(({ columns, food }) => {
      const checked = checkCatalogueRow({
        barcode: columns.barcode,
        description: columns.description,
        category_path: 'Pantry',
        price: '1.00',
        ...foodCells(food),
      });
      return checked.ok ? [] : [`${columns.description}: ${checked.reason}`];
    });
    expect(problems).toEqual([]);
  });

  it('labels every food product and warns on household goods, in English and Italian', () => {
    const food = planned.filter((p) => p.food.label.ingredients !== null || p.food.label.nutrition !== null);
    expect(food.length).toBeGreaterThan(250);
    for (const { food: f } of food) {
      expect(f.label.operator).toEqual(expect.stringContaining('Malta'));
      expect(f.label.storage).not.toBeNull();
      expect(f.label.storageIt).not.toBeNull();
    }
    expect(byName('Thick Bleach Original 750ml').food.label).toMatchObject({
      warnings: expect.stringContaining('causes severe skin burns') as string,
      warningsIt: expect.stringContaining('gravi ustioni') as string,
      ingredients: null,
      nutrition: null,
    });
    expect(byName('Spaghetti n.5 500g').food).toMatchObject({
      allergens: ['GLUTEN'],
      diets: ['VEGAN', 'VEGETARIAN', 'LACTOSE_FREE'],
      label: { netQuantity: '500 g', ingredients: 'Durum *wheat* semolina, water.', origin: 'Italy' },
    });
  });

  it('has products for every filter: peanuts, vegan and gluten-free, lactose-free, free from milk', () => {
    expect(byName('Smooth Peanut Butter 340g').food.allergens).toEqual(['PEANUTS']);
    expect(byName('Salted Peanuts 200g').food.allergens).toEqual(['PEANUTS']);
    expect(byName('Gluten-Free Spaghetti 400g').food.diets).toEqual(
      expect.arrayContaining(['VEGAN', 'GLUTEN_FREE']),
    );
    expect(byName('Benna Lactose-Free Milk 1L').food).toMatchObject({
      allergens: ['MILK'],
      diets: ['VEGETARIAN', 'GLUTEN_FREE', 'LACTOSE_FREE'],
    });
    expect(byName('Nutella 400g').food.allergens).toEqual(['SOYBEANS', 'MILK', 'NUTS']);
    const vegan = planned.filter((p) => p.food.diets.includes('VEGAN'));
    const glutenFree = planned.filter((p) => p.food.diets.includes('GLUTEN_FREE'));
    expect(vegan.length).toBeGreaterThan(40);
    expect(glutenFree.length).toBeGreaterThan(40);
  });

  it('declares the diet of every diet tag a product carries (a tag filter and a diet filter agree)', () => {
    const dietOfTag = {
      vegan: 'VEGAN',
      vegetarian: 'VEGETARIAN',
      'gluten-free': 'GLUTEN_FREE',
      'lactose-free': 'LACTOSE_FREE',
    } as const;
    const disagreeing = planned.flatMap(({ columns, food }) =>
      Object.entries(dietOfTag)
        .filter(([tag, diet]) => columns.tags.includes(tag) && !food.diets.includes(diet))
        .map(([tag]) => `${columns.description}: tagged ${tag}, declared ${food.diets.join(', ')}`),
    );
    expect(disagreeing).toEqual([]);
    expect(byName('Pastizzi tal-Piżelli Ready to Bake (pack of 10)').food.allergens).toEqual(['GLUTEN']);
  });

  it('puts the deposit on drinks in cans and bottles, one per container, never on wine or cartons', () => {
    expect(byName('Cisk Lager 6 x 330ml cans').food).toMatchObject({
      depositUnits: 6,
      label: { abv: 4.2, netQuantity: '6 × 330 ml' },
    });
    expect(byName('San Michel Water 12 x 500ml pack').food.depositUnits).toBe(12);
    expect(byName('Kinnie Original 1.5L').food.depositUnits).toBe(1);
    expect(byName('Energy Drink 250ml').food.depositUnits).toBe(1);
    expect(byName('Primus Red 750ml').food).toMatchObject({ depositUnits: 0, label: { abv: 13 } });
    expect(byName('Orange Juice 100% 1L').food.depositUnits).toBe(0);
    expect(byName('Benna Fresh Whole Milk 1L').food.depositUnits).toBe(0);
    const withDeposit = planned.filter((p) => p.food.depositUnits > 0);
    expect(
      withDeposit.every((p) => p.subKey === 'water' || p.subKey === 'soft-drinks' || p.subKey === 'beer'),
    ).toBe(true);
  });

  describe('seeded', () => {
    let handle: DatabaseHandle;
    beforeAll(async () => {
      handle = await openMemoryDatabase();
      await seedDemoData(handle.db);
    });
    afterAll(() => handle?.close());

    it('stores the lists on products and a label row for every labelled product', async () => {
      const [cisk] = await handle.db
        .select({
          allergens: products.allergens,
          depositUnits: products.depositUnits,
          abv: productFoodInfo.abv,
        })
        .from(products)
        .innerJoin(productFoodInfo, eq(productFoodInfo.productId, products.id))
        .where(eq(products.description, 'Cisk Lager 6 x 330ml cans'));
      expect(cisk).toEqual({ allergens: ['GLUTEN'], depositUnits: 6, abv: 4.2 });
      const labels = await handle.db.select({ id: productFoodInfo.productId }).from(productFoodInfo);
      expect(labels).toHaveLength(
        planned.filter((p) => Object.values(p.food.label).some((v) => v !== null)).length,
      );
    });
  });
});
