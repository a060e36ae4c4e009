import { expect, test } from '@playwright/test';
import { allProducts, euro } from './catalogue-products';
import { type NewCustomer, signUpCustomer } from './support/new-customer';
import { abortOpenCarts, openPickUpCart, signIn } from './support/shopper';
import { shotsAtTwoWidths } from './support/two-width-shots';

/**
 * Malta's BCRS deposit (README: Deposit on drink containers): a drink's page says what its
 * containers carry, and the cart shows the deposit as its own line, inside the total.
 */
let customer: NewCustomer;
let origin: string;

test.beforeEach(async ({ request, baseURL }, testInfo) => {
  origin = new URL(baseURL ?? 'http://localhost:3000').origin;
  customer = await signUpCustomer(request, origin, `deposit-${testInfo.project.name}`);
});

test.afterEach(async ({ page }) => {
  await abortOpenCarts(page.request, origin);
});

test('a drink shows its deposit beside the price, and the cart a deposit line in the total', async ({
  page,
}, testInfo) => {
  const drink = (await allProducts(page.request)).find(
    (p) =>
      p.available &&
      p.purchaseUm === 'PZ' &&
      p.depositUnits > 0 &&
      p.promotions.length === 0 &&
      !p.tags.includes('water-pack'),
  );
  if (!drink)
    throw new Error('the demo catalogue has no drink with deposit units (seed/food-labels-data.ts)');
  const deposit = (drink.depositUnits * 10) / 100;

  // The card in a listing: the note under the price, the grid's rows kept tidy.
  await page.goto(`/app/search?q=${encodeURIComponent(drink.brand ?? drink.description)}`);
  const card = page.getByRole('article', { name: drink.description });
  await expect(card.getByText(`plus ${euro(deposit)} deposit`)).toBeVisible();
  await shotsAtTwoWidths(page, testInfo, 'deposit-cards');

  await signIn(page.request, origin, customer);
  await openPickUpCart(page.request, origin);
  await page.goto(`/app/product/${drink.barcode}`);
  await expect(page.getByText(`plus ${euro(deposit)} deposit`).first()).toBeVisible();
  await shotsAtTwoWidths(page, testInfo, 'deposit-product');

  await page
    .getByRole('button', { name: /^Add to cart/ })
    .first()
    .click();
  await expect(page.getByRole('status').filter({ hasText: 'Added 1 pc' })).toBeVisible();
  await page.goto('/app/cart');
  const summary = page.getByRole('region', { name: 'Summary' });
  const depositRow = summary
    .locator('div')
    .filter({ has: page.getByRole('term').filter({ hasText: 'Deposit (BCRS)' }) });
  await expect(depositRow.getByRole('definition')).toHaveText(euro(deposit));
  const totalRow = summary
    .locator('div')
    .filter({ has: page.getByRole('term').filter({ hasText: /^Total$/ }) });
  await expect(totalRow.getByRole('definition')).toHaveText(euro(drink.netPrice + deposit));
  await shotsAtTwoWidths(page, testInfo, 'deposit-cart');
});
