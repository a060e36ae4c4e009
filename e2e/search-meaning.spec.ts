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

  test('a thing the shop does not sell finds nothing, not a look-alike, and popular products below', async ({
    page,
  }) => {
    await page.goto('/app/search?q=flour');
    await expect(page.getByText('No products found')).toBeVisible();
    await expect(products(page)).toHaveCount(0);
    // Issue 31: no dead end, and never passed off as results.
    const popular = page.getByRole('region', { name: 'Popular products' });
    await expect(popular.getByRole('article').first()).toBeVisible();
    await page.goto('/app/it/search?q=flour');
    await expect(page.getByRole('region', { name: 'Prodotti più richiesti' })).toBeVisible();
  });

  test('words typed together, in another form or one too many still find the product', async ({ page }) => {
    // Issue 31: run-together, split and inflected words; a word of no product is left out, and said.
    await page.goto('/app/search?q=icecream');
    await expect(products(page).first()).toContainText(/Ice Cream/);
    await page.goto('/app/search?q=tooth%20paste');
    await expect(products(page).first()).toContainText(/Toothpaste/);
    await page.goto('/app/search?q=sliced%20ham');
    await expect(products(page).first()).toContainText('Turkey Ham Slices');
    await page.goto('/app/search?q=mature%20cheddar%20zzyzx');
    await expect(
      page.getByText('No results for “mature cheddar zzyzx”. Showing results for “mature cheddar”.'),
    ).toBeVisible();
    await expect(products(page).first()).toContainText('Mature Cheddar');
    await page.goto('/app/it/search?q=mature%20cheddar%20zzyzx');
    await expect(
      page.getByText('Nessun risultato per “mature cheddar zzyzx”. Ecco i risultati per “mature cheddar”.'),
    ).toBeVisible();
    // The suggestions follow the same rules while the shopper types.
    await page.getByRole('combobox', { name: 'Cerca prodotti' }).fill('kitchenrol');
    const listbox = page.getByRole('listbox', { name: 'Suggerimenti' });
    await expect(listbox.getByRole('option').first()).toContainText('Carta da cucina', {
      timeout: SUGGESTIONS_TIMEOUT,
    });
  });
});
