import { type Page, type TestInfo, expect, test } from '@playwright/test';
import type { Smartlist } from '@shop/product-api/contract/lists';
import { expectNoSeriousAxeViolations } from './support/expect-no-serious-axe-violations';
import { signUpCustomer } from './support/new-customer';
import { signIn } from './support/shopper';

/**
 * The installable shop and the list in the aisle (issue 32 item 6; README: Installable shop and
 * lists offline): the manifest is linked and served, the service worker keeps the lists page
 * readable offline after one online visit, an item ticked offline reaches the shop when the
 * connection returns, and logout clears the worker's caches.
 */
type Envelope<T> = { responseCode: number; data: T };

async function listCall(page: Page, origin: string, path: string, data: object): Promise<Smartlist> {
  const answer = (await (
    await page.request.post(`/app/api/slists/${path}`, { headers: { origin }, data })
  ).json()) as Envelope<Smartlist>;
  expect(answer.responseCode).toBe(0);
  return answer.data;
}

/** The list at 390 px (a phone in the aisle) and 1280 px, kept for a look, then checked by axe. */
async function shots(page: Page, testInfo: TestInfo, name: string) {
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 800 });
    await page.screenshot({ path: testInfo.outputPath(`${name}-${width}.png`), fullPage: true });
  }
  await expectNoSeriousAxeViolations(page);
}

/** The ticks the page keeps for later (lib/lists/offline-store.ts). */
const waitingTicks = (page: Page) =>
  page.evaluate(async () => {
    const kept = await (await caches.open('shop-lists-v1')).match('/app/offline/list-ticks.json');
    return kept ? ((await kept.json()) as unknown) : null;
  });

const shopCaches = (page: Page) =>
  page.evaluate(async () => (await caches.keys()).filter((name) => name.startsWith('shop-')));

test('the list opens offline, takes a tick without a signal, sends it back online, and logout clears it', async ({
  page,
  context,
  baseURL,
}, testInfo) => {
  test.setTimeout(90_000);
  const origin = new URL(baseURL ?? 'http://localhost:3000').origin;
  const customer = await signUpCustomer(page.request, origin, `offline-${testInfo.project.name}`);
  await signIn(page.request, origin, customer);
  const list = await listCall(page, origin, 'create', { title: 'Saturday market' });
  await listCall(page, origin, 'items/create', {
    id: list.id,
    type: 'CUSTOM',
    amount: 1,
    description: 'Olive oil',
  });
  const filled = await listCall(page, origin, 'items/create', {
    id: list.id,
    type: 'CUSTOM',
    amount: 2,
    description: 'Bread rolls',
  });
  const oil = filled.items.find((item) => item.description === 'Olive oil');

  // The shop is installable: every page links the manifest, which names the shop and its icons.
  await page.goto('/app/smartlist');
  await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', '/app/manifest.webmanifest');
  const manifest = (await (await page.request.get('/app/manifest.webmanifest')).json()) as {
    start_url: string;
    scope: string;
    icons: { src: string }[];
  };
  expect(manifest).toMatchObject({ start_url: '/app/', scope: '/app/' });
  for (const icon of manifest.icons) {
    const png = await page.request.get(icon.src);
    expect(png.headers()['content-type']).toBe('image/png');
  }

  // The first visit installs the worker; the next load, under its control, leaves the copy it keeps.
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  await page.reload();
  const items = page.getByRole('list', { name: 'Items of Saturday market' });
  await expect(items.getByText('Olive oil', { exact: true })).toBeVisible({ timeout: 15_000 });
  await expect.poll(() => shopCaches(page)).toContain('shop-lists-v1');

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('status').filter({ hasText: 'You are offline' })).toBeVisible();
  // Only the ticks work without a signal; the rest waits for the connection.
  await expect(page.getByRole('button', { name: 'New list' })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Add the list to the cart' })).toBeDisabled();
  const oilBox = items.getByRole('checkbox', { name: 'Olive oil is in the trolley' });
  await expect(oilBox).not.toBeChecked();
  await oilBox.check();
  await expect(oilBox).toBeChecked();
  await expect.poll(() => waitingTicks(page)).toEqual([{ id: list.id, itemId: oil?.id, checked: true }]);
  // The tick outlives a reload without a signal: it waits on the device, laid over the copy.
  await page.reload();
  await expect(oilBox).toBeChecked();
  await expect(items.getByRole('checkbox', { name: 'Bread rolls is in the trolley' })).not.toBeChecked();
  await shots(page, testInfo, 'smartlist-offline');
  await page.setViewportSize({ width: 1280, height: 800 });

  await context.setOffline(false);
  await expect(page.getByRole('status').filter({ hasText: 'You are offline' })).toBeHidden();
  await expect.poll(() => waitingTicks(page)).toBeNull();
  await expect
    .poll(async () => {
      const answer = (await (
        await page.request.get(`/app/api/slists/${list.id}`)
      ).json()) as Envelope<Smartlist>;
      return answer.data.items.map((item) => [item.id, item.checked]);
    })
    .toEqual([
      [oil?.id, true],
      [filled.items.find((item) => item.description === 'Bread rolls')?.id, false],
    ]);

  // Logout takes the lists and waiting ticks out of the worker's storage (the build's files may
  // come back at once, for the home page it goes to): the next customer here finds no list.
  await page.getByRole('button', { name: 'Your account' }).click();
  await page.getByRole('button', { name: 'Log out' }).click();
  await expect(page.getByRole('button', { name: 'Sign in' }).first()).toBeVisible();
  await expect.poll(() => shopCaches(page)).not.toContain('shop-lists-v1');
});
