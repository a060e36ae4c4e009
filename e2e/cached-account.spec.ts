import { type Page, expect, test } from '@playwright/test';
import demo from '../product-api/src/seed/demo-customer.json';
import { allProducts, pick } from './catalogue-products';
import { getPage, pageCacheOf, setCookiesOf } from './support/page-cache';

/**
 * Issue 11: the header's account is the shopper's own, drawn in the browser over a page whose
 * HTML is the same for everyone (kept by the shop's server). Signing in changes what the shopper
 * sees, never what the cache holds.
 */
async function signIn(page: Page) {
  await page.getByRole('button', { name: 'Sign in' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Sign in' });
  await dialog.getByLabel('Username (e-mail)').fill(demo.email);
  await dialog.getByLabel('Password').fill(demo.password);
  await dialog.getByRole('button', { name: 'Sign in' }).click();
  await expect(dialog).toBeHidden();
}

const account = (page: Page) => page.getByRole('button', { name: 'Your account' });

async function expectVisitor(page: Page) {
  await expect(page.getByRole('button', { name: 'Sign in' }).first()).toBeVisible();
  await expect(account(page)).toHaveCount(0);
}

let productPath: string;

test.beforeAll(async ({ request }) => {
  const product = pick(await allProducts(request), (p) => p.available, 'available product');
  productPath = `/app/product/${product.barcode}`;
});

test.describe('the account on cached pages', () => {
  test('a visitor sees the sign-in button and no account', async ({ page, request }) => {
    for (const path of ['/app/privacy', productPath]) {
      await getPage(request, path);
      const response = await page.goto(path);
      expect(response?.headers()['x-shop-page-cache'], path).toBe('hit');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expectVisitor(page);
    }
  });

  test('a signed-in shopper sees their account on the same cached HTML', async ({
    page,
    request,
    browser,
    baseURL,
  }) => {
    for (const path of ['/app/privacy', productPath]) await getPage(request, path);

    await page.goto('/app/privacy');
    await signIn(page);
    await expect(account(page)).toContainText('MB');

    for (const path of ['/app/privacy', productPath]) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(200);
      expect(response?.headers()['x-shop-page-cache'], path).toBe('hit');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(account(page)).toBeVisible();
      await expect(account(page)).toContainText('MB');
      await expect(page.getByRole('button', { name: 'Sign in' })).toHaveCount(0);

      // Byte for byte what a visitor gets: nothing of the shopper is in the shared HTML.
      const signedInAnswer = await getPage(page.request, path);
      const visitorAnswer = await getPage(request, path);
      expect(pageCacheOf(signedInAnswer), path).toBe('hit');
      expect(setCookiesOf(signedInAnswer), path).toEqual([]);
      const html = await signedInAnswer.text();
      expect(html, path).not.toContain(demo.email);
      expect(html, path).toBe(await visitorAnswer.text());
    }

    await account(page).click();
    await expect(page.getByText(`Welcome, ${demo.firstName} ${demo.lastName}`)).toBeVisible();

    // Another browser right after: the cached page still opens as a visitor's.
    const other = await browser.newContext({ baseURL, viewport: page.viewportSize() });
    try {
      const visitor = await other.newPage();
      const response = await visitor.goto(productPath);
      expect(response?.headers()['x-shop-page-cache']).toBe('hit');
      await expectVisitor(visitor);
    } finally {
      await other.close();
    }
  });
});
