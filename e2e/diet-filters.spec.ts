import { type Page, expect, test } from '@playwright/test';
import { allProducts } from './catalogue-products';
import { shotsAtTwoWidths } from './support/two-width-shots';

/**
 * Issue 33: the diet and free-from filters of the category and search screens are part of the
 * address, so a shared link or a reload keeps them; free from hides a product that contains the
 * allergen or may contain it.
 */

const products = (page: Page) => page.getByRole('list', { name: 'Products' }).getByRole('article');

/** Ticks an allergen behind the 'Free from …' disclosure, opening it when closed. */
async function tickFreeFrom(page: Page, allergen: string) {
  const box = page.getByRole('checkbox', { name: allergen, exact: true });
  if (!(await box.isVisible())) await page.getByText('Free from …', { exact: true }).click();
  await box.check();
}

test('the food filters are labelled, keyboard usable and kept by the address', async ({ page }, testInfo) => {
  await page.goto('/app/category');
  await expect(products(page).first()).toBeVisible();
  // Keyboard: the disclosure opens with Enter, a diet ticks with Space.
  await page.getByText('Free from …', { exact: true }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('group', { name: 'Hide products that contain or may contain:' })).toBeVisible();
  await page.getByRole('checkbox', { name: 'Gluten-free', exact: true }).focus();
  await page.keyboard.press('Space');
  await expect(page).toHaveURL(/[?&]diets=GLUTEN_FREE(&|$)/);
  await tickFreeFrom(page, 'Peanuts');
  await expect(page).toHaveURL(/[?&]freeFrom=PEANUTS(&|$)/);
  await expect(page).toHaveURL(/[?&]diets=GLUTEN_FREE(&|$)/);

  await page.reload();
  await expect(page.getByRole('checkbox', { name: 'Gluten-free', exact: true })).toBeChecked();
  await expect(page.getByRole('checkbox', { name: 'Peanuts', exact: true })).toBeChecked();
  await expect(page.getByText('Free from 1 allergen', { exact: true })).toBeVisible();
  await shotsAtTwoWidths(page, testInfo, 'category-food-filters');

  // The search screen carries them too, and Italian names the allergens.
  await page.goto('/app/search?q=pasta&freeFrom=PEANUTS&diets=VEGAN');
  await expect(page.getByRole('checkbox', { name: 'Vegan', exact: true })).toBeChecked();
  await expect(page.getByRole('checkbox', { name: 'Peanuts', exact: true })).toBeChecked();
  await shotsAtTwoWidths(page, testInfo, 'search-food-filters');
  await page.goto('/app/it/search?q=pasta&freeFrom=PEANUTS');
  await expect(page.getByRole('checkbox', { name: 'Arachidi', exact: true })).toBeChecked();
  await expect(page.getByRole('checkbox', { name: 'Senza glutine', exact: true })).not.toBeChecked();
});

test('a free-from filter hides a product with peanuts, and the address keeps it', async ({
  page,
  request,
}, testInfo) => {
  const withPeanuts = (await allProducts(request)).find(
    (p) => p.allergens.includes('PEANUTS') || p.mayContain.includes('PEANUTS'),
  );
  if (!withPeanuts)
    throw new Error('the demo catalogue has no product with peanuts (seed/food-labels-data.ts)');
  const product = withPeanuts;
  await page.goto(`/app/search?q=${encodeURIComponent(product.description)}`);
  const card = products(page).filter({ hasText: product.description });
  await expect(card.first()).toBeVisible();

  await tickFreeFrom(page, 'Peanuts');
  await expect(page).toHaveURL(/[?&]freeFrom=PEANUTS(&|$)/);
  await expect(card).toHaveCount(0);

  await page.reload();
  await expect(page.getByRole('checkbox', { name: 'Peanuts', exact: true })).toBeChecked();
  await expect(card).toHaveCount(0);
  await shotsAtTwoWidths(page, testInfo, 'search-free-from-peanuts');
});
