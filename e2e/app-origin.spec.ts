import { expect, test } from '@playwright/test';
import { chromeInsertions, expectChromeNeverShown, watchChromeInsertions } from './support/chrome-insertions';
import { getPage, pageCacheOf } from './support/page-cache';

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

  // Issue 11: the page's HTML is the same for the app and the browser (it comes from the cache),
  // so hiding the chrome is the browser's job, and it must happen before the first paint.
  test('a cached page never paints header or footer inside the app, for the whole visit', async ({
    page,
    request,
  }) => {
    for (const path of ['/app/privacy?origin=APP', '/app/termsandconditions']) {
      await getPage(request, path);
      expect(pageCacheOf(await getPage(request, path)), path).toBe('hit');
    }
    await watchChromeInsertions(page);

    const first = await page.goto('/app/privacy?origin=APP');
    expect(first?.headers()['x-shop-page-cache']).toBe('hit');
    await expect(page.getByRole('heading', { level: 1, name: 'Privacy policy' })).toBeVisible();
    await expect(page.getByRole('banner')).toHaveCount(0);
    await expect(page.getByRole('contentinfo')).toHaveCount(0);
    await expectChromeNeverShown(page);

    // The next page, without the parameter, is still inside the app.
    const next = await page.goto('/app/termsandconditions');
    expect(next?.headers()['x-shop-page-cache']).toBe('hit');
    await expect(page.getByRole('heading', { level: 1, name: 'Website terms and conditions' })).toBeVisible();
    await expect(page.getByRole('banner')).toHaveCount(0);
    await expect(page.getByRole('contentinfo')).toHaveCount(0);
    await expectChromeNeverShown(page);
  });

  test('the same cached page shows header and footer outside the app', async ({ page, request }) => {
    await getPage(request, '/app/privacy');
    await watchChromeInsertions(page);
    const response = await page.goto('/app/privacy');
    expect(response?.headers()['x-shop-page-cache']).toBe('hit');
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
    // The watcher sees them (so its silence above means something) and they were drawn at once.
    const drawn = (await chromeInsertions(page)).filter((i) => i.when === 'frame' && i.rendered);
    expect([...new Set(drawn.map((i) => i.tag))].sort()).toEqual(['footer', 'header']);
  });
});
