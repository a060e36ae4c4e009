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
