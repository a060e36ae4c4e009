import { expect, test } from '@playwright/test';

test.describe('categories modal', () => {
  test('opens from the header and closes with Escape, giving focus back', async ({ page }) => {
    await page.goto('/app');
    const opener = page.getByRole('banner').getByRole('button', { name: 'Categories' });
    await opener.click();

    const dialog = page.getByRole('dialog', { name: 'Categories' });
    await expect(dialog).toBeVisible();
    await expect(dialog.locator('a[href^="/app/category?id="]').first()).toBeVisible();

    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();
  });

  test('keeps keyboard focus inside while open', async ({ page }) => {
    await page.goto('/app');
    await page.getByRole('banner').getByRole('button', { name: 'Categories' }).click();
    const dialog = page.getByRole('dialog', { name: 'Categories' });
    await expect(dialog).toBeVisible();
    const links = await dialog.getByRole('link').count();
    for (let i = 0; i < links + 3; i++) {
      await page.keyboard.press('Tab');
      expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    }
  });

  test('a category opens the category page', async ({ page }) => {
    await page.goto('/app');
    await page.getByRole('banner').getByRole('button', { name: 'Categories' }).click();
    const dialog = page.getByRole('dialog', { name: 'Categories' });
    const first = dialog.locator('a[href^="/app/category?id="]').first();
    const href = await first.getAttribute('href');
    await first.click();
    await expect(page).toHaveURL(new RegExp(`${(href ?? '').replace('?', '\\?')}$`));
    await expect(dialog).toBeHidden();
  });
});
