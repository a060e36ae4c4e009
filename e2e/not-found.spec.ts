import { expect, test } from '@playwright/test';

// The browser tab and history say what the shopper reached, not the home page's title.
test.describe('not-found pages', () => {
  test('an unknown address has its own translated title, in English and Italian', async ({ page }) => {
    const english = await page.goto('/app/nothing-here');
    expect(english?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    await expect(page).toHaveTitle(/^Page not found \| /);

    await page.goto('/app/it/niente-qui');
    await expect(page.getByRole('heading', { level: 1, name: 'Pagina non trovata' })).toBeVisible();
    await expect(page).toHaveTitle(/^Pagina non trovata \| /);
  });

  test('a missing leaflet and a missing product say so in the title', async ({ page }) => {
    await page.goto('/app/leaflets/999999');
    await expect(page).toHaveTitle(/^Page not found \| /);
    await page.goto('/app/product/1234567890123');
    await expect(page).toHaveTitle(/^Product not found \| /);
    await page.goto('/app/it/product/1234567890123');
    await expect(page).toHaveTitle(/^Prodotto non trovato \| /);
  });
});
