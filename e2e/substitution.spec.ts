import { type Page, type TestInfo, expect, test } from '@playwright/test';
import { allProducts, isPlainPieceProduct } from './catalogue-products';
import { expectNoSeriousAxeViolations } from './support/expect-no-serious-axe-violations';
import { signUpCustomer } from './support/new-customer';
import { openPickUpCart, signIn, storeInCart } from './support/shopper';

/**
 * Per-line substitution preference and picker note (issue 29 item 3): set on the cart page, kept
 * across a reload, summarised by the checkout's replacement box, and carried by the placed order
 * to the picker. Each test has a customer of its own with a pick-up cart of two piece products.
 */
let origin: string;
let products: Awaited<ReturnType<typeof allProducts>>;

test.beforeEach(async ({ page, request, baseURL }, testInfo) => {
  origin = new URL(baseURL ?? 'http://localhost:3000').origin;
  const customer = await signUpCustomer(request, origin, `subst-${testInfo.project.name}`);
  await signIn(page.request, origin, customer);
  const cart = await openPickUpCart(page.request, origin);
  products = (await allProducts(page.request)).filter(isPlainPieceProduct).slice(0, 2);
  if (products.length < 2) throw new Error('the demo catalogue has too few piece products');
  for (const product of products) {
    const amount = Math.ceil((cart.minNetTotal + 5) / product.netPrice);
    await storeInCart(page.request, origin, { cartId: cart.id, barcode: product.barcode, amount });
  }
});

async function shot(page: Page, testInfo: TestInfo, name: string, target = page.locator('main')) {
  await target.screenshot({ path: testInfo.outputPath(`${name}-${testInfo.project.name}.png`) });
}

const lineOf = (page: Page, description: string) =>
  page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: description, exact: true }) });

test('a line set to "Do not replace" with a note keeps it, the checkout sums it up, the order carries it', async ({
  page,
}, testInfo) => {
  test.setTimeout(90_000);
  const [first, second] = products;
  if (!first || !second) throw new Error('two products');
  await page.goto('/app/cart');
  const line = lineOf(page, first.description);
  // The fold's summary line (a disclosure: no ARIA role to find it by) says what is chosen.
  await expect(line.locator('summary')).toContainText('Replace with a similar product');

  // Keyboard only: the fold opens with Enter, the choice and the note are real labelled fields.
  await line.locator('summary').focus();
  await page.keyboard.press('Enter');
  const choice = line.getByRole('combobox', { name: 'If this product is missing' });
  await expect(choice).toBeVisible();
  const saved = page.waitForResponse((r) => r.url().endsWith('/cart/line/preferences') && r.ok());
  await choice.selectOption({ label: 'Do not replace' });
  await saved;
  const note = line.getByRole('textbox', { name: 'Note for the picker' });
  await note.fill('Well baked 🙂 please');
  await expect(note).toHaveValue('Well baked please');
  await expect(note).toHaveAccessibleDescription('17/50 characters. Emoji and symbols are left out.');
  const noteSaved = page.waitForResponse((r) => r.url().endsWith('/cart/line/preferences') && r.ok());
  await note.press('Enter');
  await noteSaved;
  await expect(line.locator('summary')).toContainText('Do not replaceNote: Well baked please');
  await expectNoSeriousAxeViolations(page);
  await shot(page, testInfo, 'subst-cart-line', line);

  await page.reload();
  const reloaded = lineOf(page, first.description);
  await expect(reloaded.locator('summary')).toContainText('Do not replace');
  await expect(reloaded.locator('summary')).toContainText('Note: Well baked please');
  await expect(lineOf(page, second.description).locator('summary')).toContainText(
    'Replace with a similar product',
  );
  await shot(page, testInfo, 'subst-cart-page');

  // The checkout's required box confirms the rules with the lines' choices.
  await page.goto('/app/checkout');
  await page
    .getByRole('group', { name: /^Time on/ })
    .getByRole('radio')
    .and(page.locator(':enabled'))
    .first()
    .check();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page).toHaveURL(/\/app\/checkout\/data$/);
  const box = page.getByRole('checkbox', { name: /you may replace it with a similar one/ });
  await expect(box).toHaveAccessibleDescription(
    `1 product will not be replaced: ${first.description}. 1 note for the picker.`,
  );
  await page.getByRole('radio', { name: 'Pay at the store' }).check();
  await box.check();
  await expectNoSeriousAxeViolations(page);
  await shot(page, testInfo, 'subst-checkout-box', box.locator('xpath=ancestor::div[2]'));
  await page.getByRole('button', { name: 'Place order' }).click();
  await expect(page).toHaveURL(/\/app\/checkout\/confirm\?orderId=\d+$/, { timeout: 15_000 });

  // The order, as the order detail answers it, carries the choices to the picker.
  const orderId = new URL(page.url()).searchParams.get('orderId');
  const fetched = (await (await page.request.get(`/app/api/ecommerce/orders/${orderId}/fetch`)).json()) as {
    data: { cart: { items: { barcode: string; replace: boolean; note: string }[] } };
  };
  expect(fetched.data.cart.items.map((i) => [i.barcode, i.replace, i.note])).toEqual([
    [first.barcode, false, 'Well baked please'],
    [second.barcode, true, ''],
  ]);
});

test('Italian: the cart line and the checkout speak it', async ({ page }) => {
  const [first] = products;
  if (!first) throw new Error('a product');
  // Italian pages name the product in Italian (issue 30 item 8).
  const italian = (await allProducts(page.request, 'it')).find((p) => p.barcode === first.barcode);
  await page.goto('/app/it/cart');
  const line = lineOf(page, italian?.description ?? first.description);
  await expect(line.locator('summary')).toContainText('Sostituisci con un prodotto simile');
  await line.locator('summary').click();
  await expect(line.getByRole('combobox', { name: 'Se questo prodotto manca' })).toBeVisible();
  await expect(line.getByRole('textbox', { name: 'Nota per chi prepara la spesa' })).toBeVisible();
});
