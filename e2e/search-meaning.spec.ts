import { type Page, expect, test } from '@playwright/test';

const products = (page: Page, list = 'Products') =>
  page.getByRole('list', { name: list }).getByRole('article');
const searchBox = (page: Page) => page.getByRole('combobox', { name: 'Search products' });
/** Suggestions come 1 s after typing stops (spec §9), then the network. */
const SUGGESTIONS_TIMEOUT = 8_000;

test.describe('search by meaning', () => {
  test('an Italian word finds the English-named product, on the Italian pages too', async ({ page }) => {
    await page.goto('/app/search?q=patate');
    await expect(products(page).first()).toContainText('Maltese New Potatoes');
    // Italian pages name the products in Italian (issue 30 item 8).
    await page.goto('/app/it/search?q=uova');
    await expect(products(page, 'Prodotti').first()).toContainText(/Uova/);
    await page.goto('/app/search?q=uova');
    await expect(products(page).first()).toContainText(/Eggs/);
  });

  test('the suggestions understand Italian and Maltese words too', async ({ page }) => {
    await page.goto('/app/category');
    await searchBox(page).click();
    await searchBox(page).pressSequentially('formaggio');
    const listbox = page.getByRole('listbox', { name: 'Suggestions' });
    const categories = listbox.getByRole('group', { name: 'Categories' });
    await expect(categories.getByRole('option').first()).toBeVisible({ timeout: SUGGESTIONS_TIMEOUT });
    await expect(categories).toContainText(/Cheese/);
  });

  test('cheese lists cheeses before snacks and pet treats that taste of it', async ({ page }) => {
    await page.goto('/app/search?q=cheese');
    const first = await products(page).first().textContent();
    expect(first).not.toMatch(/Cat Treats|Twistees|Nacho/);
    await expect(products(page).first()).toBeVisible();
  });

  test('a thing the shop does not sell finds nothing, not a look-alike', async ({ page }) => {
    await page.goto('/app/search?q=flour');
    await expect(page.getByText('No products found')).toBeVisible();
    await expect(products(page)).toHaveCount(0);
  });
});
