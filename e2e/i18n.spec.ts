import { expect, test } from '@playwright/test';

test.describe('languages', () => {
  test('the language switch shows the shop in Italian and back in English', async ({ page }) => {
    await page.goto('/app');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');

    await page.getByRole('link', { name: 'Italiano' }).click();
    await expect(page).toHaveURL(/\/app\/it\/?$/);
    await expect(page.getByRole('heading', { name: 'Prodotti in evidenza' })).toBeVisible();
    await expect(page.getByRole('button', { name: /aggiungi al carrello/i }).first()).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'it');

    await page.getByRole('link', { name: 'English' }).click();
    await expect(page).toHaveURL(/\/app\/?$/);
    await expect(page.getByRole('heading', { name: 'Featured products' })).toBeVisible();
  });

  test('switching language keeps the current page and its query', async ({ page }) => {
    // Any shop address works here; this one needs no data.
    await page.goto('/app/termsandconditions?section=delivery');
    await page.getByRole('link', { name: 'Italiano' }).click();
    await expect(page).toHaveURL(/\/app\/it\/termsandconditions\?section=delivery$/);
  });

  test('Italian addresses render Italian on the server', async ({ request }) => {
    const html = await (await request.get('/app/it')).text();
    expect(html).toContain('lang="it"');
    expect(html).toContain('Prodotti in evidenza');
  });

  test('Maltese letters are drawn in the shop font, fetched only where they appear', async ({ page }) => {
    /** Unicode ranges of the web font faces the page has loaded. */
    const loadedRanges = () =>
      page.evaluate(async () => {
        await document.fonts.ready;
        return [...document.fonts]
          .filter((face) => face.status === 'loaded')
          .map((face) => face.unicodeRange);
      });
    const malteseFace = (ranges: string[]) => ranges.some((range) => /U\+126/i.test(range));

    await page.goto('/app/termsandconditions');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(malteseFace(await loadedRanges())).toBe(false);

    await page.goto('/app/search?q=artichokes');
    await expect(page.getByRole('heading', { name: 'Artichokes (Qaqoċċ)' })).toBeVisible();
    expect(malteseFace(await loadedRanges())).toBe(true);
  });
});
