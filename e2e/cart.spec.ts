import { type APIRequestContext, type Page, expect, test } from '@playwright/test';
import type { Product } from '../product-api/src/contract/catalogue';
import { allProducts, euro, pick } from './catalogue-products';
import { expectNoSeriousAxeViolations } from './support/expect-no-serious-axe-violations';
import { type NewCustomer, signUpCustomer } from './support/new-customer';
import { abortOpenCarts, openPickUpCart, signIn, storeInCart } from './support/shopper';
import { ANY_WIDTH } from './support/any-width';
import { consoleTrouble, watchPageConsole } from './support/page-console';

/**
 * The cart (spec §2 /cart and the header icon, §4 session and cart; issue 13 item 4): buying from
 * a product card, the header's count and total, the cart page's stepper, remove, the minimum
 * order message, and the product chosen before login. Each test has a customer of its own (the
 * two browser projects run side by side) with a pick-up cart opened through the API; carts are
 * deleted after each test.
 */
let customer: NewCustomer;
let origin: string;

test.beforeEach(async ({ request, baseURL }, testInfo) => {
  origin = new URL(baseURL ?? 'http://localhost:3000').origin;
  customer = await signUpCustomer(request, origin, `cart-page-${testInfo.project.name}`);
});

test.afterEach(async ({ page }) => {
  await abortOpenCarts(page.request, origin);
});

const cartLink = (page: Page) => page.getByRole('link', { name: /^Cart:/ }).first();

/** A cheap piece product with no offer, so counts and totals are plain arithmetic. */
async function aPieceProduct(request: APIRequestContext): Promise<Product> {
  const products = await allProducts(request);
  return pick(
    products,
    (p) =>
      p.available &&
      p.purchaseUm === 'PZ' &&
      p.promotions.length === 0 &&
      p.netPrice < 4 &&
      (p.maxAmount ?? 99) >= 3 &&
      !p.tags.includes('water-pack'),
    'cheap piece product without an offer',
  );
}

test.describe('Cart', () => {
  test('a product bought from its card shows in the header and on the cart page, is stepped and removed', async ({
    page,
  }, testInfo) => {
    const product = await aPieceProduct(page.request);
    const name = product.description;
    await signIn(page.request, origin, customer);
    await openPickUpCart(page.request, origin);
    // The product and cart pages of the buying path log no error and no policy refusal (issue 30).
    const logged = await watchPageConsole(page);
    await page.goto(`/app/product/${product.barcode}`);
    await expect(cartLink(page)).toHaveAccessibleName('Cart: 0 items, products €0.00');

    await page
      .getByRole('button', { name: /^Add to cart/ })
      .first()
      .click();
    await expect(cartLink(page)).toHaveAccessibleName(`Cart: 1 item, products ${euro(product.netPrice)}`);
    await expect(page.getByRole('status').filter({ hasText: `Added 1 pc ${name}` })).toBeVisible();

    // On to the cart within the shop: the toast about the product page does not come along to
    // cover the cart's lines (issue 30 item 15); it would stay 2 s if it did.
    await cartLink(page).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Your cart' })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: 'Added' })).toHaveCount(0, { timeout: 500 });

    // Issue 30 item 6: while the page loads the shopper's cart, the header never shows a false
    // €0.00. Every total the header shows on the next page is noted from its first paint on.
    await page.addInitScript(() => {
      const seen: string[] = [];
      new MutationObserver(() => {
        const link = [...document.querySelectorAll('a')].find((a) => a.textContent?.startsWith('Cart:'));
        const total = link?.lastElementChild?.lastElementChild;
        if (!total?.checkVisibility({ visibilityProperty: true })) return;
        if (seen.at(-1) === total.textContent) return;
        seen.push(total.textContent ?? '');
        document.documentElement.dataset.cartTotalsSeen = seen.join('|');
      }).observe(document, { subtree: true, childList: true, characterData: true, attributes: true });
    });
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Your cart' })).toBeVisible();
    const row = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name }) });
    await expect(row).toBeVisible();
    await expect(cartLink(page)).toHaveAccessibleName(`Cart: 1 item, products ${euro(product.netPrice)}`);
    expect(await page.evaluate(() => document.documentElement.dataset.cartTotalsSeen)).toBe(
      euro(product.netPrice),
    );
    // Spec §9, issue 30 item 7: goods sold by the piece show no weight.
    await expect(row.getByText(/Approx\. weight/)).toHaveCount(0);
    const summary = page.getByRole('region', { name: 'Summary' });
    await expect(summary.getByText('Pick-up in store')).toBeVisible();
    await expect(summary.getByText('1 pc', { exact: true })).toBeVisible();
    await expect(summary.getByText('Minimum order')).toBeVisible();
    await expectNoSeriousAxeViolations(page);
    await page.screenshot({ path: testInfo.outputPath(`cart-${testInfo.project.name}.png`), fullPage: true });

    // Spec §5 cart: pieces step by 1 and not below 1.
    await expect(row.getByRole('button', { name: 'Decrease quantity' })).toBeDisabled();
    await row.getByRole('button', { name: 'Increase quantity' }).click();
    await expect(row.getByRole('textbox', { name: /^Quantity/ })).toHaveValue('2');
    await expect(cartLink(page)).toHaveAccessibleName(
      `Cart: 2 items, products ${euro(product.netPrice * 2)}`,
    );
    await expect(summary.getByText('2 pcs', { exact: true })).toBeVisible();

    // Two cheap products stay below the pick-up minimum (€10.00): checkout says so (spec §8).
    await page.getByRole('button', { name: 'Go to checkout' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'minimum' })).toHaveText(
      'The minimum order is not met: the minimum is €10.00',
    );

    await row.getByRole('button', { name: `Remove ${name}` }).click();
    await expect(page.getByRole('status').filter({ hasText: `${name} removed from cart` })).toBeVisible();
    await expect(page.getByText('Your cart is empty')).toBeVisible();
    await expect(cartLink(page)).toHaveAccessibleName('Cart: 0 items, products €0.00');
    expect(consoleTrouble(logged)).toEqual([]);
  });

  test('a product chosen before signing in goes into the cart after login (spec §4)', async ({ page }) => {
    // The cart exists already; the shopper then comes back signed out.
    await signIn(page.request, origin, customer);
    const cart = await openPickUpCart(page.request, origin);
    const weighed = pick(
      await allProducts(page.request),
      (p) => p.available && p.purchaseUm !== 'PZ' && Math.max(p.minWeight ?? 0, p.umStep) < 1,
      'weighed product sold from under 1 kg',
    );
    const kg = Math.max(weighed.minWeight ?? 0, weighed.umStep);
    await page.request.post('/app/api/session/logout', { headers: { origin } });

    const product = await aPieceProduct(page.request);
    const name = product.description;
    await page.goto(`/app/product/${product.barcode}`);
    await page
      .getByRole('button', { name: /^Add to cart/ })
      .first()
      .click();
    const popup = page.getByRole('dialog', { name: 'Sign in' });
    await popup.getByLabel('Username (e-mail)').fill(customer.email);
    await popup.getByLabel('Password', { exact: true }).fill(customer.password);
    await popup.getByRole('button', { name: 'Sign in' }).click();
    await expect(popup).toHaveCount(0);

    await expect(page.getByRole('status').filter({ hasText: `Added 1 pc ${name}` })).toBeVisible();
    await expect(cartLink(page)).toHaveAccessibleName(`Cart: 1 item, products ${euro(product.netPrice)}`);
    // A weighed product joins it, for the cart page's weights and count.
    await storeInCart(page.request, origin, { cartId: cart.id, barcode: weighed.barcode, weight: kg });
    await page.goto('/app/cart');
    await expect(page.getByRole('heading', { name })).toBeVisible();
    // Spec §9, issue 30 item 7: only the weighed line has a weight, in g below 1 kg, rounded up to
    // 10 g; the summary does not count it as a piece.
    const weighedRow = page
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: weighed.description }) });
    await expect(
      weighedRow.getByText(`Approx. weight ${Math.ceil(Math.round(kg * 1000) / 10) * 10} g`),
    ).toBeVisible();
    await expect(page.getByText(/Approx\. weight/)).toHaveCount(1);
    await expect(
      page.getByRole('region', { name: 'Summary' }).getByText('1 pc + 1 weighed product', { exact: true }),
    ).toBeVisible();
  });

  test('the header total follows a click before the server answers (optimistic update)', async ({
    page,
  }, testInfo) => {
    test.skip(testInfo.project.name !== 'desktop', 'one throttled measurement is enough');
    const product = await aPieceProduct(page.request);
    await signIn(page.request, origin, customer);
    await openPickUpCart(page.request, origin);
    // Measured once the page is hydrated and holds the (empty) cart, as a shopper's click would be:
    // the server's HTML already reads €0.00, so wait for the cart itself.
    const cartLoaded = page.waitForResponse((response) =>
      response.url().includes('/api/ecommerce/cart/current'),
    );
    await page.goto(`/app/product/${product.barcode}`);
    await cartLoaded;
    await page.waitForLoadState('networkidle');
    await expect(cartLink(page)).toHaveAccessibleName('Cart: 0 items, products €0.00');

    // The server's answer is held back until the header has changed: only an optimistic update
    // can pass. Issue 13 asks for click to header total ≤ 100 ms with 4× CPU throttling; the time
    // is reported here (bench/README.md), not asserted, as the guide wants of timings.
    let answer = () => {};
    const held = new Promise<void>((resolve) => (answer = resolve));
    await page.route('**/app/api/ecommerce/cart/store', async (route) => {
      await held;
      await route.continue();
    });
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    const expected = euro(product.netPrice);
    const elapsed = await page.evaluate(
      (total) =>
        new Promise<number>((resolve, reject) => {
          const header = [...document.querySelectorAll('a')].find((a) => a.textContent?.startsWith('Cart:'));
          const buy = [...document.querySelectorAll('button')].find((b) =>
            b.textContent?.startsWith('Add to cart'),
          );
          if (!header || !buy) return reject(new Error('no header cart link or buy button'));
          const start = performance.now();
          new MutationObserver((_, observer) => {
            if (!header.textContent?.includes(total)) return;
            observer.disconnect();
            resolve(performance.now() - start);
          }).observe(header, { subtree: true, childList: true, characterData: true });
          buy.click();
        }),
      expected,
    );
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    testInfo.annotations.push({
      type: 'click to header total (4× CPU)',
      description: `${elapsed.toFixed(1)} ms`,
    });
    console.log(`click to header total with 4× CPU throttling: ${elapsed.toFixed(1)} ms`);

    // The server answers; the header keeps the total it confirms.
    answer();
    await expect(
      page.getByRole('status').filter({ hasText: `Added 1 pc ${product.description}` }),
    ).toBeVisible();
    await expect(cartLink(page)).toHaveAccessibleName(`Cart: 1 item, products ${expected}`);
  });

  test('a visitor on the cart page is offered the login instead of the checkout', async ({ page }) => {
    await page.goto('/app/cart');
    await expect(page.getByRole('heading', { name: 'Sign in to see your cart' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Go to checkout' })).toHaveCount(0);
    await page.getByRole('button', { name: 'Sign in to check out' }).click();
    await expect(page.getByRole('dialog', { name: 'Sign in' })).toBeVisible();
  });

  test(
    'moving a cart onto another that together would hold 14 water packs is refused, saying why',
    { tag: ANY_WIDTH },
    async ({ page }, testInfo) => {
      await signIn(page.request, origin, customer);
      const packs = (await allProducts(page.request)).filter(
        (p) => p.available && p.tags.includes('water-pack') && (p.maxAmount ?? 99) >= 8,
      );
      const [first, second] = packs;
      if (!first || !second) throw new Error('the demo data has fewer than two water packs');
      const deliveries = (await (await page.request.get('/app/api/ecommerce/deliveries')).json()) as {
        data: { deliveryMode: string; storeId: number | null; storeDescription: string | null }[];
      };
      const stores = deliveries.data.filter((d) => d.deliveryMode === 'IN_STORE' && d.storeId !== null);
      const [there, here] = stores;
      if (!there?.storeId || !here?.storeId)
        throw new Error('the demo data has fewer than two pick-up stores');
      // 8 packs in a cart at one store, then 6 in the current cart at the other: together 14.
      for (const [storeId, product, amount] of [
        [there.storeId, first, 8],
        [here.storeId, second, 6],
      ] as const) {
        const opened = (await (
          await page.request.post('/app/api/ecommerce/cart/open', {
            headers: { origin },
            data: { deliveryMode: 'IN_STORE', storeId, terminalType: 'WEB', terminalId: '01' },
          })
        ).json()) as { data: { id: number } };
        const stored = (await (
          await page.request.post('/app/api/ecommerce/cart/store', {
            headers: { origin },
            data: { cartId: opened.data.id, barcode: product.barcode, amount, preview: false },
          })
        ).json()) as { responseCode: number };
        expect(stored.responseCode).toBe(0);
      }

      await page.goto('/app/cart/update');
      await page
        .getByRole('radio', { name: new RegExp(`^Pick-up at ${there.storeDescription ?? ''}`) })
        .check();
      const move = page.getByRole('button', { name: 'Move the cart' });
      await expect(move).toBeEnabled();
      await move.click();
      await expect(page.getByRole('alert').filter({ hasText: 'water packs' })).toHaveText(
        'Together with your cart there, this would make more than 10 water packs, the most an order may hold. Remove some water packs first.',
      );
      await expect(page).toHaveURL(/\/app\/cart\/update$/);
      await expectNoSeriousAxeViolations(page);
      await page.screenshot({ path: testInfo.outputPath('cart-move-packs-1280.png'), fullPage: true });
      await page.setViewportSize({ width: 390, height: 844 });
      await page.screenshot({ path: testInfo.outputPath('cart-move-packs-390.png'), fullPage: true });
    },
  );
});
