import {
  type APIRequestContext,
  type Browser,
  type Page,
  type TestInfo,
  expect,
  test,
} from '@playwright/test';
import { formatBalanceDate } from '../components/account/profile/balance-date';
import type { Product } from '../product-api/src/contract/catalogue';
import { minimumOf } from '../product-api/src/contract/quantity';
import { SHOP_RULES } from '../product-api/src/contract/shop-rules';
import demoStaff from '../product-api/src/seed/demo-staff.json';
import { DEMO_LOYALTY_CARDS, type DemoLoyaltyCard } from '../product-api/src/seed/loyalty-cards-data';
import { allProducts, isPlainPieceProduct, pick } from './catalogue-products';
import { ANY_WIDTH } from './support/any-width';
import { expectNoSeriousAxeViolations } from './support/expect-no-serious-axe-violations';
import { waitForMail } from './support/mailbox';
import { type NewCustomer, signUpCardHolder, signUpCustomer } from './support/new-customer';
import {
  addBillingAddress,
  openPickUpCart,
  payOnSandboxPage,
  placeOrder,
  signIn,
  storeInCart,
} from './support/shopper';

/**
 * The store prepares an order (issue 29 items 2, 4, 7 and 8): a customer's order picked on a
 * picker's 390 px handheld, with a line not available, one substituted and a weighed one heavier
 * than ordered, while the customer's order page, open all along, follows; once collected, its
 * receipt and VAT invoice as PDFs and the card's new points; two staff on one order; the pick list
 * under axe. Each test has customers and orders of its own.
 */
type Envelope<T> = { responseCode: number; errorMessage?: string; data: T };
type StaffMember = (typeof demoStaff)[number];

const PHONE = { width: 390, height: 844 };

/** The products of an order to pick: one to miss, one to replace, one to weigh, and a replacement. */
type Basket = { missing: Product; replaced: Product; weighed: Product; substitute: Product };

async function aBasket(request: APIRequestContext): Promise<Basket> {
  const products = await allProducts(request);
  const taken = new Set<string>();
  const take = (test: (p: Product) => boolean, what: string) => {
    const found = pick(products, (p) => !taken.has(p.barcode) && test(p), what);
    taken.add(found.barcode);
    return found;
  };
  return {
    missing: take(isPlainPieceProduct, 'piece product'),
    replaced: take(isPlainPieceProduct, 'second piece product'),
    weighed: take(
      (p) => p.available && p.purchaseUm !== 'PZ' && p.promotions.length === 0,
      'weighed product without an offer',
    ),
    substitute: take(isPlainPieceProduct, 'third piece product'),
  };
}

/**
 * A customer's order of the basket for today or tomorrow (the days the staff's overview shows),
 * placed as the checkout places it: the missing product marked 'do not replace' with a note, a
 * free time held, the order placed (with a VAT invoice when a billing address is given) and paid
 * online on the sandbox provider's page.
 */
async function placeBasketOrder(
  page: Page,
  origin: string,
  customer: NewCustomer,
  basket: Basket,
  billingAddressId?: number,
) {
  const request = page.request;
  const cart = await openPickUpCart(request, origin, { store: 'last' });
  const { missing, replaced, weighed } = basket;
  await storeInCart(request, origin, {
    cartId: cart.id,
    barcode: missing.barcode,
    amount: Math.ceil((cart.minNetTotal + 5) / missing.netPrice),
  });
  await storeInCart(request, origin, { cartId: cart.id, barcode: replaced.barcode, amount: 2 });
  await storeInCart(request, origin, {
    cartId: cart.id,
    barcode: weighed.barcode,
    weight: minimumOf(weighed),
  });
  const preferences = (await (
    await request.post('/app/api/ecommerce/cart/line/preferences', {
      headers: { origin },
      data: { cartId: cart.id, barcode: missing.barcode, replace: false, note: 'Only if fresh' },
    })
  ).json()) as Envelope<unknown>;
  expect(preferences.responseCode, preferences.errorMessage).toBe(0);

  const order = await placeOrder(request, origin, customer, cart.id, {
    paymentMode: 'APCOPAY',
    notes: 'Please ring twice',
    withinDays: 2,
    billingAddressId,
  });
  await payOnSandboxPage(page, order.id);

  return {
    id: order.id,
    code: order.code,
    store: order.cart.storeDescription,
    day: order.dayIndex === 0 ? 'Today' : 'Tomorrow',
  };
}

function staffOf(store: string, role: 'picker' | 'manager'): StaffMember {
  const member = demoStaff.find((m) => m.role === role && (role === 'manager' || m.store === store));
  if (!member) throw new Error(`no demo ${role} for ${store}`);
  return member;
}

/** A staff member signed in at /app/ops in a browser of their own, on a phone unless told. */
async function staffPage(browser: Browser, member: StaffMember, viewport = PHONE) {
  const context = await browser.newContext({ viewport, isMobile: viewport.width < 768, hasTouch: true });
  const page = await context.newPage();
  await page.goto('/app/ops');
  await page.getByLabel('E-mail').fill(member.email);
  await page.getByLabel('Password').fill(member.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/app\/ops\/orders$/);
  return page;
}

/**
 * A customer of their own, signed in, in a browser of their own (the order page stays open there);
 * with `card`, the holder of that demo card, whose orders earn points.
 */
async function customerPage(browser: Browser, origin: string, tag: string, card?: DemoLoyaltyCard) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const customer = card
    ? await signUpCardHolder(page.request, origin, card)
    : await signUpCustomer(page.request, origin, tag);
  await signIn(page.request, origin, customer);
  return { page, customer };
}

/** The free demo card kept for the whole flow (product-api/src/seed/loyalty-cards-data.ts). */
function pointsCard(): DemoLoyaltyCard {
  const card = DEMO_LOYALTY_CARDS.find((c) => c.code === '0400200000051');
  if (!card) throw new Error('no demo card 0400200000051');
  return card;
}

/** The card's points now (GET /profiles/point-balance, as the side menu asks). */
async function pointBalanceOf(page: Page): Promise<number> {
  const answer = (await (await page.request.get('/app/api/profiles/point-balance')).json()) as Envelope<{
    pointBalance: number;
  }>;
  expect(answer.responseCode, answer.errorMessage).toBe(0);
  return answer.data.pointBalance;
}

/** Spec §9's balance time (DD/MM/YYYY HH:mm, Malta) of each minute from a minute before `from` to now. */
function balanceTimesSince(from: number): string[] {
  const times = new Set<string>();
  for (let at = from - 60_000; at <= Date.now() + 30_000; at += 30_000) {
    times.add(formatBalanceDate(new Date(at).toISOString()) ?? '');
  }
  return [...times];
}

const lineOf = (page: Page, product: Product) => page.getByRole('listitem', { name: product.description });

/** 0,623 for 0.5 kg ordered: the scale's reading, typed with a comma as on a Maltese handheld. */
const heavier = (kg: number) => (Math.round((kg + 0.123) * 1000) / 1000).toFixed(3).replace('.', ',');

async function shots(page: Page, testInfo: TestInfo, name: string) {
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 800 });
    await page.screenshot({ path: testInfo.outputPath(`${name}-${width}.png`), fullPage: true });
  }
}

test.describe('Picking an order', () => {
  test(
    'a picker on a phone picks an order while the customer watches it move',
    { tag: ANY_WIDTH },
    async ({ browser, baseURL }, testInfo) => {
      test.setTimeout(120_000);
      const origin = new URL(baseURL ?? '').origin;
      const customer = await customerPage(browser, origin, 'picking', pointsCard());
      const pointsBefore = await pointBalanceOf(customer.page);
      const billingAddressId = await addBillingAddress(customer.page.request, origin);
      const basket = await aBasket(customer.page.request);
      const started = Date.now();
      const order = await placeBasketOrder(
        customer.page,
        origin,
        customer.customer,
        basket,
        billingAddressId,
      );
      await customer.page.goto(`/app/orders?orderId=${order.id}`);
      await expect(
        customer.page.getByRole('heading', { level: 2, name: `Order ${order.code}` }),
      ).toBeVisible();

      // The picker finds the order in the overview of its day, on a 390 px handheld.
      const picker = await staffPage(browser, staffOf(order.store, 'picker'));
      await picker.getByRole('button', { name: order.day }).click();
      await picker.getByRole('link', { name: new RegExp(`Order ${order.code}`) }).click();
      await expect(picker).toHaveURL(new RegExp(`/app/ops/orders/${order.id}$`));
      await expect(picker.getByRole('heading', { level: 1, name: `Order ${order.code}` })).toBeVisible();
      await expect(picker.getByText('0 of 3 picked')).toBeVisible();
      await expect(picker.getByText('Order note: Please ring twice')).toBeVisible();
      const missing = lineOf(picker, basket.missing);
      await expect(missing).toContainText('Do not replace');
      await expect(missing).toContainText("Customer's note: Only if fresh");

      await picker.getByRole('button', { name: 'Start picking' }).click();
      await expect(picker.getByText('In preparation', { exact: true })).toBeVisible();
      // The customer's page follows without a reload, within 5 s (it asks every 4 s).
      await expect(customer.page.getByText('Being prepared').first()).toBeVisible({ timeout: 5_000 });

      await expect(missing.getByRole('button', { name: 'Substitute' })).toHaveCount(0);
      await missing.getByRole('button', { name: 'Not available' }).click();
      await expect(
        missing.getByRole('button', { name: `Undo: ${basket.missing.description}` }),
      ).toBeVisible();
      await expect(missing.getByRole('button', { name: 'Not available' })).toHaveCount(0);
      await expect(picker.getByText('1 of 3 picked')).toBeVisible();

      const replaced = lineOf(picker, basket.replaced);
      await replaced.getByRole('button', { name: 'Substitute' }).click();
      const dialog = picker.getByRole('dialog', { name: `Substitute for ${basket.replaced.description}` });
      await dialog.getByLabel("Search the store's products").fill(basket.substitute.description.slice(0, 60));
      await dialog.getByRole('button', { name: 'Search' }).click();
      await dialog.getByRole('button', { name: `Choose ${basket.substitute.description}` }).click();
      await dialog.getByRole('button', { name: 'Put in the bag' }).click();
      await expect(dialog).toBeHidden();
      await expect(replaced).toContainText(`Replaced by ${basket.substitute.description}: 2 pieces`);

      const weighed = lineOf(picker, basket.weighed);
      const reading = heavier(minimumOf(basket.weighed));
      await weighed.getByLabel(/Weight on the scale/).fill(reading);
      await weighed.getByRole('button', { name: 'Picked' }).click();
      await expect(weighed).toContainText(`Picked: ${reading.replace(',', '.')} kg`);
      await expect(picker.getByText('3 of 3 picked')).toBeVisible();
      await picker.screenshot({ path: testInfo.outputPath('pick-list-picked-390.png'), fullPage: true });

      await picker.getByRole('button', { name: 'Picking done' }).click();
      await expect(picker.getByText('Issuing receipt', { exact: true })).toBeVisible();
      const total =
        (await picker.locator('dl > div', { hasText: 'Final total' }).locator('dd').textContent()) ?? '';
      expect(total).toMatch(/^€\d+\.\d\d$/);
      await picker.getByRole('button', { name: 'Ready for collection' }).click();
      await expect(picker.getByText('Ready for collection', { exact: true })).toBeVisible();
      await expect(picker.getByRole('button', { name: 'Ready for collection' })).toHaveCount(0);
      const readyAt = Date.now();

      // The customer's page, open all along, shows it within 5 s, then what was prepared.
      await expect(customer.page.getByText('Ready for collection').first()).toBeVisible({ timeout: 5_000 });
      const prepared = customer.page.getByRole('region', { name: 'Products prepared' });
      await expect(prepared.locator('s', { hasText: basket.missing.description })).toBeVisible();
      await expect(
        prepared.getByRole('listitem').filter({ hasText: basket.missing.description }),
      ).toContainText('Not available');
      // The replaced line names its substitute too, so the substitute's line is found by what it replaces.
      const substituteLine = prepared
        .getByRole('listitem')
        .filter({ hasText: `Instead of ${basket.replaced.description}` });
      await expect(substituteLine).toContainText(`${basket.substitute.description}Substitute`);
      await expect(
        prepared.getByRole('listitem').filter({ hasText: `With ${basket.substitute.description}` }),
      ).toContainText(`${basket.replaced.description}Replaced`);
      const weighedKg = Number(reading.replace(',', '.')).toFixed(2);
      await expect(
        prepared.getByRole('listitem').filter({ hasText: basket.weighed.description }),
      ).toContainText(`Weighed ${weighedKg} kg`);
      const totals = customer.page.getByRole('region', { name: 'Totals' });
      await expect(totals).toContainText(`Final total${total}`);
      await customer.page.screenshot({
        path: testInfo.outputPath('order-prepared-customer.png'),
        fullPage: true,
      });

      // Handed over: the e-mails of the way are in the SMTP stand-in, the last with the final total.
      const collectedAt = Date.now();
      await picker.getByRole('button', { name: 'Collected', exact: true }).click();
      await expect(picker.getByText('Nothing more to do for this order.')).toBeVisible();
      const ready = await waitForMail(customer.customer.email, {
        after: started,
        subject: `Your order ${order.code} is ready for collection`,
      });
      expect(ready.text).toContain(`collect it at ${order.store}`);
      expect(ready.receivedAt).toBeGreaterThanOrEqual(readyAt - 1_000);
      const completed = await waitForMail(customer.customer.email, {
        after: started,
        subject: `Your order ${order.code} is complete`,
      });
      expect(completed.text).toContain(`Final total: ${total}`);
      await expect(customer.page.getByText('Collected', { exact: true }).first()).toBeVisible({
        timeout: 5_000,
      });

      // The receipt and the VAT invoice asked for at checkout: PDFs numbered in their series, the
      // same numbers as in the e-mail.
      const documents = customer.page.getByRole('region', { name: 'Receipt and invoice' });
      const numbers: string[] = [];
      for (const [name, series] of [
        ['Receipt', 'R'],
        ['VAT invoice', 'INV'],
      ] as const) {
        const link = documents.getByRole('link', {
          name: new RegExp(`^${name} ${series}-\\d{4}-\\d{6} \\(PDF\\)$`),
        });
        const number =
          new RegExp(`${series}-\\d{4}-\\d{6}`).exec((await link.textContent()) ?? '')?.[0] ?? '';
        numbers.push(number);
        expect(completed.text).toContain(`${name} ${number}`);
        // The e-mail carries the document too.
        const attached = completed.files.find((f) => f.fileName === `${number}.pdf`);
        expect(attached?.contentType).toBe('application/pdf');
        expect(attached?.content.subarray(0, 4).toString('latin1')).toBe('%PDF');
        const file = await customer.page.request.get((await link.getAttribute('href')) ?? '');
        expect(file.headers()['content-type']).toBe('application/pdf');
        expect(file.headers()['content-disposition']).toContain(`${number}.pdf`);
        expect((await file.body()).subarray(0, 4).toString('latin1')).toBe('%PDF');
      }
      // A shopper's click on the receipt downloads it under its number.
      const download = customer.page.waitForEvent('download');
      await documents.getByRole('link', { name: /^Receipt / }).click();
      expect((await download).suggestedFilename()).toBe(`${numbers[0]}.pdf`);
      await customer.page.setViewportSize(PHONE);
      // From the top, so the sticky header is drawn where it belongs in the full-page shot.
      await customer.page.evaluate(() => window.scrollTo(0, 0));
      await customer.page.screenshot({
        path: testInfo.outputPath('order-collected-customer-390.png'),
        fullPage: true,
      });

      // The card's new balance and its date in the profile's side menu: 1 point per whole euro.
      const finalCents = Math.round(Number(total.slice(1)) * 100);
      const earned = Math.floor((finalCents * SHOP_RULES.loyaltyPointsPerEuro) / 100);
      expect(earned).toBeGreaterThan(0);
      await customer.page.goto('/app/profile');
      const menu = customer.page.getByRole('complementary');
      const balance = new Intl.NumberFormat('en').format(pointsBefore + earned);
      await expect(menu.getByText(`${balance} points`, { exact: true })).toBeVisible();
      const times = balanceTimesSince(collectedAt).join('|');
      await expect(menu.getByText(new RegExp(`^Balance at (${times})$`))).toBeVisible();
    },
  );

  test(
    "two staff on one order: the second's stale change is told the order changed",
    { tag: ANY_WIDTH },
    async ({ browser, baseURL }) => {
      test.setTimeout(90_000);
      const origin = new URL(baseURL ?? '').origin;
      const customer = await customerPage(browser, origin, 'picking-race');
      const basket = await aBasket(customer.page.request);
      const order = await placeBasketOrder(customer.page, origin, customer.customer, basket);

      const picker = await staffPage(browser, staffOf(order.store, 'picker'));
      const manager = await staffPage(browser, staffOf(order.store, 'manager'));
      for (const staff of [picker, manager]) {
        await staff.goto(`/app/ops/orders/${order.id}`);
        await expect(staff.getByRole('button', { name: 'Start picking' })).toBeVisible();
      }
      await picker.getByRole('button', { name: 'Start picking' }).click();
      await expect(picker.getByText('In preparation', { exact: true })).toBeVisible();

      // The manager's screen still shows the order as it was: the cancel it sends is stale.
      await manager.getByRole('button', { name: 'Cancel order' }).click();
      const cancel = manager.getByRole('dialog', { name: `Cancel order ${order.code}?` });
      await cancel.getByLabel('Reason (the customer reads it)').fill('Out of stock on most lines');
      await cancel.getByRole('button', { name: 'Cancel the order' }).click();
      await expect(cancel.getByRole('alert')).toHaveText(/This order was changed meanwhile/);
      // Nothing typed is lost, and the list behind is read again.
      await expect(cancel.getByLabel('Reason (the customer reads it)')).toHaveValue(
        'Out of stock on most lines',
      );
      await cancel.getByRole('button', { name: 'Keep the order' }).click();
      await expect(manager.getByText('In preparation', { exact: true })).toBeVisible();
      await expect(manager.getByRole('button', { name: 'Start picking' })).toHaveCount(0);
    },
  );

  test('the pick list passes axe and fits a phone and a desktop', async ({ browser, baseURL }, testInfo) => {
    test.setTimeout(90_000);
    const origin = new URL(baseURL ?? '').origin;
    const customer = await customerPage(browser, origin, `picking-axe-${testInfo.project.name}`);
    const basket = await aBasket(customer.page.request);
    const order = await placeBasketOrder(customer.page, origin, customer.customer, basket);
    const viewport = testInfo.project.use.viewport ?? PHONE;
    const picker = await staffPage(browser, staffOf(order.store, 'picker'), viewport);
    await picker.goto(`/app/ops/orders/${order.id}`);
    await picker.getByRole('button', { name: 'Start picking' }).click();
    await expect(picker.getByText('In preparation', { exact: true })).toBeVisible();
    await lineOf(picker, basket.missing).getByRole('button', { name: 'Not available' }).click();
    await expect(picker.getByText('1 of 3 picked')).toBeVisible();
    await expectNoSeriousAxeViolations(picker);
    await lineOf(picker, basket.replaced).getByRole('button', { name: 'Substitute' }).click();
    await expect(picker.getByRole('dialog')).toBeVisible();
    await expectNoSeriousAxeViolations(picker);
    await picker.keyboard.press('Escape');
    // The actions stay in reach at the bottom of the screen, over the lines.
    const bar = picker.getByRole('region', { name: 'Order actions' });
    const box = await bar.boundingBox();
    expect(box && box.y + box.height).toBeLessThanOrEqual(viewport.height + 1);
    await shots(picker, testInfo, `pick-list-${testInfo.project.name}`);
    const html = await picker.request.get(`/app/ops/orders/${order.id}`);
    expect(html.headers()['cache-control']).toMatch(/private|no-store/);
    expect(await html.text()).toContain('noindex');
  });
});
