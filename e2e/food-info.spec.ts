import { expect, test } from '@playwright/test';
import { z } from 'zod';
import { type Category, categorySchema, productPageSchema } from '../product-api/src/contract/catalogue';
import { envelopeSchema } from '../product-api/src/contract/envelope';
import { type CatalogueStack, startCatalogueStack } from './support/catalogue-stack';
import { type FoodLabel, seedFoodLabel } from './support/food-info-seed';
import { shotsAtTwoWidths } from './support/two-width-shots';

/**
 * Issue 33: a food product's page shows the mandatory food information before the purchase:
 * the allergens in bold in the ingredients, Contains / May contain, the nutrition table, in
 * English and Italian. On a stack of its own (PostgreSQL) so the spec can label a product.
 */
test.describe.configure({ mode: 'serial' });

/** E2E_FOOD_INFO_PORTS ('postgres,api,storefront') moves the stack beside another run. */
const PORTS = (() => {
  const [postgres = 54342, api = 4142, storefront = 3143] = (process.env.E2E_FOOD_INFO_PORTS ?? '')
    .split(',')
    .filter(Boolean)
    .map(Number);
  return { postgres, api, storefronts: [storefront] };
})();

const LABEL: FoodLabel = {
  ingredients: 'Durum *wheat* semolina, water, *egg* (12%)',
  ingredientsIt: 'Semola di grano duro (*frumento*), acqua, *uovo* (12%)',
  allergens: ['GLUTEN', 'EGGS'],
  mayContain: ['SOYBEANS'],
  diets: ['VEGETARIAN'],
  netQuantity: '500 g',
  storage: 'Store in a cool, dry place.',
  storageIt: 'Conservare in luogo fresco e asciutto.',
  origin: 'Italy',
  originIt: 'Italia',
  operator: 'Pastificio Rossi S.p.A., Via Roma 1, 80054 Gragnano (NA), Italy',
  nutrition: {
    per: 'g',
    energyKj: 1520,
    energyKcal: 359,
    fat: 2.5,
    saturates: 0.5,
    carbohydrate: 70.2,
    sugars: 3.1,
    protein: 13,
    salt: 0.03,
  },
};

let stack: CatalogueStack | undefined;
let barcode = '';

async function fromApi<T extends z.ZodType>(path: string, schema: T): Promise<z.output<T>> {
  if (!stack) throw new Error('the stack did not start');
  const envelope = envelopeSchema(schema).parse(await (await fetch(`${stack.apiUrl}${path}`)).json());
  if (envelope.data === undefined) throw new Error(`${path}: ${envelope.errorMessage}`);
  return envelope.data;
}

/** An available piece product of the last sub-category: the other specs read the first ones. */
async function aPieceProduct(tree: Category[]): Promise<string> {
  for (const main of [...tree].reverse()) {
    for (const sub of [...main.items].reverse()) {
      const page = await fromApi(`/cli/ecommerce/products?category=${sub.id}&p=0`, productPageSchema);
      const found = page.data.find((p) => p.purchaseUm === 'PZ' && p.available);
      if (found) return found.barcode;
    }
  }
  throw new Error('the demo catalogue has no piece product');
}

test.beforeAll(async ({}, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'a stack of its own, once: desktop project only');
  test.setTimeout(300_000); // PostgreSQL, the seed and two servers on a shared 2-core machine
  stack = await startCatalogueStack(PORTS);
  barcode = await aPieceProduct(await fromApi('/cli/categories?lang=en', z.array(categorySchema)));
  await seedFoodLabel(stack.databaseUrl, barcode, LABEL);
});

test.afterAll(async () => {
  test.setTimeout(120_000);
  await stack?.stop();
});

const pageOf = (locale: 'en' | 'it') =>
  `${stack?.storefronts[0] ?? ''}/app${locale === 'it' ? '/it' : ''}/product/${barcode}`;

test('the product page shows the allergens in bold and the nutrition table', async ({ page }, testInfo) => {
  await page.goto(pageOf('en'));
  const info = page.getByRole('region', { name: 'Food information' });
  await expect(info.locator('strong').filter({ hasText: /^wheat$/ })).toBeVisible();
  await expect(info.locator('strong').filter({ hasText: /^egg$/ })).toBeVisible();
  await expect(info.getByText('Contains:').locator('..')).toHaveText(
    'Contains: Cereals containing gluten, Eggs',
  );
  await expect(info.getByText('May contain:').locator('..')).toHaveText('May contain: Soybeans');
  const table = info.getByRole('table', { name: 'Nutrition declaration per 100 g' });
  await expect(table.getByRole('row', { name: /^Fat/ })).toContainText('2.5 g');
  await expect(table.getByRole('row', { name: /^Salt/ })).toContainText('0.03 g');
  await expect(table.getByRole('row', { name: /^Energy/ })).toContainText('1520 kJ / 359 kcal');
  await expect(
    info.getByText('Pastificio Rossi S.p.A., Via Roma 1, 80054 Gragnano (NA), Italy'),
  ).toBeVisible();
  await expect(info.getByRole('list', { name: 'Suitable for' })).toHaveText('Vegetarian');
  // The structured data carries what schema.org has words for.
  const ld = await page.locator('script[type="application/ld+json"]').allTextContents();
  const product = ld
    .map((text) => JSON.parse(text) as Record<string, unknown>)
    .find((d) => d['@type'] === 'Product');
  expect(product?.nutrition).toMatchObject({ '@type': 'NutritionInformation', fatContent: '2.5 g' });
  expect(product?.suitableForDiet).toEqual(['https://schema.org/VegetarianDiet']);
  await shotsAtTwoWidths(page, testInfo, 'food-info-en');
});

test('the Italian page shows the Italian label and numbers', async ({ page }, testInfo) => {
  await page.goto(pageOf('it'));
  const info = page.getByRole('region', { name: 'Informazioni sull’alimento' });
  await expect(info.locator('strong').filter({ hasText: /^frumento$/ })).toBeVisible();
  await expect(info.locator('strong').filter({ hasText: /^uovo$/ })).toBeVisible();
  await expect(info.getByText('Contiene:').locator('..')).toHaveText(
    'Contiene: Cereali contenenti glutine, Uova',
  );
  const table = info.getByRole('table', { name: 'Dichiarazione nutrizionale per 100 g' });
  await expect(table.getByRole('row', { name: /^Grassi/ })).toContainText('2,5 g');
  await expect(table.getByRole('row', { name: /^Sale/ })).toContainText('0,03 g');
  await expect(info.getByText('Conservare in luogo fresco e asciutto.')).toBeVisible();
  await shotsAtTwoWidths(page, testInfo, 'food-info-it');
});
