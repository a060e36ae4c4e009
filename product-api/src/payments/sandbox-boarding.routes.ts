import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ResponseCode, errorEnvelopeSchema, failure } from '../contract/envelope';
import { boardingPageParamsSchema } from '../contract/payment-methods';
import { sandboxPageQuerySchema } from '../contract/payments';
import { SANDBOX_BOARDING_NOTIFY_PATH } from './boarding-notify.routes';
import { resolveSandboxSecret, sandboxNotifyUrlOf } from './payment-settings';
import { renderBoardingPage } from './sandbox-boarding-page';
import { boardingPageOf, chooseBoardingOutcome, type SandboxBoardingDeps } from './sandbox-boarding.service';
import { sendSandboxCallback } from './sandbox-notifier';
import { SANDBOX_BOARDING_PATH } from './sandbox.service';

const tags = ['payments'];
const BOARDING_NOT_FOUND_MESSAGE = 'Card boarding not found';

/** The body of the page's forms: Link card with the number, or Cancel. */
const boardingFormSchema = z.object({
  outcome: z.enum(['LINKED', 'CANCELLED']),
  cardNumber: z.string().max(40).optional(),
});

/**
 * The sandbox provider's card-linking page (issue 32 item 5), registered inside the sandbox's
 * page routes so it shares their form parser and security headers (`securityHeaders`). Its
 * callback goes beside the payment callback: /cli/pay/apcopay/boarding/notify on the notify URL's
 * server.
 */
export function sandboxBoardingRoutes(securityHeaders: object): FastifyPluginAsyncZod {
  return async (app) => {
    const { config, db } = app.deps;
    const secret = await resolveSandboxSecret(config, db);
    const deps: SandboxBoardingDeps = {
      db,
      shopName: config.SHOP_BRAND_NAME,
      shopPublicUrl: config.SHOP_PUBLIC_URL,
      notify: async (callback) => {
        const paymentNotifyUrl = sandboxNotifyUrlOf(config, app.server.address());
        if (paymentNotifyUrl === null) return false;
        const url = new URL(SANDBOX_BOARDING_NOTIFY_PATH, paymentNotifyUrl).toString();
        return sendSandboxCallback(url, secret, callback, app.deps.now?.() ?? new Date());
      },
    };
    const html = z.string().describe('The sandbox card-linking page (HTML)');
    const notFound = () => failure(ResponseCode.GENERIC_ERROR, BOARDING_NOT_FOUND_MESSAGE);

    app.get(
      `${SANDBOX_BOARDING_PATH}/:ref`,
      {
        securityHeaders,
        schema: {
          tags,
          summary: 'Sandbox card-linking page (HTML: a test card number, Link card, Cancel)',
          params: boardingPageParamsSchema,
          querystring: sandboxPageQuerySchema,
          produces: ['text/html', 'application/json'],
          response: { 200: html, 400: errorEnvelopeSchema, 404: errorEnvelopeSchema },
        },
      },
      async (request, reply) => {
        const view = await boardingPageOf(deps, request.params.ref, request.query.lang);
        if (!view) return reply.code(404).send(notFound());
        return reply
          .header('cache-control', 'no-store')
          .type('text/html; charset=utf-8')
          .send(renderBoardingPage(view));
      },
    );

    app.post(
      `${SANDBOX_BOARDING_PATH}/:ref`,
      {
        securityHeaders,
        schema: {
          tags,
          summary:
            "The shopper's choice on the sandbox card-linking page: notifies the shop, then redirects to it",
          description:
            'Form post or JSON. LINKED with a valid test number: the sandbox authorises and releases ' +
            '0.01 €, sends the signed callback, then answers 303 to SHOP_PUBLIC_URL/payments (under /it ' +
            'with lang=it). An invalid number shows the page again (422); 502 (HTML) when the shop ' +
            'could not be notified.',
          params: boardingPageParamsSchema,
          querystring: sandboxPageQuerySchema,
          body: boardingFormSchema,
          consumes: ['application/x-www-form-urlencoded', 'application/json'],
          produces: ['text/html', 'application/json'],
          response: {
            200: html,
            303: z.null().describe('Back to the shop'),
            400: errorEnvelopeSchema,
            404: errorEnvelopeSchema,
            422: html,
            502: html,
          },
        },
      },
      async (request, reply) => {
        const result = await chooseBoardingOutcome(
          deps,
          request.params.ref,
          request.body,
          request.query.lang,
        );
        if (result.kind === 'notFound') return reply.code(404).send(notFound());
        if (result.kind === 'redirect') return reply.redirect(result.url, 303);
        return reply
          .code(result.status)
          .header('cache-control', 'no-store')
          .type('text/html; charset=utf-8')
          .send(renderBoardingPage(result.view));
      },
    );
  };
}
