import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { allProducts } from './catalogue-products';
import { type NewCustomer, signUpCustomer } from './support/new-customer';
import { abortOpenCarts, openPickUpCart, signIn } from './support/shopper';
import { shotsAtTwoWidths } from './support/two-width-shots';

/**
 * Issue 33: a customer saves the allergens they avoid in their profile, and every card, cart line
 * and list line of a product containing one warns in words. The catalogue pages stay the same
 * cached HTML for everyone: the warning is drawn in the browser from the session's profile.
 */
const PEANUT_BUTTER = '5353875002507';
const WARNING = 'Contains peanuts, which you avoid';

let customer: NewCustomer;
let origin: string;

test.beforeEach(async ({ request, baseURL }, testInfo) => {
  origin = new URL(baseURL ?? 'http://localhost:3000').origin;
  customer = await signUpCustomer(request, origin, `allergens-${testInfo.project.name}`);
});

test.afterEach(async ({ page }) => {
  await abortOpenCarts(page.request, origin);
});

test('a saved allergen warns on a card and in the cart', async ({ page }, testInfo) => {
  const products = await allProducts(page.request);
  const peanutButter = products.find((p) => p.barcode === PEANUT_BUTTER);
  if (!peanutButter?.allergens.includes('PEANUTS'))
    throw new Error('the demo catalogue lost its peanut butter (seed/food-labels-data.ts)');
  const withoutPeanuts = products.find(
    (p) =>
      p.available &&
      p.allergens.length > 0 &&
      !p.allergens.includes('PEANUTS') &&
      !p.mayContain.includes('PEANUTS'),
  );
  if (!withoutPeanuts) throw new Error('the demo catalogue has no labelled product without peanuts');
  const search = `/app/search?q=${encodeURIComponent('peanut butter')}`;
  const card = page.getByRole('article', { name: peanutButter.description });

  // A visitor sees the card as before: nothing new.
  await page.goto(search);
  await expect(card).toBeVisible();
  await expect(card.getByText(/which you avoid/)).toHaveCount(0);

  // The customer ticks Peanuts in their profile and saves.
  await signIn(page.request, origin, customer);
  await page.goto('/app/profile/allergens');
  const section = page.getByRole('region', { name: 'Allergens to avoid' });
  const peanuts = section.getByRole('checkbox', { name: 'Peanuts', exact: true });
  await expect(peanuts).not.toBeChecked();
  await peanuts.check();
  await section.getByRole('button', { name: 'Save allergens' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Allergens to avoid saved' })).toBeVisible();
  const axe = await new AxeBuilder({ page }).include('#profile-allergens').analyze();
  expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual(
    [],
  );
  await shotsAtTwoWidths(page, testInfo, 'allergens-profile');

  // The card in the search for 'peanut butter' warns, in words.
  await page.goto(search);
  await expect(card.getByText(WARNING)).toBeVisible();
  await shotsAtTwoWidths(page, testInfo, 'allergens-card');

  // A product without peanuts has no warning.
  await page.goto(`/app/product/${withoutPeanuts.barcode}`);
  await expect(page.getByRole('heading', { level: 1, name: withoutPeanuts.description })).toBeVisible();
  await expect(page.getByText(/which you avoid/)).toHaveCount(0);

  // Added to the cart, its line warns too.
  await openPickUpCart(page.request, origin);
  await page.goto(search);
  await card.getByRole('button', { name: /^Add to cart/ }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Added 1 pc' })).toBeVisible();
  await page.goto('/app/cart');
  const line = page
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: peanutButter.description }) });
  await expect(line.getByText(WARNING)).toBeVisible();
  await shotsAtTwoWidths(page, testInfo, 'allergens-cart');

  // In Italian, once.
  await page.goto(`/app/it/product/${PEANUT_BUTTER}`);
  await expect(page.getByText('Contiene arachidi, che eviti')).toBeVisible();
  await shotsAtTwoWidths(page, testInfo, 'allergens-product-it');
});
