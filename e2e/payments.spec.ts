import { expect, test } from '@playwright/test';
import { allProducts, isPlainPieceProduct, pick } from './catalogue-products';
import { type NewCustomer, signUpCustomer } from './support/new-customer';
import { shotsAtTwoWidths } from './support/two-width-shots';
import { openPickUpCart, signIn, storeInCart } from './support/shopper';

/**
 * A linked card (spec §2 /payments, §4 card linking; issue 32 item 5) with the payments flag on:
 * scripts/lib/e2e.mjs starts a second storefront server of the same build with
 * FEATURE_PAYMENTS=true (every other spec sees the flag off, the default). A card linked through
 * the sandbox's page in a new tab, seen on /payments, an order paid at checkout without leaving
 * the shop, the card removed.
 */
test.use({ baseURL: process.env.PLAYWRIGHT_PAYMENTS_BASE_URL ?? 'http://localhost:3050' });

let customer: NewCustomer;
let origin: string;

test.beforeEach(async ({ page, baseURL }, testInfo) => {
  origin = new URL(baseURL ?? 'http://localhost:3050').origin;
  customer = await signUpCustomer(page.request, origin, `payments-${testInfo.project.name}`);
  await signIn(page.request, origin, customer);
});

test('a card linked in a new tab pays an order without leaving the shop, then is removed', async ({
  page,
  context,
}, testInfo) => {
  test.setTimeout(120_000);
  await page.goto('/app/payments');
  // Drawn in the browser once the session is read: the first page of a fresh server takes longest.
  await expect(page.getByRole('heading', { name: 'No card linked' })).toBeVisible({ timeout: 20_000 });
  const link = page.getByRole('link', { name: 'Link a card' });
  await expect(link).toHaveAttribute('target', '_blank');
  await shotsAtTwoWidths(page, testInfo, 'payments-unlinked');

  // The sandbox's linking page in a new tab: a test card, its 0.01 € check said, Link card.
  const [boarding] = await Promise.all([context.waitForEvent('page'), link.click()]);
  await expect(boarding.getByRole('heading', { name: /^Link a card to / })).toBeVisible({ timeout: 20_000 });
  await expect(boarding.getByText('Test card, no money moves')).toBeVisible();
  await expect(boarding.getByLabel('Card number')).toHaveValue('4242 4242 4242 4242');
  await boarding.getByRole('button', { name: 'Link card' }).click();
  // The provider sends the tab back to the shop's payments page (SHOP_PUBLIC_URL's server).
  await boarding.waitForURL(/\/app\/payments$/);
  await boarding.close();

  // Back on the shop's tab, which reads the cards again as it becomes visible. Headless tabs never
  // stop being visible, so the event the browser sends on the way back is sent here.
  await page.bringToFront();
  await page.evaluate(() => window.dispatchEvent(new Event('visibilitychange')));
  await expect(page.getByText('Visa •••• 4242')).toBeVisible({ timeout: 15_000 });
  await expect(page.getByRole('heading', { name: 'Your linked card' })).toBeVisible();
  await shotsAtTwoWidths(page, testInfo, 'payments-linked');
  await page.setViewportSize({ width: 1280, height: 800 });

  // Checkout: 'Online' with the linked card goes straight to the confirm page, paid.
  const cart = await openPickUpCart(page.request, origin);
  const product = pick(await allProducts(page.request), isPlainPieceProduct, 'piece product');
  const amount = Math.ceil((cart.minNetTotal + 5) / product.netPrice);
  await storeInCart(page.request, origin, { cartId: cart.id, barcode: product.barcode, amount });
  await page.goto('/app/checkout');
  await page
    .getByRole('group', { name: /^Time on/ })
    .getByRole('radio')
    .and(page.locator(':enabled'))
    .first()
    .check();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page).toHaveURL(/\/app\/checkout\/data$/, { timeout: 15_000 });
  await page.getByRole('radio', { name: 'Online' }).check();
  await expect(
    page.getByText('Paid with your linked card Visa •••• 4242, without leaving the shop.'),
  ).toBeVisible();
  await page.getByRole('checkbox', { name: /you may replace it with a similar one/ }).check();
  await page.getByRole('button', { name: 'Place order' }).click();
  await expect(page).toHaveURL(/\/app\/checkout\/confirm\?orderId=\d+&payment=paid$/, { timeout: 15_000 });
  await expect(
    page.getByText('Thank you! Your payment was received and your order has been sent.'),
  ).toBeVisible();
  await expect(page.getByText('Test payment, no money moves')).toHaveCount(0);

  // Remove: the answer is the list left, and the page says no card is linked.
  await page.goto('/app/payments');
  await page.getByRole('button', { name: 'Remove the card Visa •••• 4242' }).click();
  await expect(page.getByRole('heading', { name: 'No card linked' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Link a card' })).toBeVisible();
});
