import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type Stripe from 'stripe';
import {
  notificationOfStripeEvent,
  stripeClientOf,
  stripeGateway,
  stripeIntentCalls,
  type CreateCheckoutSession,
} from '../../src/payments/stripe-gateway';

const SHOP = 'http://shop.localhost:3000/app';
const HELD = { ref: 'r0123456789abcdefXYZ', providerPaymentId: 'pi_3Test', authorisedCents: 1000 };

type Seen = {
  method: string;
  path: string;
  form: Record<string, string>;
  idempotencyKey: string | undefined;
};

/**
 * The Stripe adapter's PaymentIntent calls (issue 29 item 6) through Stripe's own SDK, pointed at
 * a local fake of Stripe's HTTP API: what is asked (path, form fields, idempotency key) is what
 * Stripe documents for a manual-capture PaymentIntent. No test reaches the network.
 */
describe('Stripe manual capture', () => {
  let server: Server;
  let seen: Seen[];
  let refuse: boolean;

  const bodyOf = (request: IncomingMessage) =>
    new Promise<string>((resolve) => {
      let text = '';
      request.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
      request.on('end', () => resolve(text));
    });

  beforeAll(async () => {
    server = createServer(async (request, response) => {
      const form = Object.fromEntries(new URLSearchParams(await bodyOf(request)));
      const key = request.headers['idempotency-key'];
      seen.push({
        method: request.method ?? '',
        path: request.url ?? '',
        form,
        idempotencyKey: typeof key === 'string' ? key : undefined,
      });
      response.setHeader('content-type', 'application/json');
      if (refuse) {
        response.statusCode = 400;
        response.end(
          JSON.stringify({ error: { type: 'invalid_request_error', message: 'already captured' } }),
        );
        return;
      }
      const object = request.url === '/v1/refunds' ? 'refund' : 'payment_intent';
      response.end(JSON.stringify({ id: object === 'refund' ? 're_1' : HELD.providerPaymentId, object }));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  });
  beforeEach(() => {
    seen = [];
    refuse = false;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  function gateway() {
    const { port } = server.address() as AddressInfo;
    const client = stripeClientOf('sk_test_shopTestKey', { host: '127.0.0.1', port, protocol: 'http' });
    const createSession: CreateCheckoutSession = async (params) => {
      sessionParams.push(params);
      return { id: 'cs_test_1', url: 'https://checkout.stripe.test/c/pay/cs_test_1' };
    };
    return stripeGateway(createSession, SHOP, stripeIntentCalls(client));
  }
  const sessionParams: Stripe.Checkout.SessionCreateParams[] = [];

  it('opens the Checkout Session with a PaymentIntent that is authorised only', async () => {
    await gateway().startSession({ ref: HELD.ref, orderId: 7, orderCode: 'W0000007', amountCents: 1000 });
    expect(sessionParams.at(-1)?.payment_intent_data).toMatchObject({ capture_method: 'manual' });
  });

  it('captures part of the authorisation with amount_to_capture, once per reference', async () => {
    await gateway().capture(HELD, 870);
    expect(seen).toEqual([
      {
        method: 'POST',
        path: '/v1/payment_intents/pi_3Test/capture',
        form: { amount_to_capture: '870' },
        idempotencyKey: `capture-${HELD.ref}`,
      },
    ]);
  });

  it('releases by cancelling the PaymentIntent, and refunds after a capture', async () => {
    await gateway().release(HELD);
    await gateway().refund(HELD, 870);
    expect(seen.map(({ path, form, idempotencyKey }) => ({ path, form, idempotencyKey }))).toEqual([
      { path: '/v1/payment_intents/pi_3Test/cancel', form: {}, idempotencyKey: `release-${HELD.ref}` },
      {
        path: '/v1/refunds',
        form: { payment_intent: 'pi_3Test', amount: '870' },
        idempotencyKey: `refund-${HELD.ref}`,
      },
    ]);
  });

  it('throws when Stripe refuses, so the order change that asked rolls back', async () => {
    refuse = true;
    await expect(gateway().capture(HELD, 870)).rejects.toThrow('already captured');
  });

  it('throws without a PaymentIntent id rather than guessing one', async () => {
    await expect(gateway().capture({ ...HELD, providerPaymentId: null }, 870)).rejects.toThrow(
      /no PaymentIntent/,
    );
    expect(seen).toEqual([]);
  });

  it('reads the authorisation from payment_intent.amount_capturable_updated, with its PaymentIntent id', () => {
    const event = {
      id: 'evt_capturable',
      object: 'event',
      type: 'payment_intent.amount_capturable_updated',
      data: {
        object: {
          id: 'pi_3Test',
          object: 'payment_intent',
          status: 'requires_capture',
          amount_capturable: 1000,
          metadata: { ref: HELD.ref, orderId: '7' },
        },
      },
    };
    expect(notificationOfStripeEvent(event as unknown as Stripe.Event)).toEqual({
      provider: 'stripe',
      eventId: 'evt_capturable',
      ref: HELD.ref,
      outcome: 'PAID',
      amountCents: 1000,
      providerPaymentId: 'pi_3Test',
    });
  });
});
