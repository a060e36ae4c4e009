import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AttemptLimit } from '../auth/attempt-limit';
import type { AttemptRule } from '../auth/attempt-limit-rules';
import type { Config } from '../config';
import {
  ResponseCode,
  envelopeSchema,
  errorEnvelopeSchema,
  failure,
  success,
  type ErrorEnvelope,
} from '../contract/envelope';
import {
  boardingQuerySchema,
  deletePaymentMethodSchema,
  linkedPaymentMethodsSchema,
  linkedPaymentResultSchema,
  payWithLinkedCardSchema,
} from '../contract/payment-methods';
import { answerTooManyAttempts } from '../http/too-many-attempts';
import { ORDER_NOT_FOUND_MESSAGE } from '../orders/customer-orders.service';
import { PROVIDER_NOT_AVAILABLE_MESSAGE } from './payment-notify.routes';
import {
  linkedMethodsOf,
  payWithLinkedCard,
  removeLinkedMethod,
  startCardBoarding,
  type LinkedPaymentRefusal,
} from './payment-methods.service';
import { PROVIDER_FAILED_MESSAGE } from './payments.routes';

const tags = ['payments'];
const security = [{ bearerAuth: [] }];
const BASE = '/cli/pay/paymentmethod';
const HOUR_MS = 3_600_000;

export const NO_LINKED_CARD_MESSAGE = 'No linked card';

/** Card-linking flows one customer may start in an hour (CARD_BOARDING_LIMIT_PER_HOUR). */
export const cardBoardingRuleOf = (config: Pick<Config, 'CARD_BOARDING_LIMIT_PER_HOUR'>): AttemptRule => ({
  name: 'card-boarding',
  maxAttempts: config.CARD_BOARDING_LIMIT_PER_HOUR,
  windowMs: HOUR_MS,
});

/** Another customer's order and a missing one are the same 404, as for the authorize call. */
const payRefusals: Record<LinkedPaymentRefusal, { status: 200 | 404; body: ErrorEnvelope }> = {
  notFound: { status: 404, body: failure(ResponseCode.GENERIC_ERROR, ORDER_NOT_FOUND_MESSAGE) },
  wrongStatus: { status: 200, body: failure(ResponseCode.WRONG_ORDER_STATUS) },
  noLinkedCard: { status: 404, body: failure(ResponseCode.GENERIC_ERROR, NO_LINKED_CARD_MESSAGE) },
  providerUnavailable: {
    status: 404,
    body: failure(ResponseCode.GENERIC_ERROR, PROVIDER_NOT_AVAILABLE_MESSAGE),
  },
};

const methodsEnvelope = envelopeSchema(linkedPaymentMethodsSchema);

/**
 * The customer's linked cards (spec §7 Payment; issue 32 item 5; README: Linked cards): the list,
 * removal, the linking flow at the provider and an order paid with the linked card. Customer
 * tokens only: a staff token is refused (403) by `authenticate`.
 */
export const paymentMethodRoutes: FastifyPluginAsyncZod = async (app) => {
  const { config, db } = app.deps;
  const clock = () => app.deps.now?.() ?? new Date();
  const limit = new AttemptLimit(db, clock);
  const rule = cardBoardingRuleOf(config);
  const onRequest = [app.authenticate];

  app.get(
    BASE,
    {
      onRequest,
      schema: {
        tags,
        summary: "The customer's linked cards (at most one per provider)",
        description:
          'paymentMethodType APCOPAY (the sandbox) or STRIPE; brand and last4 when the provider told them.',
        security,
        response: { 200: methodsEnvelope, 401: errorEnvelopeSchema, 403: errorEnvelopeSchema },
      },
    },
    async (request) => success(await linkedMethodsOf(db, request.userId)),
  );

  app.post(
    `${BASE}/delete`,
    {
      onRequest,
      schema: {
        tags,
        summary: 'Removes the linked card of a type; answers the cards left',
        description: "A type the customer has no card of changes nothing. Only the caller's card is touched.",
        security,
        body: deletePaymentMethodSchema,
        response: {
          200: methodsEnvelope,
          400: errorEnvelopeSchema,
          401: errorEnvelopeSchema,
          403: errorEnvelopeSchema,
        },
      },
    },
    async (request) => success(await removeLinkedMethod(db, request.userId, request.body.paymentMethodType)),
  );

  app.get(
    `${BASE}/boarding`,
    {
      onRequest,
      schema: {
        tags,
        summary: "Starts linking a card at the server's provider; data is the page to open in a new tab",
        description:
          'The sandbox answers its own linking page (a 0.01 € check authorisation, released), Stripe a ' +
          'Checkout Session in setup mode. Its signed notification links the card. ' +
          `At most CARD_BOARDING_LIMIT_PER_HOUR starts per customer an hour (HTTP 429 with Retry-After). ` +
          "Without an online provider: 404 'Payment provider not available'. lang (en or it) is the " +
          'language of the page and of the shop page it sends the shopper back to.',
        security,
        querystring: boardingQuerySchema,
        response: {
          200: z.union([
            envelopeSchema(z.string().describe('The linking page to open in a new tab')),
            errorEnvelopeSchema,
          ]),
          400: errorEnvelopeSchema,
          401: errorEnvelopeSchema,
          403: errorEnvelopeSchema,
          404: errorEnvelopeSchema,
          429: errorEnvelopeSchema,
        },
      },
    },
    async (request, reply) => {
      const started = await startCardBoarding(
        { db, gateway: app.paymentGateway, limit, rule, now: clock(), log: request.log },
        request.userId,
        request.query.lang,
      );
      if (started.ok) return success(started.url);
      if (started.refusal === 'tooManyAttempts') return answerTooManyAttempts(reply, started.verdict);
      if (started.refusal === 'providerUnavailable') {
        return reply.code(404).send(failure(ResponseCode.GENERIC_ERROR, PROVIDER_NOT_AVAILABLE_MESSAGE));
      }
      return failure(ResponseCode.GENERIC_ERROR, PROVIDER_FAILED_MESSAGE);
    },
  );

  app.post(
    `${BASE}/pay`,
    {
      onRequest,
      schema: {
        tags,
        summary: "Pays a PAYMENT_PENDING order with the caller's linked card, without the provider's page",
        description:
          'paymentStatus PAID: authorised, the order is TO_BE_PREPARED; PENDING: the provider confirms ' +
          "later; DECLINED: nothing authorised, the provider's page (authorize) still works. Another " +
          "customer's or a missing order: 404 'Order not found'; no linked card of the server's " +
          "provider: 404 'No linked card'; an order not waiting for payment: code 4205.",
        security,
        body: payWithLinkedCardSchema,
        response: {
          200: z.union([envelopeSchema(linkedPaymentResultSchema), errorEnvelopeSchema]),
          400: errorEnvelopeSchema,
          401: errorEnvelopeSchema,
          403: errorEnvelopeSchema,
          404: errorEnvelopeSchema,
        },
      },
    },
    async (request, reply) => {
      const result = await payWithLinkedCard(
        { db, gateway: app.paymentGateway, now: clock() },
        request.userId,
        request.body.orderId,
      );
      if (result.ok) return success(result.data);
      const { status, body } = payRefusals[result.refusal];
      return reply.code(status).send(body);
    },
  );
};
