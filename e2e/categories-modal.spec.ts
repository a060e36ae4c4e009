import { expect, test } from '@playwright/test';
import { ANY_WIDTH } from './support/any-width';

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
    // The grid arrives from the BFF when the modal opens.
    await expect(dialog.getByRole('link').first()).toBeVisible();
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

  test('lists the categories in the language of the page', { tag: ANY_WIDTH }, async ({ page, request }) => {
    const response = await request.get('/app/api/categories?lang=it');
    const [first] = ((await response.json()) as { data: { description: string }[] }).data;
    if (!first) throw new Error('the demo catalogue has categories');

    await page.goto('/app/it');
    await page.getByRole('banner').getByRole('button', { name: 'Categorie' }).click();
    const dialog = page.getByRole('dialog', { name: 'Categorie' });
    await expect(dialog.getByRole('link', { name: first.description, exact: true })).toBeVisible();
  });
});
