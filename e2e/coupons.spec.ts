import { type Page, type TestInfo, expect, test } from '@playwright/test';
import demo from '../product-api/src/seed/demo-customer.json';
import { allProducts, euro, isPlainPieceProduct, pick } from './catalogue-products';
import { expectNoSeriousAxeViolations } from './support/expect-no-serious-axe-violations';
import { openPickUpCart, signIn, storeInCart } from './support/shopper';

/**
 * Coupons on the storefront (spec §2 /coupons, §4 coupons; issue 32 item 3): the demo customer,
 * whose seeded coupons show every status, activates one, and the cart takes it off its total. The
 * demo data is fresh each run; on a retry the next coupon still to activate is used.
 */
type CartAnswer = {
  data: { total: number; coupons: { id: number; description: string; discount: number }[] };
};

/** The page at 390 px (a phone) and 1280 px, kept for a look, then checked by axe. */
async function shots(page: Page, testInfo: TestInfo, name: string) {
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 800 });
    await page.screenshot({ path: testInfo.outputPath(`${name}-${width}.png`), fullPage: true });
  }
  await expectNoSeriousAxeViolations(page);
}

const currentCart = async (page: Page) =>
  ((await (await page.request.get('/app/api/ecommerce/cart/current')).json()) as CartAnswer).data;

test('an activated coupon shows as such and comes off the cart', async ({ page, baseURL }, testInfo) => {
  test.setTimeout(60_000);
  const origin = new URL(baseURL ?? 'http://localhost:3000').origin;
  await signIn(page.request, origin, demo);
  // More goods than any coupon is worth, so the whole coupon comes off.
  const product = pick(await allProducts(page.request), isPlainPieceProduct, 'piece product');
  const cart = await openPickUpCart(page.request, origin);
  await storeInCart(page.request, origin, { cartId: cart.id, barcode: product.barcode, amount: 6 });
  const before = await currentCart(page);

  await page.goto('/app/coupons');
  const coupons = page.getByRole('list', { name: 'Your coupons' });
  await expect(coupons.getByRole('button', { name: 'Coupon already used' })).toBeDisabled();
  await expect(coupons.getByRole('button', { name: 'Coupon expired' })).toBeDisabled();
  // Two seeded coupons can share their words (a used and an unused discount): the list keeps its
  // order when the answer replaces it, so the card is found again by its place.
  const cards = coupons.getByRole('listitem');
  const statuses = await cards.evaluateAll((items) => items.map((item) => item.textContent ?? ''));
  const place = statuses.findIndex((text) => text.includes('Activate coupon'));
  expect(place).toBeGreaterThanOrEqual(0);
  const coupon = cards.nth(place);
  const description = (await coupon.getByRole('heading').textContent()) ?? '';
  await expect(coupon.getByText(/^Valid until \d{2}\/\d{2}\/\d{4}$/)).toBeVisible();
  await coupon.getByRole('button', { name: 'Activate coupon' }).click();
  await expect(coupon.getByRole('button', { name: 'Coupon activated' })).toBeDisabled();
  const toast = page.getByText('Coupon activated: it will be applied to your next order');
  await expect(toast).toBeVisible();
  await expect(toast).toBeHidden();
  await shots(page, testInfo, 'coupons');

  // The API's cart now applies it; the page shows its line and the API's lower total.
  const after = await currentCart(page);
  const applied = after.coupons.find((line) => line.description === description);
  expect(applied?.discount).toBeGreaterThan(0);
  expect(after.total).toBeCloseTo(before.total - (applied?.discount ?? 0), 2);
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/app/cart');
  const summary = page.getByRole('region', { name: 'Summary' });
  await expect(summary.getByText(description).locator('xpath=following-sibling::dd')).toHaveText(
    `−${euro(applied?.discount ?? 0)}`,
  );
  await expect(summary.getByText('Total', { exact: true }).locator('xpath=following-sibling::dd')).toHaveText(
    euro(after.total),
  );
  await page.screenshot({ path: testInfo.outputPath('cart-with-coupon.png'), fullPage: true });
});
