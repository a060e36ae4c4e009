import { eq } from 'drizzle-orm';
import { payments } from '../../src/db/schema';
import { bearer, signIn, startTestApp, stopTestApp, type TestApp } from '../profiles/test-app';
import { insertOrder, insertOtherCustomer, paymentsOf, refOf } from './payment-fixture';

/** GET /cli/pay/{provider}/authorize (spec §7 Payment) with the built-in sandbox provider. */
describe('GET /cli/pay/{provider}/authorize', () => {
  let t: TestApp;
  let auth: Record<string, string>;

  beforeAll(async () => {
    t = await startTestApp({ PAYMENT_SANDBOX_PUBLIC_URL: 'http://pay.localhost:4000' });
    auth = bearer(await signIn(t.app));
  });
  afterAll(() => stopTestApp(t));

  const authorize = (orderId: number | string, provider = 'apcopay', headers = auth) =>
    t.app.inject({ method: 'GET', url: `/cli/pay/${provider}/authorize?orderId=${orderId}`, headers });

  it("answers the sandbox page's URL for the caller's PAYMENT_PENDING order and opens a session", async () => {
    const orderId = await insertOrder(t.db, { userId: t.userId, preAuthorisedCents: 2750 });
    const response = await authorize(orderId);
    expect(response.statusCode).toBe(200);
    const url: string = response.json().data;
    expect(url).toMatch(/^http:\/\/pay\.localhost:4000\/sandbox\/apcopay\/[A-Za-z0-9_-]{20,}$/);
    const [payment] = await paymentsOf(t.db, orderId);
    expect(payment).toMatchObject({
      provider: 'apcopay',
      providerRef: refOf(url),
      status: 'PENDING',
      amountCents: 2750,
    });
  });

  it("answers the order's open session again rather than opening one per call", async () => {
    const orderId = await insertOrder(t.db, { userId: t.userId });
    const first: string = (await authorize(orderId)).json().data;
    const second: string = (await authorize(orderId)).json().data;
    expect(second).toBe(first);
    expect(await paymentsOf(t.db, orderId)).toHaveLength(1);
  });

  it('opens one session for calls at once', async () => {
    const orderId = await insertOrder(t.db, { userId: t.userId });
    const answers = await Promise.all(Array.from({ length: 8 }, () => authorize(orderId)));
    const urls = new Set(answers.map((answer) => answer.json().data));
    expect([...urls]).toEqual([expect.stringMatching(/\/sandbox\/apcopay\//)]);
    expect(await paymentsOf(t.db, orderId)).toHaveLength(1);
  });

  it('opens a new session once the last one was declined or cancelled (pay again)', async () => {
    const orderId = await insertOrder(t.db, { userId: t.userId });
    const first: string = (await authorize(orderId)).json().data;
    await t.db
      .update(payments)
      .set({ status: 'DECLINED' })
      .where(eq(payments.providerRef, refOf(first)));
    const second: string = (await authorize(orderId)).json().data;
    expect(refOf(second)).not.toBe(refOf(first));
    expect(await paymentsOf(t.db, orderId)).toHaveLength(2);
  });

  it("answers another customer's order as missing (404, 'Order not found') and opens nothing", async () => {
    const other = await insertOtherCustomer(t.db);
    const orderId = await insertOrder(t.db, { userId: other });
    const response = await authorize(orderId);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ responseCode: 4000, errorMessage: 'Order not found' });
    expect(await paymentsOf(t.db, orderId)).toHaveLength(0);
  });

  it('answers a missing order as 404 too', async () => {
    const response = await authorize(987_654);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ responseCode: 4000, errorMessage: 'Order not found' });
  });

  it.each([
    ['a paid order', { status: 'TO_BE_PREPARED' }],
    ['an aborted order', { status: 'ABORTED' }],
    ['a cash order', { status: 'TO_BE_PREPARED', paymentMode: 'CASH', payBy: null }],
    ['an order past its pay-by time', { payBy: new Date(Date.now() - 1000) }],
  ])('answers 4205 for %s', async (_label, order) => {
    const orderId = await insertOrder(t.db, { userId: t.userId, ...order });
    const response = await authorize(orderId);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ responseCode: 4205, errorMessage: 'Wrong order status' });
    expect(await paymentsOf(t.db, orderId)).toHaveLength(0);
  });

  it('answers 404 for stripe while Stripe is not configured', async () => {
    const orderId = await insertOrder(t.db, { userId: t.userId });
    const response = await authorize(orderId, 'stripe');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ responseCode: 4000, errorMessage: 'Payment provider not available' });
  });

  it('refuses an unknown provider and a bad order id with 400, and no token with 401', async () => {
    expect((await authorize(1, 'paypal')).statusCode).toBe(400);
    expect((await authorize('abc')).statusCode).toBe(400);
    expect((await authorize(1, 'apcopay', {})).statusCode).toBe(401);
  });
});
