import { expect, test, type Page } from '@playwright/test';
import demo from '../product-api/src/seed/demo-customer.json';
import { allProducts } from './catalogue-products';
import { watchPageConsole } from './support/page-console';

test.skip(
  ({ isMobile }) => isMobile,
  'the policy and its headers are the same for every viewport: checked once, in the desktop project',
);

/**
 * Every page runs under the Content-Security-Policy with nothing refused: a refused inline
 * script would leave the page without its data, a refused style or image would show
 * (e2e/support/page-console.ts catches the refusals).
 */
async function expectPolicyHeader(page: Page, path: string, status = 200) {
  const response = await page.goto(path);
  expect(response?.status()).toBe(status);
  const headers = response?.headers() ?? {};
  const policy = headers['content-security-policy'] ?? '';
  expect(policy).toMatch(/script-src 'self'( 'sha256-[\w+/=]+')+;/);
  expect(policy).not.toContain('unsafe-inline');
  expect(policy).toContain("frame-ancestors 'none'");
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(headers['permissions-policy']).toContain('geolocation=(self)');
}

test.describe('pages under the Content-Security-Policy', () => {
  test('catalogue pages load and hydrate with nothing refused', async ({ page, request }) => {
    const watch = await watchPageConsole(page);
    const [product] = await allProducts(request);

    await expectPolicyHeader(page, '/app');
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    await expectPolicyHeader(page, '/app/category');
    // Hydrated: the search box answers typing with suggestions, which needs the page's scripts.
    await page.getByRole('combobox', { name: 'Search products' }).fill('milk');
    const suggestions = page.getByRole('listbox', { name: 'Suggestions' });
    await expect(suggestions.getByRole('option').first()).toBeVisible({ timeout: 10_000 });

    await expectPolicyHeader(page, '/app/search?q=milk');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectPolicyHeader(page, `/app/product/${product?.barcode}`);
    await expect(page.getByRole('heading', { level: 1, name: product?.description })).toBeVisible();
    // Error pages are pages too: the shop's 404 and the one outside any language.
    await expectPolicyHeader(page, '/app/product/0000000000000', 404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    await expectPolicyHeader(page, '/app/no-such-file.txt', 404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    expect(watch.violations).toEqual([]);
  });

  test('the leaflet PDF shows in its frame and the store map draws', async ({ page }) => {
    const watch = await watchPageConsole(page);
    await page.route(/tile\.openstreetmap\.org/, (route) => route.fulfill({ status: 204 }));

    await expectPolicyHeader(page, '/app/leaflets');
    await page.getByRole('link', { name: /Weekly offers/ }).click();
    const pdf = page.locator('object[type="application/pdf"]');
    await expect(pdf).toBeVisible();
    const pdfUrl = (await pdf.getAttribute('data'))?.replace(/#.*$/, '') ?? '';
    const pdfAnswer = await page.request.get(pdfUrl);
    // The PDF comes from the API through the media rewrite and may be framed by the shop only.
    expect(pdfAnswer.headers()['x-frame-options']).toBe('SAMEORIGIN');

    await expectPolicyHeader(page, '/app/stores');
    const mosta = page
      .getByRole('list', { name: 'Stores' })
      .getByRole('button')
      .filter({ hasText: 'Mosta Superstore' });
    await mosta.click();
    const map = page.getByRole('region', { name: 'Map of Mosta Superstore' });
    await expect(map.locator('.leaflet-container')).toBeVisible();
    await expect(map.locator('path.leaflet-interactive')).toHaveCount(1);
    expect(watch.violations).toEqual([]);
  });

  test('signing in and out works under the policy', async ({ page }) => {
    const watch = await watchPageConsole(page);
    await expectPolicyHeader(page, '/app');
    await page.getByRole('button', { name: 'Sign in' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Sign in' });
    await dialog.getByLabel('Username (e-mail)').fill(demo.email);
    await dialog.getByLabel('Password').fill(demo.password);
    await dialog.getByRole('button', { name: 'Sign in' }).click();
    const account = page.getByRole('button', { name: 'Your account' });
    await expect(account).toBeVisible();
    await account.click();
    await page.getByRole('button', { name: 'Log out' }).click();
    await expect(page.getByRole('button', { name: 'Sign in' }).first()).toBeVisible();
    expect(watch.violations).toEqual([]);
  });

  test("a client's own X-Forwarded-Host/-Proto name no origin and turn on no HSTS", async ({ request }) => {
    // No proxy is trusted in the suite (TRUSTED_PROXY_HOPS=0): the headers are the client's own.
    const forged = { 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https' };
    const write = await request.post('/app/api/session/login', {
      headers: { ...forged, origin: 'https://evil.example', 'content-type': 'application/json' },
      data: { username: 'someone@example.com', password: 'not-the-password' },
    });
    expect(write.status()).toBe(403);
    expect(await write.json()).toMatchObject({ responseCode: 4000 });
    const page = await request.get('/app', { headers: forged });
    expect(page.headers()['strict-transport-security']).toBeUndefined();
  });

  test('the API answers of the storefront carry the headers too', async ({ request }) => {
    const answer = await request.get('/app/api/categories');
    expect(answer.headers()['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(answer.headers()['x-content-type-options']).toBe('nosniff');
  });
});
