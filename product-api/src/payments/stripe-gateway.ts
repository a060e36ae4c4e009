import type Stripe from 'stripe';
import type { PaymentOutcome } from '../contract/payments';
import { shopConfirmUrl, shopPaymentsUrl, type HeldPayment, type PaymentGateway } from './payment-gateway';
import type { PaymentNotification } from './payments.service';

/**
 * Stripe Checkout as the online provider (architecture, Configuration and outside services: Stripe
 * Checkout with PAYMENT_PROVIDER=stripe), its PaymentIntent authorised only (`capture_method:
 * 'manual'`) and captured, released or refunded when the order's state machine says so. Tests give
 * a fake `createSession`, point the SDK at a local fake of Stripe's HTTP API for the PaymentIntent
 * calls and sign webhooks with Stripe's own helper, so no test reaches the network.
 */

/** Where the SDK sends its requests: Stripe's API unless a test names its local fake. */
export type StripeApiAddress = { host: string; port: number; protocol: 'http' | 'https' };

/** One Stripe client for the server, made the first time Stripe is asked anything. */
export type StripeClient = () => Promise<Stripe>;

export function stripeClientOf(secretKey: string, api?: StripeApiAddress): StripeClient {
  let client: Promise<Stripe> | undefined;
  return () =>
    (client ??= stripeSdk().then(
      (StripeSdk) => new StripeSdk(secretKey, { maxNetworkRetries: 1, timeout: 10_000, ...api }),
    ));
}

/**
 * The session call: `stripe.checkout.sessions.create`, with our reference as its idempotency key,
 * so asking again for an order's open session gives that session back.
 */
export type CreateCheckoutSession = (
  params: Stripe.Checkout.SessionCreateParams,
  idempotencyKey: string,
) => Promise<{ id: string; url: string | null }>;

export function stripeSessionCreator(client: StripeClient): CreateCheckoutSession {
  return async (params, idempotencyKey) =>
    (await client()).checkout.sessions.create(params, { idempotencyKey });
}

/**
 * The PaymentIntent calls of an authorised payment, each with an idempotency key named after our
 * reference: a change rolled back and made again asks Stripe the same question and gets the same
 * answer, never a second capture or refund.
 */
export type StripeIntentCalls = {
  capture: (paymentIntentId: string, amountCents: number, idempotencyKey: string) => Promise<void>;
  cancel: (paymentIntentId: string, idempotencyKey: string) => Promise<void>;
  refund: (paymentIntentId: string, amountCents: number, idempotencyKey: string) => Promise<void>;
};

export function stripeIntentCalls(client: StripeClient): StripeIntentCalls {
  return {
    // Stripe releases what is not captured when it captures less than the authorisation.
    capture: async (id, amountCents, idempotencyKey) => {
      await (
        await client()
      ).paymentIntents.capture(id, { amount_to_capture: amountCents }, { idempotencyKey });
    },
    cancel: async (id, idempotencyKey) => {
      await (await client()).paymentIntents.cancel(id, {}, { idempotencyKey });
    },
    refund: async (id, amountCents, idempotencyKey) => {
      await (await client()).refunds.create({ payment_intent: id, amount: amountCents }, { idempotencyKey });
    },
  };
}

/**
 * The calls of linked cards (issue 32 item 5): the Stripe Customer a customer's cards are saved
 * under, and an off-session PaymentIntent on a saved card. Idempotency keys as above.
 */
export type StripeCardCalls = {
  customerFor: (userId: number) => Promise<string>;
  /** Creates and confirms the PaymentIntent; answers its status. */
  chargeSaved: (
    params: Stripe.PaymentIntentCreateParams,
    idempotencyKey: string,
  ) => Promise<Stripe.PaymentIntent.Status>;
};

export function stripeCardCalls(client: StripeClient): StripeCardCalls {
  return {
    customerFor: async (userId) =>
      (
        await (
          await client()
        ).customers.create({ metadata: { userId: String(userId) } }, { idempotencyKey: `customer-${userId}` })
      ).id,
    chargeSaved: async (params, idempotencyKey) =>
      (await (await client()).paymentIntents.create(params, { idempotencyKey })).status,
  };
}

const noCardCalls: StripeCardCalls = {
  customerFor: () => Promise.reject(new Error('Stripe customer calls are not configured')),
  chargeSaved: () => Promise.reject(new Error('Stripe PaymentIntent calls are not configured')),
};

/** A linked Stripe card's reference: the Customer and the saved PaymentMethod, 'cus_…/pm_…'. */
export const stripeCardRef = (customer: string, paymentMethod: string): string =>
  `${customer}/${paymentMethod}`;

const noIntentCalls: StripeIntentCalls = {
  capture: () => Promise.reject(new Error('Stripe PaymentIntent calls are not configured')),
  cancel: () => Promise.reject(new Error('Stripe PaymentIntent calls are not configured')),
  refund: () => Promise.reject(new Error('Stripe PaymentIntent calls are not configured')),
};

const intentOf = (payment: HeldPayment): string => {
  if (!payment.providerPaymentId) throw new Error(`Stripe payment ${payment.ref} has no PaymentIntent id`);
  return payment.providerPaymentId;
};

/**
 * Stripe's SDK (about 200 modules), loaded the first time Stripe is used: an API on the sandbox
 * provider, every API test file among them, never loads it.
 */
let sdk: Promise<typeof Stripe> | undefined;
const stripeSdk = () => (sdk ??= import('stripe').then((module) => module.default));

/**
 * A Checkout Session in payment mode for the amount to authorise, in euro, held on the card. Our reference travels
 * in the metadata (and as client_reference_id): the webhook finds the payment by it. Stripe sends
 * the browser back to the shop's confirm page, which learns the final word from the order's status.
 */
export function stripeGateway(
  createSession: CreateCheckoutSession,
  shopPublicUrl: string,
  intents: StripeIntentCalls = noIntentCalls,
  cards: StripeCardCalls = noCardCalls,
): PaymentGateway {
  return {
    provider: 'stripe',
    // A Checkout Session in setup mode: Stripe checks the card (SCA included) and saves it to the
    // customer's Stripe Customer; setup_intent.succeeded links it (notificationOfSetupIntent).
    startBoarding: async ({ ref, userId, language }) => {
      const customer = await cards.customerFor(userId);
      const session = await createSession(
        {
          mode: 'setup',
          currency: 'eur',
          customer,
          client_reference_id: ref,
          metadata: { ref },
          setup_intent_data: { metadata: { ref } },
          success_url: shopPaymentsUrl(shopPublicUrl, language),
          cancel_url: shopPaymentsUrl(shopPublicUrl, language),
        },
        `boarding-${ref}`,
      );
      if (!session.url) throw new Error(`Stripe answered setup session ${session.id} without a URL`);
      return { url: session.url };
    },
    // Off session, authorise only like the Checkout payments: payment_intent.amount_capturable_updated
    // then settles the session (notificationOf). A declined card throws: nothing was authorised.
    authoriseLinkedCard: async ({ ref, orderId, amountCents }, card) => {
      const [customer, paymentMethod] = card.providerRef.split('/');
      if (!customer || !paymentMethod) return false;
      const metadata = { orderId: String(orderId), ref };
      try {
        const status = await cards.chargeSaved(
          {
            amount: amountCents,
            currency: 'eur',
            customer,
            payment_method: paymentMethod,
            off_session: true,
            confirm: true,
            capture_method: 'manual',
            metadata,
          },
          `linked-${ref}`,
        );
        return status === 'requires_capture' || status === 'processing';
      } catch {
        return false;
      }
    },
    capture: async (payment, amountCents) =>
      intents.capture(intentOf(payment), amountCents, `capture-${payment.ref}`),
    release: async (payment) => intents.cancel(intentOf(payment), `release-${payment.ref}`),
    refund: async (payment, amountCents) =>
      intents.refund(intentOf(payment), amountCents, `refund-${payment.ref}`),
    startSession: async ({ ref, orderId, orderCode, amountCents, language }) => {
      const metadata = { orderId: String(orderId), ref };
      const session = await createSession(
        {
          mode: 'payment',
          client_reference_id: ref,
          metadata,
          // Authorise only: the final total is captured when picking is done (issue 29 item 6).
          payment_intent_data: { metadata, capture_method: 'manual' },
          line_items: [
            {
              quantity: 1,
              price_data: {
                currency: 'eur',
                unit_amount: amountCents,
                product_data: { name: `Order ${orderCode}` },
              },
            },
          ],
          success_url: shopConfirmUrl(shopPublicUrl, orderId, 'paid', language),
          cancel_url: shopConfirmUrl(shopPublicUrl, orderId, 'cancelled', language),
        },
        `checkout-${ref}`,
      );
      if (!session.url) throw new Error(`Stripe answered checkout session ${session.id} without a URL`);
      return { url: session.url };
    },
  };
}

/**
 * The outcome an event tells: a Checkout Session completed and paid (or its delayed payment
 * succeeding), or its PaymentIntent holding the amount for capture, is PAID (authorised); a session
 * that expired or whose delayed payment failed is DECLINED, and the shopper may pay again. Anything
 * else (a completed session still waiting, an event type we do not follow) is no outcome yet.
 */
function notificationOf(event: Stripe.Event): Omit<PaymentNotification, 'provider' | 'eventId'> | null {
  const ofSession = (session: Stripe.Checkout.Session, outcome: PaymentOutcome) => {
    const ref = session.metadata?.ref ?? session.client_reference_id;
    const intent = session.payment_intent;
    const providerPaymentId = typeof intent === 'string' ? intent : (intent?.id ?? null);
    return ref ? { ref, outcome, amountCents: session.amount_total, providerPaymentId } : null;
  };
  switch (event.type) {
    case 'checkout.session.completed':
      return event.data.object.payment_status === 'paid' ? ofSession(event.data.object, 'PAID') : null;
    case 'checkout.session.async_payment_succeeded':
      return ofSession(event.data.object, 'PAID');
    case 'checkout.session.expired':
    case 'checkout.session.async_payment_failed':
      return ofSession(event.data.object, 'DECLINED');
    case 'payment_intent.amount_capturable_updated': {
      const intent = event.data.object;
      const ref = intent.metadata.ref;
      return ref && intent.status === 'requires_capture'
        ? { ref, outcome: 'PAID', amountCents: intent.amount_capturable, providerPaymentId: intent.id }
        : null;
    }
    default:
      return null;
  }
}

/**
 * A card linked through a setup-mode Checkout Session (issue 32 item 5): the SetupIntent succeeded
 * with a PaymentMethod saved to the customer's Stripe Customer. Stripe's event does not carry the
 * card's brand and last digits (the PaymentMethod is not expanded), so the page shows the card
 * without them. Null for any other event.
 */
export function boardingOfStripeEvent(
  event: Stripe.Event,
): { eventId: string; ref: string; cardRef: string } | null {
  if (event.type !== 'setup_intent.succeeded') return null;
  const intent = event.data.object;
  const ref = intent.metadata?.ref;
  const idOf = (value: string | { id: string } | null) => (typeof value === 'string' ? value : value?.id);
  const customer = idOf(intent.customer);
  const paymentMethod = idOf(intent.payment_method);
  if (!ref || !customer || !paymentMethod) return null;
  return { eventId: event.id, ref, cardRef: stripeCardRef(customer, paymentMethod) };
}

/** The notification of a verified Stripe event, or null when it settles nothing of ours. */
export function notificationOfStripeEvent(event: Stripe.Event): PaymentNotification | null {
  const found = notificationOf(event);
  return found ? { provider: 'stripe', eventId: event.id, ...found } : null;
}

export type StripeVerification = { ok: true; event: Stripe.Event } | { ok: false };

/**
 * Stripe's own check of the Stripe-Signature header over the raw body (HMAC-SHA256 with the
 * endpoint's secret, at most 5 minutes old). Throws nothing: any failure is simply "not Stripe".
 */
export async function verifyStripeEvent(
  rawBody: Buffer,
  signature: string | undefined,
  webhookSecret: string,
  now: Date,
): Promise<StripeVerification> {
  if (signature === undefined) return { ok: false };
  const StripeSdk = await stripeSdk();
  try {
    const event = StripeSdk.webhooks.constructEvent(
      rawBody,
      signature,
      webhookSecret,
      300,
      undefined,
      now.getTime(),
    );
    return { ok: true, event };
  } catch {
    return { ok: false };
  }
}
