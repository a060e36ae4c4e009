import { randomUUID } from 'node:crypto';
import { type APIRequestContext, expect, test } from '@playwright/test';
import demoStaff from '../product-api/src/seed/demo-staff.json';
import { allProducts, pick } from './catalogue-products';
import { expectNoSeriousAxeViolations } from './support/expect-no-serious-axe-violations';
import { signUpCustomer } from './support/new-customer';
import { openPickUpCart, signIn, storeInCart } from './support/shopper';

type Envelope<T> = { responseCode: number; errorMessage?: string; data: T };

/**
 * A customer places a pick-up order for today or tomorrow through the storefront's BFF, as the
 * checkout does: a cart over the minimum, a free slot of the first two days held, the order placed.
 * Answers the order's code, its day ('Today' or 'Tomorrow') and the cart's store.
 */
async function placePickUpOrder(request: APIRequestContext, origin: string) {
  const cart = await openPickUpCart(request, origin);
  const products = await allProducts(request);
  const bread = pick(products, (p) => p.available && p.purchaseUm === 'PZ' && p.price >= 1, 'piece product');
  await storeInCart(request, origin, {
    cartId: cart.id,
    barcode: bread.barcode,
    amount: Math.min(bread.maxAmount ?? 99, Math.ceil((cart.minNetTotal + 2) / bread.price)),
  });
  const days = (
    (await (await request.get(`/app/api/ecommerce/slots/${cart.id}/days`)).json()) as Envelope<
      { weekDay: number; day: string; available: boolean }[]
    >
  ).data;
  const index = days.slice(0, 2).findIndex((day) => day.available);
  const day = days[index];
  if (!day) throw new Error('the demo data has no free pick-up slot today or tomorrow');
  const slots = (
    (await (
      await request.get(`/app/api/ecommerce/slots/${cart.id}?weekDay=${day.weekDay}`)
    ).json()) as Envelope<{ id: number; day: string; available: boolean }[]>
  ).data;
  const slot = slots.find((s) => s.day === day.day && s.available);
  if (!slot) throw new Error(`no free slot on ${day.day}`);
  const held = (await (
    await request.post('/app/api/ecommerce/slots/hold', {
      headers: { origin },
      data: { cartId: cart.id, timeSlotId: slot.id },
    })
  ).json()) as Envelope<unknown>;
  expect(held.responseCode, held.errorMessage).toBe(0);
  const placed = (await (
    await request.post('/app/api/ecommerce/cart/freeze', {
      headers: { origin, 'idempotency-key': randomUUID() },
      data: {
        cartId: cart.id,
        profileEmail: 'rita@example.com',
        profileMobilePhone: '79123456',
        profileMobilePhonePrefix: '356',
        firstName: 'Rita',
        lastName: 'Camilleri',
        timeSlotId: slot.id,
        paymentMode: 'CASH',
        notes: '',
        invoice: false,
        enableProductsReplacement: true,
        clientWeb: true,
        gift: false,
      },
    })
  ).json()) as Envelope<{ order: { code: string; cart: { storeId: number; storeDescription: string } } }>;
  expect(placed.responseCode, placed.errorMessage).toBe(0);
  return {
    code: placed.data.order.code,
    day: index === 0 ? 'Today' : 'Tomorrow',
    store: placed.data.order.cart.storeDescription,
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
    const order = await placePickUpOrder(request, origin);
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
