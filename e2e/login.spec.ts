import { expect, test, type Page } from '@playwright/test';
import demo from '../product-api/src/seed/demo-customer.json';
import { signUpCustomer } from './support/new-customer';

async function signIn(page: Page, username: string, password: string) {
  await page.getByRole('button', { name: 'Sign in' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Sign in' });
  await dialog.getByLabel('Username (e-mail)').fill(username);
  await dialog.getByLabel('Password').fill(password);
  await dialog.getByRole('button', { name: 'Sign in' }).click();
  return dialog;
}

test.describe('Login and logout', () => {
  test('a wrong password is refused with a clear message', async ({ page }) => {
    await page.goto('/app');
    const dialog = await signIn(page, demo.email, 'not-the-password');
    await expect(dialog.getByText('Wrong credentials')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Your account' })).toHaveCount(0);
  });

  test('the demo customer signs in, is welcomed by name, and logs out', async ({ page, context }) => {
    await page.goto('/app');
    await signIn(page, demo.email, demo.password);

    const account = page.getByRole('button', { name: 'Your account' });
    await expect(account).toBeVisible();
    await expect(account).toContainText('MB');
    await account.click();
    await expect(page.getByText(`Welcome, ${demo.firstName} ${demo.lastName}`)).toBeVisible();

    // The token lives only in the encrypted, httpOnly session cookie scoped to the shop.
    const visible = await page.evaluate(() => document.cookie);
    expect(visible).not.toContain('shop_session');
    expect(visible).not.toMatch(/eyJ[\w-]+\.[\w-]+\./);
    const session = (await context.cookies()).find((c) => c.name === 'shop_session');
    expect(session).toMatchObject({ httpOnly: true, path: '/app', sameSite: 'Lax' });
    const body = await (await page.request.get('/app/api/session')).text();
    expect(body).toContain(demo.firstName);
    expect(body).not.toMatch(/jwt|eyJ[\w-]+\.[\w-]+\./);

    await page.getByRole('button', { name: 'Log out' }).click();
    await expect(page.getByRole('button', { name: 'Sign in' }).first()).toBeVisible();
    const after = await (await page.request.get('/app/api/session')).json();
    expect(after).toMatchObject({ responseCode: 0, data: { profile: null } });
  });

  test('the session survives a reload', async ({ page }) => {
    await page.goto('/app');
    await signIn(page, demo.email, demo.password);
    await expect(page.getByRole('button', { name: 'Your account' })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('button', { name: 'Your account' })).toBeVisible();
  });

  test('a signed-in customer who buys before opening a cart is sent to open one', async ({
    page,
    baseURL,
  }) => {
    // A customer of its own: the demo customer may have a cart open by another spec (coupons).
    const customer = await signUpCustomer(page.request, baseURL ?? '', 'login-buys');
    await page.goto('/app');
    await signIn(page, customer.email, customer.password);
    await expect(page.getByRole('button', { name: 'Your account' })).toBeVisible();
    // After a reload the product cards start with the session the page was rendered for.
    await page.reload();
    await page
      .getByRole('button', { name: /^Add to cart/ })
      .first()
      .click();
    // Spec §4: the product is remembered and the shopper goes to open a cart (e2e/cart.spec.ts
    // follows it into the cart).
    await expect(page).toHaveURL(/\/app\/cart\/create$/);
    await expect(page.getByRole('dialog', { name: 'Sign in' })).toHaveCount(0);
  });
});
