import type Stripe from 'stripe';
import type { PaymentOutcome } from '../contract/payments';
import { shopConfirmUrl, type PaymentGateway } from './payment-gateway';
import type { PaymentNotification } from './payments.service';

/**
 * Stripe Checkout as the online provider (architecture, Configuration and outside services: Stripe
 * Checkout with PAYMENT_PROVIDER=stripe). Only the session creation talks to Stripe; tests give a
 * fake `createSession` and sign webhooks with Stripe's own helper, so no test reaches the network.
 */

/**
 * The one Stripe call the shop makes: `stripe.checkout.sessions.create`, with our reference as its
 * idempotency key, so asking again for an order's open session gives that session back.
 */
export type CreateCheckoutSession = (
  params: Stripe.Checkout.SessionCreateParams,
  idempotencyKey: string,
) => Promise<{ id: string; url: string | null }>;

export function stripeSessionCreator(secretKey: string): CreateCheckoutSession {
  let client: Promise<Stripe> | undefined;
  return async (params, idempotencyKey) => {
    client ??= stripeSdk().then(
      (StripeSdk) => new StripeSdk(secretKey, { maxNetworkRetries: 1, timeout: 10_000 }),
    );
    return (await client).checkout.sessions.create(params, { idempotencyKey });
  };
}

/**
 * Stripe's SDK (about 200 modules), loaded the first time Stripe is used: an API on the sandbox
 * provider, every API test file among them, never loads it.
 */
let sdk: Promise<typeof Stripe> | undefined;
const stripeSdk = () => (sdk ??= import('stripe').then((module) => module.default));

/**
 * A Checkout Session in payment mode for the amount to authorise, in euro. Our reference travels
 * in the metadata (and as client_reference_id): the webhook finds the payment by it. Stripe sends
 * the browser back to the shop's confirm page, which learns the final word from the order's status.
 */
export function stripeGateway(createSession: CreateCheckoutSession, shopPublicUrl: string): PaymentGateway {
  return {
    provider: 'stripe',
    startSession: async ({ ref, orderId, orderCode, amountCents }) => {
      const metadata = { orderId: String(orderId), ref };
      const session = await createSession(
        {
          mode: 'payment',
          client_reference_id: ref,
          metadata,
          payment_intent_data: { metadata },
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
          success_url: shopConfirmUrl(shopPublicUrl, orderId, 'paid'),
          cancel_url: shopConfirmUrl(shopPublicUrl, orderId, 'cancelled'),
        },
        `checkout-${ref}`,
      );
      if (!session.url) throw new Error(`Stripe answered checkout session ${session.id} without a URL`);
      return { url: session.url };
    },
  };
}

/**
 * The outcome a Checkout Session event tells: completed and paid (or its delayed payment
 * succeeding) is PAID; a session that expired or whose delayed payment failed is DECLINED, and the
 * shopper may pay again. Anything else (a completed session still waiting for a bank transfer, an
 * event type we do not follow) is no outcome yet.
 */
function outcomeOf(
  event: Stripe.Event,
): { session: Stripe.Checkout.Session; outcome: PaymentOutcome } | null {
  switch (event.type) {
    case 'checkout.session.completed':
      return event.data.object.payment_status === 'paid'
        ? { session: event.data.object, outcome: 'PAID' }
        : null;
    case 'checkout.session.async_payment_succeeded':
      return { session: event.data.object, outcome: 'PAID' };
    case 'checkout.session.expired':
    case 'checkout.session.async_payment_failed':
      return { session: event.data.object, outcome: 'DECLINED' };
    default:
      return null;
  }
}

/** The notification of a verified Stripe event, or null when it settles nothing of ours. */
export function notificationOfStripeEvent(event: Stripe.Event): PaymentNotification | null {
  const found = outcomeOf(event);
  const ref = found?.session.metadata?.ref ?? found?.session.client_reference_id;
  if (!found || !ref) return null;
  return {
    provider: 'stripe',
    eventId: event.id,
    ref,
    outcome: found.outcome,
    amountCents: found.session.amount_total,
  };
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
