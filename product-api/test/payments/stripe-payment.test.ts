import { eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { paymentEvents } from '../../src/db/schema';
import { authorizePayment } from '../../src/payments/payments.service';
import { stripeGateway, type CreateCheckoutSession } from '../../src/payments/stripe-gateway';
import { startTestApp, stopTestApp, type TestApp } from '../profiles/test-app';
import { insertOrder, orderRow, paymentsOf } from './payment-fixture';

const WEBHOOK_SECRET = 'whsec_test_secret_for_the_shop';
const SHOP = 'http://shop.localhost:3000/app';
const silent = { warn: () => {} };

/**
 * The Stripe Checkout adapter (issue 13 item 7), with no network: a fake session creator stands in
 * for Stripe's API, and webhooks are signed with Stripe's own test helper.
 */
describe('Stripe Checkout', () => {
  let t: TestApp;
  let sessions: Stripe.Checkout.SessionCreateParams[];
  let idempotencyKeys: string[];
  const createSession: CreateCheckoutSession = async (params, idempotencyKey) => {
    sessions.push(params);
    idempotencyKeys.push(idempotencyKey);
    return {
      id: `cs_test_${sessions.length}`,
      url: `https://checkout.stripe.test/c/pay/cs_test_${sessions.length}`,
    };
  };

  beforeAll(async () => {
    t = await startTestApp({
      PAYMENT_PROVIDER: 'stripe',
      STRIPE_SECRET_KEY: 'sk_test_shopTestKey',
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      SHOP_PUBLIC_URL: SHOP,
    });
  });
  beforeEach(() => {
    sessions = [];
    idempotencyKeys = [];
  });
  afterAll(() => stopTestApp(t));

  /** An order with an open Stripe session, opened through the service with the fake Stripe. */
  async function openSession(preAuthorisedCents = 4321, language: 'en' | 'it' = 'en') {
    const orderId = await insertOrder(t.db, { userId: t.userId, preAuthorisedCents });
    const deps = { db: t.db, gateway: stripeGateway(createSession, SHOP), now: new Date(), log: silent };
    const result = await authorizePayment(deps, t.userId, 'stripe', orderId, language);
    if (!result.ok) throw new Error(`authorize refused: ${result.refusal}`);
    const ref = sessions.at(-1)?.metadata?.ref;
    if (typeof ref !== 'string') throw new Error('no ref in the session metadata');
    return { orderId, ref, url: result.url };
  }

  function sessionEvent(type: string, ref: string, fields: Record<string, unknown> = {}) {
    return {
      id: `evt_${Math.random().toString(36).slice(2)}`,
      object: 'event',
      type,
      data: {
        object: {
          id: 'cs_test_1',
          object: 'checkout.session',
          client_reference_id: ref,
          metadata: { ref },
          payment_status: 'paid',
          amount_total: 4321,
          ...fields,
        },
      },
    };
  }

  function webhook(event: object, secret = WEBHOOK_SECRET, timestamp?: number) {
    const payload = JSON.stringify(event);
    const signature = Stripe.webhooks.generateTestHeaderString({
      payload,
      secret,
      ...(timestamp === undefined ? {} : { timestamp }),
    });
    return t.app.inject({
      method: 'POST',
      url: '/cli/pay/stripe/webhook',
      headers: { 'content-type': 'application/json', 'stripe-signature': signature },
      payload,
    });
  }

  it('creates a Checkout Session in euro for the pre-authorised amount, back to the confirm page', async () => {
    const { orderId, ref, url } = await openSession(2750);
    expect(url).toBe('https://checkout.stripe.test/c/pay/cs_test_1');
    expect(sessions[0]).toMatchObject({
      mode: 'payment',
      client_reference_id: ref,
      metadata: { orderId: String(orderId), ref },
      line_items: [{ quantity: 1, price_data: { currency: 'eur', unit_amount: 2750 } }],
      success_url: `${SHOP}/checkout/confirm?orderId=${orderId}&payment=paid`,
      cancel_url: `${SHOP}/checkout/confirm?orderId=${orderId}&payment=cancelled`,
    });
    expect(await paymentsOf(t.db, orderId)).toMatchObject([
      { provider: 'stripe', providerRef: ref, amountCents: 2750, status: 'PENDING' },
    ]);
  });

  it('sends an Italian shopper back to the Italian confirm page', async () => {
    const { orderId } = await openSession(2750, 'it');
    expect(sessions[0]).toMatchObject({
      success_url: `${SHOP}/it/checkout/confirm?orderId=${orderId}&payment=paid`,
      cancel_url: `${SHOP}/it/checkout/confirm?orderId=${orderId}&payment=cancelled`,
    });
  });

  it('asks Stripe again with the same idempotency key while the session is open (one session)', async () => {
    const { orderId, ref } = await openSession();
    const deps = { db: t.db, gateway: stripeGateway(createSession, SHOP), now: new Date(), log: silent };
    expect(await authorizePayment(deps, t.userId, 'stripe', orderId)).toMatchObject({ ok: true });
    expect(idempotencyKeys).toEqual([`checkout-${ref}`, `checkout-${ref}`]);
    expect(await paymentsOf(t.db, orderId)).toHaveLength(1);
  });

  it('answers providerFailed when Stripe cannot be reached, then retries the same session', async () => {
    const orderId = await insertOrder(t.db, { userId: t.userId });
    const failing: CreateCheckoutSession = () => Promise.reject(new Error('connect ECONNREFUSED'));
    const deps = { db: t.db, gateway: stripeGateway(failing, SHOP), now: new Date(), log: silent };
    expect(await authorizePayment(deps, t.userId, 'stripe', orderId)).toEqual({
      ok: false,
      refusal: 'providerFailed',
    });
    const [pending] = await paymentsOf(t.db, orderId);
    const working = { ...deps, gateway: stripeGateway(createSession, SHOP) };
    expect(await authorizePayment(working, t.userId, 'stripe', orderId)).toMatchObject({ ok: true });
    expect(idempotencyKeys).toEqual([`checkout-${pending?.providerRef}`]);
    expect(await paymentsOf(t.db, orderId)).toHaveLength(1);
  });

  it('checkout.session.completed and paid: the order goes on to TO_BE_PREPARED', async () => {
    const { orderId, ref } = await openSession();
    const response = await webhook(sessionEvent('checkout.session.completed', ref));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      responseCode: 0,
      data: { orderStatus: 'TO_BE_PREPARED', paymentStatus: 'PAID' },
    });
    expect((await orderRow(t.db, orderId)).paidAt).toBeInstanceOf(Date);
  });

  it('checkout.session.expired: declined, the order still waits to be paid again', async () => {
    const { orderId, ref } = await openSession();
    const response = await webhook(
      sessionEvent('checkout.session.expired', ref, { payment_status: 'unpaid' }),
    );
    expect(response.json().data).toEqual({ orderStatus: 'PAYMENT_PENDING', paymentStatus: 'DECLINED' });
    expect((await orderRow(t.db, orderId)).status).toBe('PAYMENT_PENDING');
  });

  it('a completed session still waiting for a delayed payment settles nothing yet', async () => {
    const { orderId, ref } = await openSession();
    const response = await webhook(
      sessionEvent('checkout.session.completed', ref, { payment_status: 'unpaid' }),
    );
    expect(response.json()).toEqual({ responseCode: 0 });
    expect((await paymentsOf(t.db, orderId))[0]?.status).toBe('PENDING');
  });

  it('refuses a wrong signature and an old one with 401, changing nothing', async () => {
    const { orderId, ref } = await openSession();
    const wrong = await webhook(sessionEvent('checkout.session.completed', ref), 'whsec_another_secret');
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ responseCode: 4000, errorMessage: 'Invalid signature' });
    const old = await webhook(
      sessionEvent('checkout.session.completed', ref),
      WEBHOOK_SECRET,
      Math.floor(Date.now() / 1000) - 301,
    );
    expect(old.statusCode).toBe(401);
    const unsigned = await t.app.inject({
      method: 'POST',
      url: '/cli/pay/stripe/webhook',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify(sessionEvent('checkout.session.completed', ref)),
    });
    expect(unsigned.statusCode).toBe(401);
    expect((await orderRow(t.db, orderId)).status).toBe('PAYMENT_PENDING');
  });

  it('applies a replayed event once (acknowledged, so Stripe stops resending it)', async () => {
    const { orderId, ref } = await openSession();
    const expired = sessionEvent('checkout.session.expired', ref);
    expect((await webhook(expired)).json().data.paymentStatus).toBe('DECLINED');
    // The same event id again (and a contradicting one would not reopen it either).
    const replay = await webhook(expired);
    expect(replay.statusCode).toBe(200);
    expect(replay.json()).toEqual({ responseCode: 0 });
    expect(await t.db.select().from(paymentEvents).where(eq(paymentEvents.eventId, expired.id))).toHaveLength(
      1,
    );
    expect((await paymentsOf(t.db, orderId)).map((p) => p.status)).toEqual(['DECLINED']);
  });

  it('refuses an amount other than the payment with 400', async () => {
    const { orderId, ref } = await openSession();
    const response = await webhook(sessionEvent('checkout.session.completed', ref, { amount_total: 1 }));
    expect(response.statusCode).toBe(400);
    expect((await orderRow(t.db, orderId)).status).toBe('PAYMENT_PENDING');
  });

  it('serves no sandbox while Stripe is on', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/sandbox/apcopay/abcdefghijklmnopqrst' });
    expect(page.statusCode).toBe(404);
    const notify = await t.app.inject({ method: 'POST', url: '/cli/pay/apcopay/notify', payload: {} });
    expect(notify.statusCode).toBe(404);
  });
});
