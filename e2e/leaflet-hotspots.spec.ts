import { expect, type Locator, type Page, test } from '@playwright/test';
import { allProducts, euro } from './catalogue-products';
import { expectNoSeriousAxeViolations } from './support/expect-no-serious-axe-violations';
import { type NewCustomer, signUpCustomer } from './support/new-customer';
import { abortOpenCarts, openPickUpCart, signIn } from './support/shopper';

/**
 * Shoppable leaflets (issue 33 item 5): the products drawn on a picture leaflet's pages are
 * buttons; a tap opens a small card with the price and the buy button, the same buy flow as a
 * product card's.
 */

/** The Christmas leaflet's carousel, opened from the grid as a shopper does. */
async function openChristmasLeaflet(page: Page): Promise<Locator> {
  await page.goto('/app/leaflets');
  await page
    .getByRole('main')
    .getByRole('link', { name: /Christmas selection/ })
    .click();
  const carousel = page.getByRole('region', { name: 'Pages of Christmas selection' });
  await expect(carousel.getByText('Page 1 of 5', { exact: true })).toBeVisible();
  return carousel;
}

/** The buy controls' confirmation ('Added 1 pc …', 'Added 0.5 kg …' for a weighed product). */
const addedToast = (page: Page, name: string) =>
  page
    .getByRole('status')
    .filter({ hasText: new RegExp(`Added [\\d.]+ \\w+ ${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`) });

/** The first product button of page 1 and the product it sells, as the catalogue has it. */
async function firstHotspot(page: Page, carousel: Locator) {
  const spot = carousel.getByRole('group', { name: 'Page 1 of 5' }).getByRole('button').first();
  const name = (await spot.textContent())?.trim() ?? '';
  const product = (await allProducts(page.request)).find((p) => p.description === name);
  if (!product) throw new Error(`the leaflet's first product "${name}" is not in the catalogue`);
  return { spot, product };
}

test.describe('buying from a leaflet', () => {
  // Each test has a customer of its own; the carts it opened are aborted afterwards.
  let customer: NewCustomer;
  let origin: string;

  test.beforeEach(async ({ request, baseURL }, testInfo) => {
    origin = new URL(baseURL ?? 'http://localhost:3000').origin;
    customer = await signUpCustomer(request, origin, `hotspots-${testInfo.project.name}`);
  });

  test.afterEach(async ({ page }) => {
    await abortOpenCarts(page.request, origin);
  });

  test('a signed-in shopper taps a product on a leaflet page and adds it to the cart', async ({
    page,
  }, testInfo) => {
    test.slow();
    await signIn(page.request, origin, customer);
    await openPickUpCart(page.request, origin);
    const carousel = await openChristmasLeaflet(page);
    const { spot, product } = await firstHotspot(page, carousel);
    await expect(spot).toHaveAccessibleName(product.description);

    // The buttons lie over the tiles the page draws, at every width (fractions of the picture).
    const picture = carousel.getByRole('img', { name: 'Christmas selection, page 1 of 5' });
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: width === 390 ? 844 : 800 });
      const [img, box] = [await picture.boundingBox(), await spot.boundingBox()];
      if (!img || !box) throw new Error('the page or its product has no box');
      expect((box.x - img.x) / img.width).toBeCloseTo(20 / 600, 2);
      expect((box.y - img.y) / img.height).toBeCloseTo(120 / 800, 2);
      expect(box.width / img.width).toBeCloseTo(270 / 600, 2);
    }

    // Keyboard: the product is a tab stop with a visible focus; Enter opens its card.
    await spot.focus();
    // Reached by the keyboard (Tab away and back), the focus ring shows, as it would for a shopper.
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Tab');
    await expect(spot).toBeFocused();
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: width === 390 ? 844 : 800 });
      await page.screenshot({ path: testInfo.outputPath(`hotspot-focus-${width}.png`) });
    }
    await page.keyboard.press('Enter');
    const card = page.getByRole('dialog', { name: product.description });
    await expect(card).toBeVisible();
    // The price as a product card shows it (read out as 'Price: €…').
    await expect(card.getByText(`Price: ${euro(product.netPrice)}`, { exact: true })).toBeVisible();
    await expectNoSeriousAxeViolations(page);
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: width === 390 ? 844 : 800 });
      await page.screenshot({ path: testInfo.outputPath(`hotspot-card-${width}.png`) });
    }

    await card.getByRole('button', { name: /^Add to cart/ }).click();
    await expect(addedToast(page, product.description)).toBeVisible();
    // Escape closes the card and gives the focus back to the product on the page.
    await page.keyboard.press('Escape');
    await expect(card).toHaveCount(0);
    await expect(spot).toBeFocused();

    await page.goto('/app/cart');
    await expect(page.getByRole('heading', { name: product.description })).toBeVisible();
  });

  test('a swipe that starts on a product turns the page; a signed-out tap leads through the login', async ({
    page,
  }) => {
    test.slow();
    await signIn(page.request, origin, customer);
    await openPickUpCart(page.request, origin);
    await page.request.post('/app/api/session/logout', { headers: { origin } });
    const carousel = await openChristmasLeaflet(page);
    const { spot, product } = await firstHotspot(page, carousel);

    // Dragging from a product to the left turns to page 2 and opens no card.
    const box = await spot.boundingBox();
    if (!box) throw new Error('the product has no box');
    await page.mouse.move(box.x + box.width - 10, box.y + box.height / 2);
    await page.mouse.down();
    await page.mouse.move(box.x - 150, box.y + box.height / 2, { steps: 12 });
    await page.mouse.up();
    await expect(carousel.getByText('Page 2 of 5', { exact: true })).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await carousel.getByRole('button', { name: 'Previous page' }).click();
    await expect(carousel.getByText('Page 1 of 5', { exact: true })).toBeVisible();

    // Signed out, the buy button asks for the login and the product follows into the cart.
    await spot.click();
    const card = page.getByRole('dialog', { name: product.description });
    await card.getByRole('button', { name: /^Add to cart/ }).click();
    const popup = page.getByRole('dialog', { name: 'Sign in' });
    await popup.getByLabel('Username (e-mail)').fill(customer.email);
    await popup.getByLabel('Password', { exact: true }).fill(customer.password);
    await popup.getByRole('button', { name: 'Sign in' }).click();
    await expect(popup).toHaveCount(0);
    await expect(addedToast(page, product.description)).toBeVisible();
  });
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('a tap on a product opens its card; a swipe from a product turns the page', async ({ page }) => {
    const carousel = await openChristmasLeaflet(page);
    const { spot, product } = await firstHotspot(page, carousel);
    await spot.tap();
    const card = page.getByRole('dialog', { name: product.description });
    await expect(card.getByRole('button', { name: /^Add to cart/ })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(card).toHaveCount(0);
    await expect(carousel.getByText('Page 1 of 5', { exact: true })).toBeVisible();

    // A finger swiping left from the product turns the page and opens no card.
    const box = await spot.boundingBox();
    if (!box) throw new Error('the product has no box');
    const touch = await page.context().newCDPSession(page);
    const y = box.y + box.height / 2;
    const at = (x: number) => [{ x, y }];
    await touch.send('Input.dispatchTouchEvent', {
      type: 'touchStart',
      touchPoints: at(box.x + box.width - 10),
    });
    for (let step = 1; step <= 10; step++) {
      const x = box.x + box.width - 10 - step * 25;
      await touch.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: at(x) });
    }
    await touch.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    await expect(carousel.getByText('Page 2 of 5', { exact: true })).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });
});

test('a PDF leaflet has no product buttons', async ({ page }) => {
  await page.goto('/app/leaflets');
  await page
    .getByRole('main')
    .getByRole('link', { name: /Weekly offers/ })
    .click();
  await expect(page.locator('object[type="application/pdf"]')).toBeVisible();
  await expect(page.getByRole('button', { name: /add to cart/i })).toHaveCount(0);
  await expect(page.getByText(/Tap a product on the page/)).toHaveCount(0);
});
