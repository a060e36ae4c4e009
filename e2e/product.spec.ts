import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import type { Product } from '../product-api/src/contract/catalogue';
import { allProducts, euro, pick } from './catalogue-products';
import { ANY_WIDTH } from './support/any-width';

async function expectNoSeriousAxeViolation(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

let piece: Product;
let weighed: Product;
let produce: Product;
let outOfStock: Product;
let bananas: Product;

test.beforeAll(async ({ request }) => {
  const products = await allProducts(request);
  piece = pick(
    products,
    (p) => p.purchaseUm === 'PZ' && p.available && p.brand !== null && p.price > p.netPrice,
    'discounted branded piece product',
  );
  weighed = pick(
    products,
    (p) => p.purchaseUm !== 'PZ' && p.available && p.maxAmount !== null && p.minWeight !== null,
    'weighed product with limits',
  );
  produce = pick(
    products,
    (p) =>
      p.purchaseUm === 'KG' &&
      p.available &&
      p.umStep === 0.25 &&
      p.minWeight === 0.5 &&
      (p.maxAmount ?? 2) >= 2,
    'fruit or vegetable sold by the kg in steps of 0.25 from 0.5 kg',
  );
  outOfStock = pick(products, (p) => !p.available, 'product out of stock');
  bananas = pick(
    products,
    (p) => p.description === 'Bananas' && p.imageUrl !== null,
    'bananas with a picture',
  );
});

test.describe('product page', () => {
  test('opens a piece product by its address alone, with prices, details and breadcrumb', async ({
    page,
  }) => {
    const response = await page.goto(`/app/product/${piece.barcode}`);
    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle(
      new RegExp(`^${piece.description.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`),
    );
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(piece.description);
    await expect(page.getByTestId('product-price')).toContainText(euro(piece.netPrice));
    await expect(page.locator('s')).toContainText(euro(piece.price));
    await expect(page.getByText(`Price per unit: ${euro(piece.pricePerUm)}`)).toBeVisible();
    const details = page.getByRole('region', { name: 'Product details' });
    await expect(details.getByText(piece.barcode)).toBeVisible();
    await expect(details.getByText('Piece', { exact: true })).toBeVisible();

    const breadcrumb = page.getByRole('navigation', { name: 'Breadcrumb' });
    await expect(breadcrumb.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/app');
    await expect(breadcrumb.locator('a[href^="/app/category?id="]')).toHaveCount(2);
    await expect(breadcrumb.locator('[aria-current="page"]')).toHaveText(piece.description);

    await expect(page.getByRole('textbox', { name: /quantity/i })).toHaveValue('1');
    await expectNoSeriousAxeViolation(page);
  });

  test('weighed goods step by umStep from minWeight up to maxAmount, in kg', async ({ page }) => {
    await page.goto(`/app/product/${weighed.barcode}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(weighed.description);
    await expect(page.getByText('Weight (kg)')).toBeVisible();
    const amount = page.getByRole('textbox', { name: /quantity/i });
    const increase = page.getByRole('button', { name: 'Increase quantity' });
    const min = String(weighed.minWeight);
    await expect(amount).toHaveValue(min);
    await expect(page.getByRole('button', { name: 'Decrease quantity' })).toBeDisabled();

    await increase.click();
    await expect(amount).toHaveValue(
      String(Math.round(((weighed.minWeight ?? 0) + weighed.umStep) * 100) / 100),
    );
    await amount.fill(String(weighed.maxAmount));
    await amount.press('Enter');
    await expect(amount).toHaveValue(String(weighed.maxAmount));
    await increase.click();
    await expect(amount).toHaveValue(String(weighed.maxAmount));
    await expect(page.getByText('Maximum amount reached')).toBeVisible();
    await expectNoSeriousAxeViolation(page);
  });

  test(
    'a weight typed off the step snaps to the nearest step, then steps from there',
    { tag: ANY_WIDTH },
    async ({ page }) => {
      await page.goto(`/app/product/${produce.barcode}`);
      const amount = page.getByRole('textbox', { name: /quantity/i });
      // Typed key by key, as a shopper does, so the input's length limit applies: a weight keeps
      // both decimals.
      await amount.fill('');
      await amount.pressSequentially('0.75');
      await amount.press('Enter');
      await expect(amount).toHaveValue('0.75');

      await amount.fill('');
      await amount.pressSequentially('1.2');
      await amount.blur();
      await expect(amount).toHaveValue('1.25');
      await expect(page.getByText('Rounded to the nearest step of 0.25 kg')).toBeVisible();
      await page.getByRole('button', { name: 'Increase quantity' }).click();
      await expect(amount).toHaveValue('1.5');

      // Loose fruit is drawn as itself: the bananas' picture is a yellow bunch, not the fruit
      // shelf's orange circle (issue 30).
      const picture = await (await page.request.get(bananas.imageUrl ?? '')).text();
      expect(picture).toContain('fill="#f2c230"');
      expect(picture).not.toContain('r="95"');
    },
  );

  test(
    'a visitor who buys is asked to sign in, and the chosen weight is remembered',
    { tag: ANY_WIDTH },
    async ({ page }) => {
      await page.goto(`/app/product/${weighed.barcode}`);
      await page.getByRole('button', { name: 'Increase quantity' }).click();
      await page.getByRole('button', { name: /add to cart/i }).click();
      await expect(page.getByRole('dialog', { name: 'Sign in' })).toBeVisible();
      const pending = await page.evaluate(() => window.sessionStorage.getItem('productToAdd'));
      expect(JSON.parse(pending ?? 'null')).toEqual({
        barcode: weighed.barcode,
        amount: Math.round(((weighed.minWeight ?? 0) + weighed.umStep) * 100) / 100,
        purchaseUm: weighed.purchaseUm,
      });
    },
  );

  test(
    "an unavailable product says 'Out of stock' and cannot be bought",
    { tag: ANY_WIDTH },
    async ({ page }) => {
      await page.goto(`/app/product/${outOfStock.barcode}`);
      await expect(page.getByText('Out of stock').first()).toBeVisible();
      await expect(page.getByRole('button', { name: /add to cart/i })).toBeDisabled();
    },
  );

  test('an unknown or malformed barcode answers the translated 404 page', async ({ page }) => {
    const unknown = await page.goto('/app/product/1234567890123');
    expect(unknown?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'Product not found' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Back to the home page' })).toBeVisible();
    await expectNoSeriousAxeViolation(page);

    const malformed = await page.goto('/app/product/not-a-barcode');
    expect(malformed?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'Product not found' })).toBeVisible();

    const italian = await page.goto('/app/it/product/1234567890123');
    expect(italian?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'Prodotto non trovato' })).toBeVisible();
  });

  test('a product card on the home page opens the product page', async ({ page }) => {
    await page.goto('/app');
    const card = page.getByRole('region', { name: 'Featured products' }).getByRole('article').first();
    const title = card.getByRole('heading').getByRole('link');
    const name = (await title.textContent()) ?? '';
    await title.click();
    await expect(page).toHaveURL(/\/app\/product\/\d+$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
  });
});
