import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ResponseCode,
  emptyEnvelopeSchema,
  envelopeSchema,
  errorEnvelopeSchema,
  failure,
  success,
} from '../contract/envelope';
import {
  SANDBOX_SIGNATURE_HEADER,
  moneyEventSchema,
  notificationResultSchema,
  sandboxCallbackSchema,
  type MoneyEvent,
} from '../contract/payments';
import { activePaymentProvider } from '../contract/payment-provider';
import { resolveSandboxSecret, SANDBOX_NOTIFY_PATH } from './payment-settings';
import { applyPaymentNotification, confirmMoneyEvent, type NotificationRefusal } from './payments.service';
import { keepRawJsonBodies } from './raw-json-body';
import { checkSignature, type SignatureCheck } from './sandbox-signature';
import { applyBoardingNotification } from './payment-methods.service';
import { boardingOfStripeEvent, notificationOfStripeEvent, verifyStripeEvent } from './stripe-gateway';

const tags = ['payments'];

export const STRIPE_WEBHOOK_PATH = '/cli/pay/stripe/webhook';
export const PROVIDER_NOT_AVAILABLE_MESSAGE = 'Payment provider not available';

const signatureMessages: Record<Exclude<SignatureCheck, 'valid'>, string> = {
  malformed: 'Missing or malformed signature',
  mismatch: 'Invalid signature',
  expired: 'Signature timestamp too old',
  future: 'Signature timestamp in the future',
};

const refusalMessages: Record<NotificationRefusal, string> = {
  unknownPayment: 'Unknown payment',
  amountMismatch: 'Amount does not match the payment',
  replay: 'Event already processed',
};

const isMoneyEvent = (outcome: string): outcome is MoneyEvent => moneyEventSchema.safeParse(outcome).success;

/** An authorisation this server could not give back (its provider is no longer the one configured). */
const logRefundDue = (request: FastifyRequest, ref: string, data: object) =>
  request.log.warn({ ref, ...data }, 'authorisation for an order no longer waiting not released: refund due');

/**
 * The providers' server-to-server notifications (issue 13 item 7). Their signatures cover the raw
 * bytes, so this scope (and only this one: Fastify encapsulates parsers per plugin) keeps the
 * JSON body as received besides parsing it. Every refusal is a 4xx envelope and changes nothing.
 */
export const paymentNotifyRoutes: FastifyPluginAsyncZod = async (app) => {
  const { config, db } = app.deps;
  const clock = () => app.deps.now?.() ?? new Date();

  const rawBodyOf = keepRawJsonBodies(app);

  const refuse = (reply: FastifyReply, status: number, message: string) =>
    reply.code(status).send(failure(ResponseCode.GENERIC_ERROR, message));

  if (activePaymentProvider(config) === 'apcopay') {
    const secret = await resolveSandboxSecret(config, db);
    app.post(
      SANDBOX_NOTIFY_PATH,
      {
        schema: {
          tags,
          summary: 'Signed callback of the sandbox payment provider (server to server)',
          description:
            `Header \`${SANDBOX_SIGNATURE_HEADER}: t=<unix seconds>,v1=<hex HMAC-SHA256 of "t.rawBody">\`. ` +
            'outcome PAID (authorised), DECLINED or CANCELLED settles the session; CAPTURED, RELEASED ' +
            'or REFUNDED confirms a movement the shop asked for, with the amount it recorded. ' +
            'A missing, wrong, older than 5 minutes or future signature answers 401; a replayed ' +
            'eventId, an unknown ref or another amount answer 400. Nothing changes on a refusal.',
          headers: z.object({ [SANDBOX_SIGNATURE_HEADER]: z.string().max(500).optional() }),
          body: sandboxCallbackSchema,
          response: {
            200: envelopeSchema(notificationResultSchema),
            400: errorEnvelopeSchema,
            401: errorEnvelopeSchema,
          },
        },
      },
      async (request, reply) => {
        const now = clock();
        const check = checkSignature(
          secret,
          request.headers[SANDBOX_SIGNATURE_HEADER],
          rawBodyOf(request),
          Math.floor(now.getTime() / 1000),
        );
        if (check !== 'valid') return refuse(reply, 401, signatureMessages[check]);
        const { eventId, ref, outcome: told, amountCents } = request.body;
        const outcome = isMoneyEvent(told)
          ? await confirmMoneyEvent(db, { provider: 'apcopay', eventId, ref, event: told, amountCents }, now)
          : await applyPaymentNotification(
              db,
              { provider: 'apcopay', eventId, ref, outcome: told, amountCents },
              now,
              app.paymentGateway,
              app.documentSeller,
              config.SHOP_PUBLIC_URL,
            );
        if (!outcome.ok) {
          if (outcome.refusal === 'amountMismatch' && isMoneyEvent(told)) {
            request.log.error(
              { ref, eventId, told, amountCents },
              'sandbox money event differs from the payment',
            );
          }
          return refuse(reply, 400, refusalMessages[outcome.refusal]);
        }
        if (outcome.refundDue) logRefundDue(request, ref, outcome.data);
        return success(outcome.data);
      },
    );
  }

  app.post(
    STRIPE_WEBHOOK_PATH,
    {
      schema: {
        tags,
        summary:
          'Stripe webhook: Checkout Session events (completed, expired, delayed payment), cards linked',
        description:
          'Verified with the Stripe-Signature header over the raw body (STRIPE_WEBHOOK_SECRET). A bad ' +
          'signature answers 401. setup_intent.succeeded links the saved card (issue 32). An event already processed, or one that settles none of our ' +
          'payments, is acknowledged with code 0 and changes nothing (Stripe would otherwise resend it).',
        headers: z.object({ 'stripe-signature': z.string().max(2000).optional() }),
        body: z.object({ id: z.string().max(255), type: z.string().max(255) }).loose(),
        response: {
          200: z.union([envelopeSchema(notificationResultSchema), emptyEnvelopeSchema]),
          400: errorEnvelopeSchema,
          401: errorEnvelopeSchema,
          404: errorEnvelopeSchema,
        },
      },
    },
    async (request, reply) => {
      const webhookSecret = config.STRIPE_WEBHOOK_SECRET;
      if (activePaymentProvider(config) !== 'stripe' || !webhookSecret) {
        return refuse(reply, 404, PROVIDER_NOT_AVAILABLE_MESSAGE);
      }
      const now = clock();
      const verified = await verifyStripeEvent(
        rawBodyOf(request),
        request.headers['stripe-signature'],
        webhookSecret,
        now,
      );
      if (!verified.ok) return refuse(reply, 401, signatureMessages.mismatch);
      const boarding = boardingOfStripeEvent(verified.event);
      if (boarding) {
        // A card saved by a setup-mode session; acknowledged whatever the outcome (a replay, a
        // boarding not ours), since Stripe resends anything not answered 2xx.
        await applyBoardingNotification(
          db,
          { provider: 'stripe', ...boarding, outcome: 'LINKED', brand: null, last4: null, check: null },
          now,
        );
        return { responseCode: ResponseCode.OK };
      }
      const notification = notificationOfStripeEvent(verified.event);
      if (!notification) return { responseCode: ResponseCode.OK };
      const outcome = await applyPaymentNotification(
        db,
        notification,
        now,
        app.paymentGateway,
        app.documentSeller,
        config.SHOP_PUBLIC_URL,
      );
      if (outcome.ok) {
        if (outcome.refundDue) logRefundDue(request, notification.ref, outcome.data);
        return success(outcome.data);
      }
      // A replay, or a session of the same Stripe account that is not one of ours: acknowledged,
      // since Stripe resends anything not answered 2xx for days. Nothing was changed.
      if (outcome.refusal !== 'amountMismatch') return { responseCode: ResponseCode.OK };
      request.log.error(
        { ref: notification.ref, eventId: notification.eventId },
        'Stripe amount differs from the payment',
      );
      return refuse(reply, 400, refusalMessages.amountMismatch);
    },
  );
};
