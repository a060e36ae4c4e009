import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { ANY_WIDTH } from './support/any-width';

/** A 1×1 grey PNG: map tiles are answered locally, the tests never reach the internet. */
const TILE = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAAAAAA6fptVAAAACklEQVR4nGN4BgAA6ADnJ9uH/gAAAABJRU5ErkJggg==',
  'base64',
);

/** Victoria, Gozo: the nearest stores are the Victoria supermarket, then Xagħra's village shop. */
const VICTORIA = { latitude: 36.0444, longitude: 14.2397 };

async function answerTilesLocally(page: Page) {
  await page.route(/\/\d+\/\d+\/\d+\.png(\?.*)?$/, (route) =>
    route.fulfill({ status: 200, contentType: 'image/png', body: TILE }),
  );
}

async function expectNoSeriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

const storeList = (page: Page) => page.getByRole('list', { name: 'Stores' });
const storeButtons = (page: Page) => storeList(page).getByRole('button');

test.describe('store locator', () => {
  test.beforeEach(async ({ page }) => answerTilesLocally(page));

  test(
    'the cached HTML holds the first stores by name, whatever the address asks, canonical and hreflang',
    { tag: ANY_WIDTH },
    async ({ request }) => {
      // One cached page for every address (issue 11): the view of ?q= follows in the browser.
      const response = await request.get('/app/stores?q=gozo');
      expect(response.status()).toBe(200);
      const html = await response.text();
      expect(html).toContain('Birkirkara Supermarket');
      expect(html).toContain('Mosta Superstore');
      expect(html).not.toContain('Xagħra Village Shop, Gozo');
      expect(html).toMatch(/<link rel="canonical" href="[^"]*\/app\/stores"/);
      expect(html).toMatch(/hrefLang="it" href="[^"]*\/app\/it\/stores"/);
      expect(html).not.toContain('leaflet-container');
    },
  );

  test(
    'a shared link shows the search and page it holds, and keeps them in the address',
    { tag: ANY_WIDTH },
    async ({ page }) => {
      await page.goto('/app/stores?q=gozo');
      await expect(storeButtons(page)).toHaveCount(2);
      await expect(storeButtons(page).first()).toContainText('Victoria Supermarket, Gozo');
      await expect(page.getByRole('searchbox', { name: 'Search stores' })).toHaveValue('gozo');
      await expect(page).toHaveURL(/\/app\/stores\?q=gozo$/);

      await page.goto('/app/stores?p=2');
      await expect(storeButtons(page).first()).toContainText('Sliema Express');
      await expect(page).toHaveURL(/\/app\/stores\?p=2$/);
    },
  );

  test('lists stores by name, five a page, with a pager and no distance sort yet', async ({ page }) => {
    await page.goto('/app/stores');
    await expect(page.getByRole('heading', { level: 1, name: 'Find a store' })).toBeVisible();
    await expect(storeButtons(page)).toHaveCount(5);
    await expect(storeButtons(page).first()).toContainText('Birkirkara Supermarket');
    await expect(page.getByRole('radio', { name: 'Distance' })).toBeDisabled();
    await expect(page.getByText('Share your location to sort the stores by distance.')).toBeVisible();

    await page
      .getByRole('navigation', { name: 'Store list pages' })
      .getByRole('link', { name: 'Page 2' })
      .click();
    await expect(storeButtons(page).first()).toContainText('Sliema Express');
    await expect(page).toHaveURL(/\/app\/stores\?p=2$/);
    await expectNoSeriousViolations(page);
  });

  test(
    'searches a second after typing stops and keeps the search in the address',
    { tag: ANY_WIDTH },
    async ({ page }) => {
      await page.goto('/app/stores');
      await page.getByRole('searchbox', { name: 'Search stores' }).fill('gozo');
      await expect(storeButtons(page)).toHaveCount(2);
      await expect(page).toHaveURL(/\?q=gozo$/);

      await page.getByRole('searchbox', { name: 'Search stores' }).fill('atlantis');
      await expect(page.getByText('No stores found for “atlantis”.')).toBeVisible();
      await page.getByRole('button', { name: 'Clear the search' }).click();
      await expect(storeButtons(page)).toHaveCount(5);
      await expect(page.getByRole('searchbox', { name: 'Search stores' })).toHaveValue('');
    },
  );

  test.describe('with the location shared', () => {
    test.use({ geolocation: VICTORIA, permissions: ['geolocation'] });

    test('sorts by distance, nearest first, with the distance shown', async ({ page }) => {
      await page.goto('/app/stores');
      const distance = page.getByRole('radio', { name: 'Distance' });
      await expect(distance).toBeEnabled();
      await distance.check();
      await expect(storeButtons(page).first()).toContainText('Victoria Supermarket, Gozo');
      await expect(storeButtons(page).nth(1)).toContainText('Xagħra Village Shop, Gozo');
      await expect(storeButtons(page).nth(1)).toContainText(/\d+\.\d km away/);
      await expect(page).toHaveURL(/\?sort=distance$/);
      await expectNoSeriousViolations(page);
    });
  });

  test('shows the chosen store in a panel beside the list, with its map', async ({ page, isMobile }) => {
    test.skip(isMobile, 'the phone layout is an accordion, tested below');
    await page.goto('/app/stores');
    await storeButtons(page).filter({ hasText: 'Mosta Superstore' }).click();
    const panel = page.getByRole('region', { name: 'Details of Mosta Superstore' });
    await expect(panel.getByRole('heading', { name: 'Mosta Superstore' })).toBeVisible();
    await expect(panel.getByRole('link', { name: /Triq il-Kostituzzjoni 212/ })).toHaveAttribute(
      'href',
      /openstreetmap\.org\/\?mlat=35\.9105&mlon=14\.427/,
    );
    await expect(panel.getByRole('link', { name: '+356 2141 9080' })).toBeVisible();
    await expect(panel.getByText('Electric car charging')).toBeVisible();
    await expect(panel.getByText('Fish counter')).toBeVisible();
    const map = panel.getByRole('region', { name: 'Map of Mosta Superstore' });
    await expect(map.locator('.leaflet-container')).toBeVisible();
    await expect(map.locator('path.leaflet-interactive')).toHaveCount(1);
    await expectNoSeriousViolations(page);
  });

  test('opens a store in place on a phone, with its map when it has coordinates', async ({
    page,
    isMobile,
  }) => {
    test.skip(!isMobile, 'the desktop layout has a side panel, tested above');
    await page.goto('/app/stores');
    await expect(page.locator('.leaflet-container')).toHaveCount(0);
    const mosta = storeButtons(page).filter({ hasText: 'Mosta Superstore' });
    await expect(mosta).toHaveAttribute('aria-expanded', 'false');
    await mosta.click();
    await expect(mosta).toHaveAttribute('aria-expanded', 'true');
    const map = page.getByRole('region', { name: 'Map of Mosta Superstore' });
    await expect(map.locator('.leaflet-container')).toBeVisible();
    await expect(page.getByText('Electric car charging')).toBeVisible();
    await expectNoSeriousViolations(page);

    // A store without coordinates has no map; its address still links to a map search.
    await page.getByRole('searchbox', { name: 'Search stores' }).fill('zejtun');
    const zejtun = storeButtons(page).filter({ hasText: 'Żejtun Supermarket' });
    await expect(storeButtons(page)).toHaveCount(1);
    await zejtun.click();
    await expect(page.getByRole('link', { name: /Triq Luqa Briffa 9/ })).toHaveAttribute(
      'href',
      /openstreetmap\.org\/search\?query=/,
    );
    await expect(page.getByRole('region', { name: /Map of/ })).toHaveCount(0);
  });

  test('speaks Italian under /it', { tag: ANY_WIDTH }, async ({ page }) => {
    await page.goto('/app/it/stores');
    await expect(page.getByRole('heading', { level: 1, name: 'Trova un negozio' })).toBeVisible();
    await expect(page.getByRole('radio', { name: 'Distanza' })).toBeDisabled();
    await expect(page).toHaveTitle(/Trova un negozio/);
  });

  test(
    "shows a store's hours in Italian under /it, also after a search in the browser",
    { tag: ANY_WIDTH },
    async ({ page }) => {
      await page.goto('/app/it/stores');
      const negozi = page.getByRole('list', { name: 'Negozi' });
      // The server's page: a store opened from the cached list.
      await negozi.getByRole('button', { name: /Mosta Superstore/ }).click();
      await expect(page.getByRole('heading', { name: 'Orari di apertura' })).toBeVisible();
      await expect(page.getByText('Lun–Sab 07:00–21:30', { exact: true })).toBeVisible();
      await expect(page.getByText('Festivi 08:00–13:00', { exact: true })).toBeVisible();
      await expect(page.getByText('Mon–Sat 07:00–21:30')).toHaveCount(0);

      // A page asked through the BFF speaks the page's language too, not the browser's.
      await page.getByRole('searchbox', { name: 'Cerca negozi' }).fill('gozo');
      await expect(negozi.getByRole('button')).toHaveCount(2);
      await negozi.getByRole('button', { name: /Victoria Supermarket/ }).click();
      await expect(page.getByText('Lun–Sab 08:00–20:00', { exact: true })).toBeVisible();
      await expect(page.getByText('Chiuso il 25 dicembre, il 1° gennaio e il Venerdì Santo')).toBeVisible();
    },
  );
});
