import { expect, test, type Page } from '@playwright/test';
import demo from '../product-api/src/seed/demo-customer.json';

/** Signs the demo customer in through the header's login modal. */
async function signIn(page: Page) {
  await page.getByRole('button', { name: 'Sign in' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Sign in' });
  await dialog.getByLabel('Username (e-mail)').fill(demo.email);
  await dialog.getByLabel('Password').fill(demo.password);
  await dialog.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('button', { name: 'Your account' })).toBeVisible();
}

test.describe('Session rules (spec §4)', () => {
  test('signed in, the account menu links the account pages; logout goes home', async ({ page }) => {
    await page.goto('/app/leaflets');
    await signIn(page);
    await page.getByRole('button', { name: 'Your account' }).click();
    const menu = page.getByRole('dialog', { name: 'Your account' });
    const links = menu.getByRole('navigation').getByRole('link');
    await expect(links).toHaveText(['Profile', 'Orders', 'Shopping lists', 'Coupons']);
    await expect(menu.getByRole('link', { name: 'Profile' })).toHaveAttribute('href', '/app/profile');

    await menu.getByRole('button', { name: 'Log out' }).click();
    await expect(page).toHaveURL(/\/app$/);
    await expect(page.getByRole('button', { name: 'Sign in' }).first()).toBeVisible();
  });

  test('a visitor who buys gets the login popup, focused on the username, and can close it', async ({
    page,
  }) => {
    await page.goto('/app');
    await page
      .getByRole('button', { name: /^Add to cart/ })
      .first()
      .click();
    const popup = page.getByRole('dialog', { name: 'Sign in' });
    await expect(popup.getByLabel('Username (e-mail)')).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(popup).toHaveCount(0);
  });

  test('a session that ended says so, signs out and opens the login popup over the screen', async ({
    page,
    context,
  }) => {
    // Home shows the search box on phones too (spec §2).
    await page.goto('/app');
    await signIn(page);

    // The session cookie stops being valid (as after the idle limit) while the page is open.
    const session = (await context.cookies()).find((cookie) => cookie.name === 'shop_session');
    expect(session).toBeDefined();
    await context.addCookies([{ ...session!, value: 'Fe26.2*1*expired' }]);

    await page.getByRole('combobox', { name: 'Search products' }).first().fill('milk');

    await expect(page.getByText('Your session has timed out. Please sign in again.').first()).toBeVisible();
    const popup = page.getByRole('dialog', { name: 'Sign in' });
    await expect(popup).toBeVisible();
    await expect(popup.getByLabel('Username (e-mail)')).toBeFocused();
    await expect(page.getByRole('button', { name: 'Sign in' }).first()).toBeAttached();

    // Signing in again from the popup carries on where the shopper was.
    await popup.getByLabel('Username (e-mail)').fill(demo.email);
    await popup.getByLabel('Password').fill(demo.password);
    await popup.getByRole('button', { name: 'Sign in' }).click();
    await expect(popup).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Your account' })).toBeVisible();
  });
});
