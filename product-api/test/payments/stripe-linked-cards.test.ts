import Stripe from 'stripe';
import { AttemptLimit } from '../../src/auth/attempt-limit';
import { linkedPaymentMethods } from '../../src/db/schema';
import { cardBoardingRuleOf } from '../../src/payments/payment-methods.routes';
import { payWithLinkedCard, startCardBoarding } from '../../src/payments/payment-methods.service';
import {
  stripeGateway,
  type CreateCheckoutSession,
  type StripeCardCalls,
} from '../../src/payments/stripe-gateway';
import { startTestApp, stopTestApp, type TestApp } from '../profiles/test-app';
import { boardingRow, linkedRowsOf } from './linked-card-fixture';
import { insertOrder, orderRow, paymentsOf } from './payment-fixture';

const WEBHOOK_SECRET = 'whsec_test_secret_for_linked_cards';
const SHOP = 'http://shop.localhost:3000/app';
const silent = { warn: () => {} };

/**
 * Linked cards with Stripe (issue 32 item 5), with no network: fakes stand in for Stripe's API
 * calls (the session, the Customer, the PaymentIntent) and webhooks are signed with Stripe's own
 * test helper, as in stripe-payment.test.ts.
 */
describe('Stripe linked cards', () => {
  let t: TestApp;
  let sessions: Stripe.Checkout.SessionCreateParams[];
  let intents: { params: Stripe.PaymentIntentCreateParams; idempotencyKey: string }[];
  let intentAnswer: () => Promise<Stripe.PaymentIntent.Status>;

  const createSession: CreateCheckoutSession = async (params) => {
    sessions.push(params);
    return {
      id: `cs_test_${sessions.length}`,
      url: `https://checkout.stripe.test/c/setup/${sessions.length}`,
    };
  };
  const cards: StripeCardCalls = {
    customerFor: async (userId) => `cus_test_${userId}`,
    chargeSaved: async (params, idempotencyKey) => {
      intents.push({ params, idempotencyKey });
      return intentAnswer();
    },
  };
  const gateway = () => stripeGateway(createSession, SHOP, undefined, cards);

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
    intents = [];
    intentAnswer = async () => 'requires_capture';
  });
  afterAll(() => stopTestApp(t));

  function webhook(event: object) {
    const payload = JSON.stringify(event);
    const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET });
    return t.app.inject({
      method: 'POST',
      url: '/cli/pay/stripe/webhook',
      headers: { 'content-type': 'application/json', 'stripe-signature': signature },
      payload,
    });
  }

  const event = (type: string, object: Record<string, unknown>) => ({
    id: `evt_${Math.random().toString(36).slice(2)}`,
    object: 'event',
    type,
    data: { object },
  });

  async function board(): Promise<string> {
    const started = await startCardBoarding(
      {
        db: t.db,
        gateway: gateway(),
        limit: new AttemptLimit(t.db),
        rule: cardBoardingRuleOf({ CARD_BOARDING_LIMIT_PER_HOUR: 100 }),
        now: new Date(),
        log: silent,
      },
      t.userId,
      'it',
    );
    if (!started.ok) throw new Error(`boarding refused: ${started.refusal}`);
    const ref = sessions.at(-1)?.metadata?.ref;
    if (typeof ref !== 'string') throw new Error('no boarding reference');
    return ref;
  }

  const setupSucceeded = (ref: string) =>
    event('setup_intent.succeeded', {
      id: 'seti_test_1',
      object: 'setup_intent',
      status: 'succeeded',
      metadata: { ref },
      customer: `cus_test_${t.userId}`,
      payment_method: 'pm_card_visa',
    });

  it("opens a Checkout Session in setup mode for the customer's Stripe Customer, back to /payments", async () => {
    const ref = await board();
    expect(sessions[0]).toMatchObject({
      mode: 'setup',
      currency: 'eur',
      customer: `cus_test_${t.userId}`,
      setup_intent_data: { metadata: { ref } },
      success_url: `${SHOP}/it/payments`,
      cancel_url: `${SHOP}/it/payments`,
    });
    expect((await boardingRow(t.db, ref)).status).toBe('PENDING');
  });

  it('links the saved card on setup_intent.succeeded, once however often Stripe sends it', async () => {
    await t.db.delete(linkedPaymentMethods);
    const ref = await board();
    const succeeded = setupSucceeded(ref);
    expect((await webhook(succeeded)).statusCode).toBe(200);
    expect((await webhook(succeeded)).json()).toEqual({ responseCode: 0 });
    const rows = await linkedRowsOf(t.db, t.userId);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      provider: 'stripe',
      providerRef: `cus_test_${t.userId}/pm_card_visa`,
      brand: null,
      last4: null,
    });
    // Stripe checks the card itself: no 0.01 € check of ours is recorded.
    expect(await boardingRow(t.db, ref)).toMatchObject({ status: 'LINKED', checkAuthorisedCents: null });
  });

  it('pays an order off session, authorise only; the webhook then moves the order on', async () => {
    await board().then((ref) => webhook(setupSucceeded(ref)));
    const orderId = await insertOrder(t.db, {
      userId: t.userId,
      paymentMode: 'STRIPE',
      preAuthorisedCents: 1999,
    });
    const result = await payWithLinkedCard(
      { db: t.db, gateway: gateway(), now: new Date() },
      t.userId,
      orderId,
    );
    expect(result).toEqual({ ok: true, data: { orderId, paymentStatus: 'PENDING' } });
    const [payment] = await paymentsOf(t.db, orderId);
    expect(intents[0]?.params).toEqual({
      amount: 1999,
      currency: 'eur',
      customer: `cus_test_${t.userId}`,
      payment_method: 'pm_card_visa',
      off_session: true,
      confirm: true,
      capture_method: 'manual',
      metadata: { orderId: String(orderId), ref: payment?.providerRef },
    });
    expect(intents[0]?.idempotencyKey).toBe(`linked-${payment?.providerRef}`);
    const capturable = event('payment_intent.amount_capturable_updated', {
      id: 'pi_test_1',
      object: 'payment_intent',
      status: 'requires_capture',
      amount_capturable: 1999,
      metadata: { ref: payment?.providerRef },
    });
    expect((await webhook(capturable)).statusCode).toBe(200);
    expect((await orderRow(t.db, orderId)).status).toBe('TO_BE_PREPARED');
  });

  it('a card Stripe declines authorises nothing: DECLINED, the order still waits', async () => {
    await board().then((ref) => webhook(setupSucceeded(ref)));
    intentAnswer = () => Promise.reject(new Error('card_declined'));
    const orderId = await insertOrder(t.db, { userId: t.userId, paymentMode: 'STRIPE' });
    const result = await payWithLinkedCard(
      { db: t.db, gateway: gateway(), now: new Date() },
      t.userId,
      orderId,
    );
    expect(result).toEqual({ ok: true, data: { orderId, paymentStatus: 'DECLINED' } });
    expect((await orderRow(t.db, orderId)).status).toBe('PAYMENT_PENDING');
  });
});
