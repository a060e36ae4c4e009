import { type Page, expect, test } from '@playwright/test';
import { expectNoSeriousAxeViolations } from './support/expect-no-serious-axe-violations';

const ANDROID_STORE = 'https://play.google.com/store/apps/details?id=mt.pjazzamarket.shop';
const IOS_STORE = 'https://apps.apple.com/mt/app/pjazza-market/id0000000000';

const devices = {
  android:
    'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36',
  iphone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
  mac: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15',
  desktop:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36',
};

/**
 * Lets the redirect page answer the browser's own request (its user agent), records where it sends
 * the browser and stops there: the stores are external sites that a test must not load.
 */
async function captureAppRedirect(page: Page): Promise<() => string | undefined> {
  let location: string | undefined;
  await page.route('**/get-app', async (route) => {
    const response = await route.fetch({ maxRedirects: 0 });
    location = response.status() === 302 ? response.headers()['location'] : undefined;
    await route.fulfill({
      status: 200,
      contentType: 'text/html',
      body: '<title>Store</title><h1>Store</h1>',
    });
  });
  return () => location;
}

test.describe('app redirect page', () => {
  const cases = [
    { name: 'Android', ua: devices.android, path: '/app/get-app', location: ANDROID_STORE },
    { name: 'iPhone', ua: devices.iphone, path: '/app/get-app', location: IOS_STORE },
    { name: 'desktop', ua: devices.desktop, path: '/app/get-app', location: '/app' },
    { name: 'desktop (Italian)', ua: devices.desktop, path: '/app/it/get-app', location: '/app/it' },
  ];
  for (const { name, ua, path, location } of cases) {
    test(`sends ${name} devices to ${location}`, async ({ request }) => {
      const response = await request.get(path, { maxRedirects: 0, headers: { 'user-agent': ua } });
      expect(response.status()).toBe(302);
      expect(response.headers()['location']).toBe(location);
      expect(response.headers()['cache-control']).toContain('no-store');
    });
  }
});

test.describe('share page on an Android phone', () => {
  test.use({ userAgent: devices.android });

  test('offers the app first, and its button opens the Play Store', async ({ page }) => {
    const redirectedTo = await captureAppRedirect(page);
    await page.goto('/app/share');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Your groceries, wherever you are' }),
    ).toBeVisible();
    const actions = page.getByRole('link', { name: /^(Get the app|Shop on the web)$/ });
    await expect(actions.first()).toHaveText('Get the app');
    await page.getByRole('link', { name: 'Get the app' }).click();
    await expect(page).toHaveTitle('Store');
    expect(redirectedTo()).toBe(ANDROID_STORE);
  });
});

test.describe('share page on an iPhone', () => {
  test.use({ userAgent: devices.iphone });

  test('the app button opens the App Store', async ({ page }) => {
    const redirectedTo = await captureAppRedirect(page);
    await page.goto('/app/app/share');
    await expect(page.getByRole('link', { name: /^(Get the app|Shop on the web)$/ }).first()).toHaveText(
      'Get the app',
    );
    await page.getByRole('link', { name: 'Get the app' }).click();
    await expect(page).toHaveTitle('Store');
    expect(redirectedTo()).toBe(IOS_STORE);
  });
});

test.describe('share page on an iPad asking for desktop pages', () => {
  // iPadOS Safari sends a Mac user agent; only its touch screen tells it apart from a Mac.
  test.use({ userAgent: devices.mac, hasTouch: true });

  test('the app button goes straight to the App Store', async ({ page }) => {
    await page.goto('/app/share');
    await expect(page.getByRole('link', { name: 'Get the app' })).toHaveAttribute('href', IOS_STORE);
  });
});

test.describe('share page on a Mac', () => {
  test.use({ userAgent: devices.mac, hasTouch: false });

  test('the app button goes through the redirect page', async ({ page }) => {
    await page.goto('/app/share');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // Hydrated (the language link is a client router link), the href is still the redirect page.
    await page.waitForLoadState('networkidle');
    await expect(page.getByRole('link', { name: 'Get the app' })).toHaveAttribute('href', '/app/get-app');
  });
});

test.describe('share page on a computer', () => {
  test.use({ userAgent: devices.desktop });

  test('hides the shop header and footer on both share routes', async ({ page }) => {
    for (const path of ['/app/share', '/app/app/share', '/app/it/share']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByRole('banner')).toHaveCount(0);
      await expect(page.getByRole('contentinfo')).toHaveCount(0);
    }
  });

  test('offers the web shop first; the app button leads to the home page', async ({ page }) => {
    await page.goto('/app/share');
    await expect(page.getByRole('link', { name: /^(Get the app|Shop on the web)$/ }).first()).toHaveText(
      'Shop on the web',
    );
    await page.getByRole('link', { name: 'Get the app' }).click();
    await expect(page).toHaveURL(/\/app$/);
    await expect(page.getByRole('heading', { name: 'Featured products' })).toBeVisible();
  });

  test('lists both stores as plain links', async ({ page }) => {
    await page.goto('/app/share');
    await expect(page.getByRole('link', { name: 'Get it on Google Play' })).toHaveAttribute(
      'href',
      ANDROID_STORE,
    );
    await expect(page.getByRole('link', { name: 'Download on the App Store' })).toHaveAttribute(
      'href',
      IOS_STORE,
    );
    await expectNoSeriousAxeViolations(page);
  });

  test('links the shared product, leaflet or page', async ({ page }) => {
    await page.goto('/app/share?barcode=5000001000012');
    await expect(page.getByText('Someone shared a product with you.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'See the product' })).toHaveAttribute(
      'href',
      '/app/product/5000001000012',
    );

    await page.goto('/app/share?path=/app/search?q=milk');
    await expect(page.getByRole('link', { name: 'Open the shared page' })).toHaveAttribute(
      'href',
      '/app/search?q=milk',
    );
    await expectNoSeriousAxeViolations(page);

    // Last: the Italian page sets the locale cookie, which then redirects English addresses.
    await page.goto('/app/it/share?leaflet=2');
    await expect(page.getByRole('link', { name: 'Apri il volantino' })).toHaveAttribute(
      'href',
      '/app/it/leaflets/2',
    );
  });

  test('never links to another site', async ({ page }) => {
    for (const path of [
      '//evil.example',
      'https://evil.example/',
      '/\\evil.example',
      'javascript:alert(1)',
    ]) {
      await page.goto(`/app/share?path=${encodeURIComponent(path)}`);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByRole('link', { name: 'Open the shared page' })).toHaveCount(0);
      await expect(page.locator('a[href*="evil"], a[href^="javascript"]')).toHaveCount(0);
    }
  });

  test('switches to Italian keeping the shared item', async ({ page }) => {
    await page.goto('/app/share?barcode=5000001000012');
    // The cached page learns the shared item in the browser: the link carries it once hydrated.
    const italian = page.getByRole('link', { name: 'Italiano' });
    await expect(italian).toHaveAttribute('href', /barcode=5000001000012/);
    await italian.click();
    await expect(page).toHaveURL(/\/app\/it\/share\?barcode=5000001000012$/);
    await expect(page.getByRole('heading', { level: 1, name: 'La tua spesa, ovunque tu sia' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Vedi il prodotto' })).toBeVisible();
    await expectNoSeriousAxeViolations(page);
  });

  test('leaving the share page brings the shop header and footer back', async ({ page }) => {
    await page.goto('/app/share');
    await page.getByRole('link', { name: 'Shop on the web' }).click();
    await expect(page).toHaveURL(/\/app$/);
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
  });
});
