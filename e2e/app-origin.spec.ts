import { expect, test } from '@playwright/test';

test.describe('inside the mobile app (origin=APP)', () => {
  test('hides header and footer, for the rest of the visit', async ({ page }) => {
    await page.goto('/app?origin=APP');
    await expect(page.getByRole('heading', { name: 'Featured products' })).toBeVisible();
    await expect(page.getByRole('banner')).toHaveCount(0);
    await expect(page.getByRole('contentinfo')).toHaveCount(0);

    // The choice sticks without the parameter.
    await page.goto('/app/it');
    await expect(page.getByRole('heading', { name: 'Prodotti in evidenza' })).toBeVisible();
    await expect(page.getByRole('banner')).toHaveCount(0);
    await expect(page.getByRole('contentinfo')).toHaveCount(0);
  });

  test('a normal visit shows header and footer', async ({ page }) => {
    await page.goto('/app');
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
  });
});
