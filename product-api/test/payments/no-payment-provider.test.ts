import { eq } from 'drizzle-orm';
import { deliveryModes } from '../../src/db/schema';
import { NO_ONLINE_PAYMENT_MESSAGE } from '../../src/orders/freeze.service';
import { emptyCarts, get, startCartTestApp, type CartTestApp } from '../carts/cart-test-app';
import {
  checkoutOf,
  emptyOrders,
  fillPickUpCart,
  freeze,
  insertSlot,
  takenOf,
} from '../orders/order-fixture';
import { stopTestApp } from '../profiles/test-app';
import { insertOrder, paymentsOf } from './payment-fixture';

/**
 * A production server nobody gave a PAYMENT_PROVIDER (issue 27 item 6): it takes no online payment
 * at all rather than the sandbox's payments that move no money.
 */
describe('a production server without PAYMENT_PROVIDER', () => {
  let t: CartTestApp;

  beforeAll(async () => {
    t = await startCartTestApp({ NODE_ENV: 'production' });
    await t.db
      .update(deliveryModes)
      .set({ paymentMethods: ['CASH', 'APCOPAY'], minNetTotalCents: 0 })
      .where(eq(deliveryModes.code, 'IN_STORE'));
  });
  afterAll(() => stopTestApp(t));
  beforeEach(async () => {
    await emptyOrders(t.db);
    await emptyCarts(t.db);
  });

  it('offers only payment on delivery in the checkout', async () => {
    const response = await get(t, '/configuration/deliveryMode/IN_STORE');
    expect(response.json()).toMatchObject({ responseCode: 0, data: { paymentMethods: ['CASH'] } });
  });

  it('refuses an online order with a clear envelope, placing nothing', async () => {
    const cartId = await fillPickUpCart(t);
    const slotId = await insertSlot(t, 5);
    const response = await freeze(t, checkoutOf(cartId, slotId, { paymentMode: 'APCOPAY' }));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ responseCode: 4000, errorMessage: NO_ONLINE_PAYMENT_MESSAGE });
    expect(await takenOf(t.db, slotId)).toBe(0);
  });

  it('refuses a sandbox payment session (404, provider not available) and opens none', async () => {
    const orderId = await insertOrder(t.db, { userId: t.userId });
    const response = await t.app.inject({
      method: 'GET',
      url: `/cli/pay/apcopay/authorize?orderId=${orderId}`,
      headers: t.headers,
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ responseCode: 4000, errorMessage: 'Payment provider not available' });
    expect(await paymentsOf(t.db, orderId)).toHaveLength(0);
  });

  it('serves no sandbox page and takes no sandbox callback', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/sandbox/apcopay/abcdefghijklmnopqrstuv' });
    expect(page.statusCode).toBe(404);
    const notify = await t.app.inject({
      method: 'POST',
      url: '/cli/pay/apcopay/notify',
      payload: { eventId: 'evt_12345678', ref: 'abcdefghijklmnopqrstuv', outcome: 'PAID', amountCents: 100 },
    });
    expect(notify.statusCode).toBe(404);
    expect(notify.json()).toMatchObject({ responseCode: 4000 });
  });

  it('still takes a cash order', async () => {
    const cartId = await fillPickUpCart(t);
    const response = await freeze(t, checkoutOf(cartId, await insertSlot(t, 5)));
    expect(response.json()).toMatchObject({ responseCode: 0, data: { order: { status: 'TO_BE_PREPARED' } } });
  });
});
