import { type APIRequestContext, expect } from '@playwright/test';
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
export async function openPickUpCart(request: APIRequestContext, origin: string) {
  const deliveries = (await (await request.get('/app/api/ecommerce/deliveries')).json()) as Envelope<
    { deliveryMode: string; storeId: number | null }[]
  >;
  const pickUp = deliveries.data.find((option) => option.deliveryMode === 'IN_STORE' && option.storeId);
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

/** Sets the amount of a product in the cart (POST /cart/store). */
export async function storeInCart(
  request: APIRequestContext,
  origin: string,
  line: { cartId: number; barcode: string; amount: number },
) {
  const stored = (await (
    await request.post('/app/api/ecommerce/cart/store', {
      headers: { origin },
      data: { ...line, preview: false },
    })
  ).json()) as Envelope<unknown>;
  expect(stored.responseCode, stored.errorMessage).toBe(0);
}

/**
 * Places a cash order for a filled cart as the checkout does (spec §4 checkout): the first free
 * time of the cart's days held (POST /slots/hold), then POST /cart/freeze with an Idempotency-Key.
 * Answers the order's id and code.
 */
export async function placeCashOrder(
  request: APIRequestContext,
  origin: string,
  customer: NewCustomer,
  cartId: number,
) {
  const days = (await (await request.get(`/app/api/ecommerce/slots/${cartId}/days`)).json()) as Envelope<
    { weekDay: number; available: boolean }[]
  >;
  let timeSlotId: number | undefined;
  for (const day of days.data.filter((d) => d.available)) {
    const times = (await (
      await request.get(`/app/api/ecommerce/slots/${cartId}?weekDay=${day.weekDay}`)
    ).json()) as Envelope<{ id: number; available: boolean }[]>;
    timeSlotId = times.data.find((time) => time.available)?.id;
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
        paymentMode: 'CASH',
        notes: '',
        invoice: false,
        enableProductsReplacement: true,
        clientWeb: true,
        gift: false,
      },
    })
  ).json()) as Envelope<{ order: { id: number; code: string } }>;
  expect(placed.responseCode, placed.errorMessage).toBe(0);
  return placed.data.order;
}
