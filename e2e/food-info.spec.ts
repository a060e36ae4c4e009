import { expect, test } from '@playwright/test';
import type { Product } from '../product-api/src/contract/catalogue';
import englishAllergens from '../messages/en/allergens.json';
import english from '../messages/en/food-info.json';
import italianAllergens from '../messages/it/allergens.json';
import italian from '../messages/it/food-info.json';
import { allProducts } from './catalogue-products';
import { shotsAtTwoWidths } from './support/two-width-shots';

/**
 * Issue 33: a food product's page shows the mandatory food information before the purchase:
 * the allergens in bold in the ingredients, Contains / May contain, the nutrition table, in
 * English and Italian. The demo catalogue's labels (product-api/src/seed/food-labels-data.ts);
 * the product is picked by what its card says, not by a barcode.
 */
const names = (codes: readonly string[], allergens: Record<string, string>) =>
  codes.map((code) => allergens[code]).join(', ');

/** A food product that contains allergens, may contain others and suits a diet. */
async function aLabelledProduct(request: Parameters<typeof allProducts>[0]): Promise<Product> {
  const found = (await allProducts(request)).find(
    (p) => p.available && p.allergens.includes('GLUTEN') && p.mayContain.length > 0 && p.diets.length > 0,
  );
  if (!found)
    throw new Error('the demo catalogue has no labelled product with gluten (seed/food-labels-data.ts)');
  return found;
}

test('the product page shows the allergens in bold and the nutrition table', async ({
  page,
  request,
}, testInfo) => {
  const product = await aLabelledProduct(request);
  await page.goto(`/app/product/${product.barcode}`);
  const info = page.getByRole('region', { name: english.foodInfo.heading });
  // The ingredients name the gluten cereal in bold (the label's emphasis).
  await expect(info.locator('strong').first()).toBeVisible();
  await expect(info.getByText('Contains:').locator('..')).toHaveText(
    `Contains: ${names(product.allergens, englishAllergens.allergens.names)}`,
  );
  await expect(info.getByText('May contain:').locator('..')).toHaveText(
    `May contain: ${names(product.mayContain, englishAllergens.allergens.names)}`,
  );
  await expect(info.getByRole('list', { name: 'Suitable for' }).getByRole('listitem')).toHaveText(
    product.diets.map((diet) => english.foodInfo.diets[diet]),
  );
  const table = info.getByRole('table', { name: /^Nutrition declaration per 100 (g|ml)$/ });
  for (const nutrient of Object.values(english.foodInfo.nutrients))
    await expect(table.getByRole('row', { name: new RegExp(`^${nutrient}`) })).toContainText(/\d/);
  // The structured data carries what schema.org has words for.
  const ld = await page.locator('script[type="application/ld+json"]').allTextContents();
  const data = ld
    .map((text) => JSON.parse(text) as Record<string, unknown>)
    .find((d) => d['@type'] === 'Product');
  expect(data?.nutrition).toMatchObject({ '@type': 'NutritionInformation', servingSize: expect.any(String) });
  await shotsAtTwoWidths(page, testInfo, 'food-info-en');
});

test('the Italian page shows the Italian label and numbers', async ({ page, request }, testInfo) => {
  const product = await aLabelledProduct(request);
  await page.goto(`/app/it/product/${product.barcode}`);
  const info = page.getByRole('region', { name: italian.foodInfo.heading });
  await expect(info.locator('strong').first()).toBeVisible();
  await expect(info.getByText('Contiene:').locator('..')).toHaveText(
    `Contiene: ${names(product.allergens, italianAllergens.allergens.names)}`,
  );
  const table = info.getByRole('table', { name: /^Dichiarazione nutrizionale per 100 (g|ml)$/ });
  // Italian numbers use the decimal comma.
  await expect(table.getByRole('row', { name: /^Grassi/ })).toContainText(/^\D*\d+(,\d+)? g/);
  await shotsAtTwoWidths(page, testInfo, 'food-info-it');
});
