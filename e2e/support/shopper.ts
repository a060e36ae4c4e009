import { type APIRequestContext, type Page, expect } from '@playwright/test';
import type { NewCustomer } from './new-customer';

/**
 * What a spec's customer does through the storefront's BFF before the screens under test: sign in
 * as the login form does, open a pick-up cart as /cart/create does and put products in it as a
 * product card does. `origin` is the storefront's (the BFF refuses writes from elsewhere).
 */
type Envelope<T> = { responseCode: number; errorMessage?: string; data: T };

export async function signIn(request: APIRequestContext, origin: string, customer: NewCustomer) {
  const answer = await request.post('/app/api/session/login', {
    headers: { origin },
    data: { username: customer.email, password: customer.password },
  });
  expect(((await answer.json()) as { responseCode: number }).responseCode).toBe(0);
}

/** A pick-up cart at the first store offering it (POST /cart/open): its id and the mode's minimum. */
/** Aborts every open cart of the signed-in customer: a spec's clean-up, so a failed test leaves none. */
export async function abortOpenCarts(request: APIRequestContext, origin: string) {
  const answer = await request.get('/app/api/ecommerce/carts/open');
  const carts = ((await answer.json()) as { data?: { id: number }[] }).data ?? [];
  for (const cart of carts) {
    await request.post('/app/api/ecommerce/cart/abort', { headers: { origin }, data: { cartId: cart.id } });
  }
}

export async function openPickUpCart(
  request: APIRequestContext,
  origin: string,
  { store = 'first' }: { store?: 'first' | 'last' } = {},
) {
  const deliveries = (await (await request.get('/app/api/ecommerce/deliveries')).json()) as Envelope<
    { deliveryMode: string; storeId: number | null }[]
  >;
  const pickUps = deliveries.data.filter((option) => option.deliveryMode === 'IN_STORE' && option.storeId);
  // Most specs fill the first store's near slots (the orders pager places 60 orders); a spec that
  // needs today's or tomorrow's times takes the last store.
  const pickUp = store === 'first' ? pickUps[0] : pickUps.at(-1);
  if (!pickUp?.storeId) throw new Error('the demo data has no pick-up store');
  const opened = (await (
    await request.post('/app/api/ecommerce/cart/open', {
      headers: { origin },
      data: { deliveryMode: 'IN_STORE', storeId: pickUp.storeId, terminalType: 'WEB', terminalId: '01' },
    })
  ).json()) as Envelope<{ id: number; minNetTotal: number }>;
  expect(opened.responseCode).toBe(0);
  return opened.data;
}

/** Sets the amount (pieces) or the weight (kg) of a product in the cart (POST /cart/store). */
export async function storeInCart(
  request: APIRequestContext,
  origin: string,
  line: { cartId: number; barcode: string } & ({ amount: number } | { weight: number }),
) {
  const stored = (await (
    await request.post('/app/api/ecommerce/cart/store', {
      headers: { origin },
      data: { ...line, preview: false },
    })
  ).json()) as Envelope<unknown>;
  expect(stored.responseCode, stored.errorMessage).toBe(0);
}

/** How a spec's order is placed: its payment, its note, and how many of the cart's days it may use. */
export type OrderPlacement = {
  paymentMode?: 'CASH' | 'APCOPAY';
  notes?: string;
  /** Only the first `withinDays` days of the cart's calendar (2: today or tomorrow, as the staff see). */
  withinDays?: number;
  /** With a billing address of the customer's, the order asks for a VAT invoice (spec §5). */
  billingAddressId?: number;
};

/**
 * Places an order for a filled cart as the checkout does (spec §4 checkout): the first free time
 * of the cart's days held (POST /slots/hold), then POST /cart/freeze with an Idempotency-Key.
 * Answers the order (id, code, its cart's store) and the index of its day (0 today).
 */
export async function placeOrder(
  request: APIRequestContext,
  origin: string,
  customer: NewCustomer,
  cartId: number,
  { paymentMode = 'CASH', notes = '', withinDays, billingAddressId }: OrderPlacement = {},
) {
  const days = (await (await request.get(`/app/api/ecommerce/slots/${cartId}/days`)).json()) as Envelope<
    { weekDay: number; available: boolean }[]
  >;
  let timeSlotId: number | undefined;
  let dayIndex = -1;
  for (const [index, day] of days.data.slice(0, withinDays).entries()) {
    if (!day.available) continue;
    const times = (await (
      await request.get(`/app/api/ecommerce/slots/${cartId}?weekDay=${day.weekDay}`)
    ).json()) as Envelope<{ id: number; available: boolean }[]>;
    timeSlotId = times.data.find((time) => time.available)?.id;
    dayIndex = index;
    if (timeSlotId) break;
  }
  if (!timeSlotId) throw new Error('no free time slot for the order');
  const held = (await (
    await request.post('/app/api/ecommerce/slots/hold', { headers: { origin }, data: { cartId, timeSlotId } })
  ).json()) as Envelope<unknown>;
  expect(held.responseCode, held.errorMessage).toBe(0);
  const placed = (await (
    await request.post('/app/api/ecommerce/cart/freeze', {
      headers: { origin, 'idempotency-key': `e2e-${Date.now()}-${Math.floor(Math.random() * 1e9)}` },
      data: {
        cartId,
        profileEmail: customer.email,
        profileMobilePhone: '79123456',
        profileMobilePhonePrefix: '356',
        firstName: customer.firstName,
        lastName: customer.lastName,
        timeSlotId,
        paymentMode,
        notes,
        invoice: billingAddressId !== undefined,
        billingAddressId,
        enableProductsReplacement: true,
        clientWeb: true,
        gift: false,
      },
    })
  ).json()) as Envelope<{
    order: { id: number; code: string; cart: { storeDescription: string; totalToPay: number } };
  }>;
  expect(placed.responseCode, placed.errorMessage).toBe(0);
  return { ...placed.data.order, dayIndex };
}

/**
 * Pays a placed online order on the sandbox provider's page, as the checkout sends the shopper
 * there (GET /pay/apcopay/authorize answers the page's address), back on the confirmation step.
 */
export async function payOnSandboxPage(page: Page, orderId: number) {
  const authorised = (await (
    await page.request.get(`/app/api/pay/apcopay/authorize?orderId=${orderId}`)
  ).json()) as Envelope<string>;
  expect(authorised.responseCode, authorised.errorMessage).toBe(0);
  await page.goto(authorised.data);
  await page.getByRole('button', { name: 'Pay', exact: true }).click();
  await expect(page).toHaveURL(/\/app\/checkout\/confirm\?orderId=\d+&payment=paid$/);
}

/** A Maltese business's billing address for the customer (POST /profiles/billing/addresses): its id. */
export async function addBillingAddress(request: APIRequestContext, origin: string) {
  const saved = (await (
    await request.post('/app/api/profiles/billing/addresses', {
      headers: { origin },
      data: {
        nation: 'MT',
        companyName: 'Borg Imports Ltd',
        vatCode: 'MT12345678',
        phone: '21234567',
        address: 'Triq il-Kbira',
        streetNumber: '12',
        zip: 'BKR 1234',
        city: 'Birkirkara',
      },
    })
  ).json()) as Envelope<{ id: number }>;
  expect(saved.responseCode, saved.errorMessage).toBe(0);
  return saved.data.id;
}
