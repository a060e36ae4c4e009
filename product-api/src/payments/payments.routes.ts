import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ResponseCode,
  envelopeSchema,
  errorEnvelopeSchema,
  failure,
  success,
  type ErrorEnvelope,
} from '../contract/envelope';
import { authorizeParamsSchema, authorizeQuerySchema } from '../contract/payments';
import type { PaymentGateway } from './payment-gateway';
import { boardingNotifyRoutes } from './boarding-notify.routes';
import { paymentNotifyRoutes, PROVIDER_NOT_AVAILABLE_MESSAGE } from './payment-notify.routes';
import { activePaymentProvider } from '../contract/payment-provider';
import { paymentStartupNotice } from './payment-settings';
import { authorizePayment, type AuthorizeRefusal } from './payments.service';
import { sandboxRoutes } from './sandbox.routes';
import { ORDER_NOT_FOUND_MESSAGE } from '../orders/customer-orders.service';

declare module 'fastify' {
  interface FastifyInstance {
    /** The provider this server pays with (app.ts: payments/payment-gateways.ts); null without one. */
    paymentGateway: PaymentGateway | null;
  }
}

const tags = ['payments'];
const security = [{ bearerAuth: [] }];

export const PROVIDER_FAILED_MESSAGE = 'The payment provider cannot be reached, please try again';

/**
 * Another customer's order and a missing one are the same 404 (architecture, The API contract:
 * never leak that it exists); an order that is not waiting for payment is the spec's 4205 with HTTP
 * 200.
 */
const refusals: Record<AuthorizeRefusal, { status: 200 | 404; body: ErrorEnvelope }> = {
  notFound: { status: 404, body: failure(ResponseCode.GENERIC_ERROR, ORDER_NOT_FOUND_MESSAGE) },
  wrongStatus: { status: 200, body: failure(ResponseCode.WRONG_ORDER_STATUS) },
  providerUnavailable: {
    status: 404,
    body: failure(ResponseCode.GENERIC_ERROR, PROVIDER_NOT_AVAILABLE_MESSAGE),
  },
  providerFailed: { status: 200, body: failure(ResponseCode.GENERIC_ERROR, PROVIDER_FAILED_MESSAGE) },
};

/**
 * Online payment (spec §7 Payment, issue 13 item 7): GET /cli/pay/{provider}/authorize opens a
 * payment session for one of the caller's orders, the providers' notifications settle it, and the
 * sandbox provider's page stands in for a real provider when Stripe is not configured.
 */
export const paymentRoutes: FastifyPluginAsyncZod = async (app) => {
  const { config, db } = app.deps;
  const provider = activePaymentProvider(config);
  const notice = paymentStartupNotice(config);
  if (notice) app.log.warn(notice);
  const gateway = app.paymentGateway;

  app.get(
    '/cli/pay/:provider/authorize',
    {
      onRequest: [app.authenticate],
      schema: {
        tags,
        summary: 'Open a payment session for a PAYMENT_PENDING order; data is the URL to redirect to',
        description:
          "Provider 'apcopay' (the built-in sandbox) or 'stripe', as PAYMENT_PROVIDER says; the other, " +
          "or any when the server has no provider, answers 404 'Payment provider not available'. The " +
          "order's open session is answered again rather than a new one opened. Another customer's or " +
          "a missing order: 404 'Order not found'. An " +
          'order not waiting for payment (or past its pay-by time): code 4205. lang (en or it, ' +
          'English when absent) is the language of the confirm page the provider sends the shopper ' +
          'back to.',
        security,
        params: authorizeParamsSchema,
        querystring: authorizeQuerySchema,
        response: {
          200: z.union([
            envelopeSchema(z.string().describe('The payment page to send the shopper to')),
            errorEnvelopeSchema,
          ]),
          400: errorEnvelopeSchema,
          401: errorEnvelopeSchema,
          404: errorEnvelopeSchema,
        },
      },
    },
    async (request, reply) => {
      const result = await authorizePayment(
        { db, gateway, now: app.deps.now?.() ?? new Date(), log: request.log },
        request.userId,
        request.params.provider,
        request.query.orderId,
        request.query.lang,
      );
      if (result.ok) return success(result.url);
      const { status, body } = refusals[result.refusal];
      return reply.code(status).send(body);
    },
  );

  await app.register(paymentNotifyRoutes);
  if (provider === 'apcopay') {
    await app.register(sandboxRoutes);
    await app.register(boardingNotifyRoutes);
  }
};
