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

  test('Italian pages name products in Italian, and search and suggestions find those names', async ({
    page,
  }) => {
    // Issue 30 item 8: the name comes from the catalogue's Italian text, the search finds it.
    await page.goto('/app/it/search?q=pomodori%20maltesi');
    const result = page.getByRole('heading', { name: 'Pomodori maltesi', exact: true });
    await expect(result).toBeVisible();
    await page
      .getByRole('link', { name: /Pomodori maltesi/ })
      .first()
      .click();
    await expect(page).toHaveURL(/\/app\/it\/product\/\d+$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Pomodori maltesi' })).toBeVisible();
    await page.getByRole('link', { name: 'English' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Maltese Tomatoes' })).toBeVisible();

    await page.goto('/app/it');
    await page.getByRole('combobox', { name: 'Cerca prodotti' }).fill('pomodori malt');
    await expect(page.getByRole('listbox').getByRole('option', { name: 'Pomodori maltesi' })).toBeVisible({
      timeout: 10_000,
    });
  });

  test('Maltese letters are drawn in the shop font, from a face that covers only them', async ({ page }) => {
    await page.goto('/app/search?q=artichokes');
    await expect(page.getByRole('heading', { name: 'Artichokes (Qaqoċċ)' })).toBeVisible();
    const loaded = await page.evaluate(async () => {
      await document.fonts.ready;
      return [...document.fonts]
        .filter((face) => face.status === 'loaded')
        .map((face) => ({ family: face.family, range: face.unicodeRange }));
    });
    // The latin face covers everything it is asked for; the Maltese one only ċ ġ ħ ż and capitals.
    const maltese = loaded.filter((face) => /U\+126/i.test(face.range));
    expect(maltese).toHaveLength(1);
    expect(maltese[0]?.range).not.toMatch(/U\+0-|U\+20-|U\+41/i);
    const family = maltese[0]?.family ?? '';
    expect(await page.evaluate((name) => document.fonts.check(`16px ${name}`, 'ħ'), family)).toBe(true);
  });
});
