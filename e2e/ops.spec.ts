import { type APIRequestContext, expect, test } from '@playwright/test';
import demoStaff from '../product-api/src/seed/demo-staff.json';
import { allProducts, pick } from './catalogue-products';
import { expectNoSeriousAxeViolations } from './support/expect-no-serious-axe-violations';
import { type NewCustomer, signUpCustomer } from './support/new-customer';
import { openPickUpCart, placeOrder, signIn, storeInCart } from './support/shopper';

/**
 * A customer places a pick-up order for today or tomorrow through the storefront's BFF, as the
 * checkout does: a cart over the minimum, a free slot of the first two days held, the order placed.
 * Answers the order's code, its day ('Today' or 'Tomorrow') and the cart's store.
 */
async function placePickUpOrder(request: APIRequestContext, origin: string, customer: NewCustomer) {
  const cart = await openPickUpCart(request, origin);
  const products = await allProducts(request);
  const bread = pick(products, (p) => p.available && p.purchaseUm === 'PZ' && p.price >= 1, 'piece product');
  await storeInCart(request, origin, {
    cartId: cart.id,
    barcode: bread.barcode,
    amount: Math.min(bread.maxAmount ?? 99, Math.ceil((cart.minNetTotal + 2) / bread.price)),
  });
  const order = await placeOrder(request, origin, customer, cart.id, { withinDays: 2 });
  return {
    code: order.code,
    day: order.dayIndex === 0 ? 'Today' : 'Tomorrow',
    store: order.cart.storeDescription,
  };
}

test.describe('The staff screen', () => {
  test('a picker signs in, sees a customer order of their store, filters it and signs out', async ({
    page,
    request,
    baseURL,
  }, testInfo) => {
    const origin = new URL(baseURL ?? '').origin;
    const customer = await signUpCustomer(request, baseURL ?? '', 'ops');
    await signIn(request, origin, customer);
    const order = await placePickUpOrder(request, origin, customer);
    const picker = demoStaff.find((member) => member.role === 'picker' && member.store === order.store);
    if (!picker) throw new Error(`no demo picker for ${order.store}`);

    await page.goto('/app/ops');
    await expect(page.getByRole('heading', { name: 'Staff sign-in' })).toBeVisible();
    // The shop's header (search, cart) is not a picker's.
    await expect(page.getByRole('searchbox')).toHaveCount(0);
    await expectNoSeriousAxeViolations(page);
    await page.screenshot({
      path: testInfo.outputPath(`ops-sign-in-${testInfo.project.name}.png`),
      fullPage: true,
    });

    await page.getByLabel('E-mail').fill(picker.email);
    await page.getByLabel('Password').fill(picker.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/app\/ops\/orders$/);
    await expect(page.getByText(`${picker.name} · Picker`)).toBeVisible();

    await page.getByRole('button', { name: order.day }).click();
    const card = page.getByRole('listitem').filter({ hasText: `Order ${order.code}` });
    await expect(card).toBeVisible();
    await expect(card).toContainText('To be prepared');
    await expect(card).toContainText('Pick-up in store');
    await expect(card).toContainText(`Customer: ${customer.firstName}`);
    await expectNoSeriousAxeViolations(page);
    await page.screenshot({
      path: testInfo.outputPath(`ops-orders-${testInfo.project.name}.png`),
      fullPage: true,
    });

    // The staff cookie is httpOnly, scoped to the staff's BFF, and the page is never cached.
    const cookie = (await page.context().cookies()).find((c) => c.name === 'shop_staff_session');
    expect(cookie).toMatchObject({ httpOnly: true, path: '/app/api/ops', sameSite: 'Strict' });
    const html = await page.request.get('/app/ops/orders');
    expect(html.headers()['cache-control']).toMatch(/private|no-store/);
    expect(html.headers()['x-shop-page-cache']).toBeUndefined();

    const status = page.getByLabel('Status');
    await status.selectOption({ label: 'In preparation' });
    await expect(card).toHaveCount(0);
    await status.selectOption({ label: 'To be prepared' });
    await expect(card).toBeVisible();

    await page.getByRole('button', { name: 'Sign out' }).click();
    await expect(page.getByRole('heading', { name: 'Staff sign-in' })).toBeVisible();
    const after = await page.request.get('/app/api/ops/orders?day=today');
    expect(after.status()).toBe(401);
  });

  test("a customer's session does not open the staff's orders", async ({ page, baseURL }) => {
    const origin = new URL(baseURL ?? '').origin;
    const customer = await signUpCustomer(page.request, baseURL ?? '', 'ops-customer');
    await signIn(page.request, origin, customer);
    await page.goto('/app/ops/orders');
    await expect(page).toHaveURL(/\/app\/ops\?ended=1$/);
    await expect(page.getByText('Please sign in to see the orders.')).toBeVisible();
    const call = await page.request.get('/app/api/ops/me');
    expect(call.status()).toBe(401);
  });
});
