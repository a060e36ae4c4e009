import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';

/** Every page this journey covers must have no serious or critical accessibility violation. */
async function expectNoSeriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

const grid = (page: Page) => page.getByRole('main').getByRole('list');

test.describe('leaflets', () => {
  test('the grid is in the server-rendered HTML, covers with their space reserved', async ({ request }) => {
    const response = await request.get('/app/leaflets');
    expect(response.status()).toBe(200);
    const html = await response.text();
    expect(html).toMatch(/<h1[^>]*>Leaflets<\/h1>/);
    expect(html).toMatch(/href="\/app\/leaflets\/\d+"/);
    expect(html).toMatch(
      /<img[^>]*src="\/app\/media\/leaflets\/[\w-]+\/cover\.svg"[^>]*width="600"[^>]*height="800"/,
    );
    expect(html).toContain('<link rel="canonical" href="');
    expect(html).toMatch(/<link rel="alternate" hrefLang="it" href="[^"]*\/app\/it\/leaflets"/);
  });

  test('leaflet PDF and carousel', async ({ page, request }) => {
    // Three pages, each with an axe scan, on a machine shared with other builds: more than 30 s.
    test.slow();
    await page.goto('/app');
    await page.getByRole('link', { name: 'Leaflets' }).first().click();
    await expect(page).toHaveURL(/\/app\/leaflets$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Leaflets' })).toBeVisible();
    await expect(grid(page).getByRole('listitem')).toHaveCount(4);
    await expectNoSeriousViolations(page);

    // A PDF leaflet: the PDF in a frame, from our own origin, and links to open or download it.
    await grid(page)
      .getByRole('link', { name: /Weekly offers/ })
      .click();
    await expect(page).toHaveURL(/\/app\/leaflets\/\d+$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Weekly offers' })).toBeVisible();
    const frame = page.locator('object[type="application/pdf"]');
    await expect(frame).toBeVisible();
    const pdfLink = (await frame.getAttribute('data'))?.replace(/#.*$/, '');
    expect(pdfLink).toMatch(/^\/app\/media\/leaflets\/[\w-]+\/[\w-]+\.pdf$/);
    await expect(page.getByRole('link', { name: /Open the PDF/ })).toHaveAttribute('href', pdfLink ?? '');
    await expect(page.getByRole('link', { name: 'Download the PDF' })).toHaveAttribute('download', '');
    const pdf = await request.get(pdfLink ?? '');
    expect(pdf.status()).toBe(200);
    expect(pdf.headers()['content-type']).toBe('application/pdf');
    expect((await pdf.body()).subarray(0, 5).toString('latin1')).toBe('%PDF-');
    await expectNoSeriousViolations(page);

    // Back through history: the grid again.
    await page.getByRole('link', { name: 'Back' }).click();
    await expect(page).toHaveURL(/\/app\/leaflets$/);

    // A picture leaflet: title and a carousel of its pages, usable by keyboard.
    await grid(page)
      .getByRole('link', { name: /Christmas selection/ })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: 'Christmas selection' })).toBeVisible();
    const carousel = page.getByRole('region', { name: 'Pages of Christmas selection' });
    await expect(carousel.getByText('Page 1 of 5', { exact: true })).toBeVisible();
    await expect(carousel.getByRole('img', { name: 'Christmas selection, page 1 of 5' })).toBeVisible();
    await expect(carousel.getByRole('button', { name: 'Previous page' })).toBeDisabled();
    const next = carousel.getByRole('button', { name: 'Next page' });
    await next.focus();
    await page.keyboard.press('Enter');
    await expect(carousel.getByText('Page 2 of 5', { exact: true })).toBeVisible();
    await page.keyboard.press('ArrowRight');
    await expect(carousel.getByText('Page 3 of 5', { exact: true })).toBeVisible();
    await page.keyboard.press('ArrowLeft');
    await expect(carousel.getByText('Page 2 of 5', { exact: true })).toBeVisible();
    await page.keyboard.press('End');
    await expect(carousel.getByText('Page 5 of 5', { exact: true })).toBeVisible();
    await expect(next).toBeDisabled();
    await expect(carousel.getByRole('img', { name: 'Christmas selection, page 5 of 5' })).toBeInViewport();
    await carousel.getByRole('button', { name: 'Previous page' }).click();
    await expect(carousel.getByText('Page 4 of 5', { exact: true })).toBeVisible();
    await expectNoSeriousViolations(page);

    await page.getByRole('link', { name: 'Back' }).click();
    await expect(page).toHaveURL(/\/app\/leaflets$/);
    await expect(grid(page).getByRole('listitem')).toHaveCount(4);
  });

  test('a leaflet opened by its address works, and go-back leads to the grid', async ({ page }) => {
    await page.goto('/app/leaflets');
    const href = await grid(page)
      .getByRole('link', { name: /A taste of Malta/ })
      .getAttribute('href');
    expect(href).toMatch(/^\/app\/leaflets\/\d+$/);

    const fresh = await page.context().newPage();
    await fresh.goto(href ?? '');
    await expect(fresh.getByRole('heading', { level: 1, name: 'A taste of Malta' })).toBeVisible();
    await expect(fresh.getByText('Page 1 of 3', { exact: true })).toBeVisible();
    await fresh.getByRole('link', { name: 'Back' }).click();
    await expect(fresh).toHaveURL(/\/app\/leaflets$/);
    await expect(fresh.getByRole('heading', { level: 1, name: 'Leaflets' })).toBeVisible();
  });

  test('an unknown or malformed leaflet id is the 404 page', async ({ page }) => {
    for (const id of ['999999', 'abc', '0']) {
      const response = await page.goto(`/app/leaflets/${id}`);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    }
  });

  test('leaflets read in Italian under /it', async ({ page }) => {
    await page.goto('/app/it/leaflets');
    await expect(page.getByRole('heading', { level: 1, name: 'Volantini' })).toBeVisible();
    // Issue 30 item 8: the covers are drawn with the Italian titles (decorative: the link names them).
    await expect(grid(page).locator('img').first()).toHaveAttribute('src', /\/cover-it\.svg$/);
    await grid(page)
      .getByRole('link', { name: /Selezione di Natale/ })
      .click();
    await expect(page).toHaveURL(/\/app\/it\/leaflets\/\d+$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Selezione di Natale' })).toBeVisible();
    await expect(page.getByText('Pagina 1 di 5', { exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Indietro' })).toHaveAttribute('href', '/app/it/leaflets');
  });
});
