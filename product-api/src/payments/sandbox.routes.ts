import { createHash } from 'node:crypto';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ResponseCode, errorEnvelopeSchema, failure } from '../contract/envelope';
import { sandboxChoiceSchema, sandboxPageParamsSchema, sandboxPageQuerySchema } from '../contract/payments';
import { resolveSandboxSecret, sandboxNotifyUrlOf } from './payment-settings';
import { SANDBOX_PAGE_STYLE, renderSandboxPage } from './sandbox-page';
import { sandboxBoardingRoutes } from './sandbox-boarding.routes';
import { sendSandboxCallback } from './sandbox-notifier';
import { SANDBOX_PAGE_PATH, chooseSandboxOutcome, sandboxPageOf, type SandboxDeps } from './sandbox.service';

const tags = ['payments'];
const SESSION_NOT_FOUND_MESSAGE = 'Payment session not found';

/**
 * The page's policy: its one inline style by hash, no script, nothing framed. Its forms post to
 * the sandbox itself, which redirects to the shop: browsers check form-action on that redirect
 * too, so the shop's origin is allowed as well.
 */
function sandboxHelmetOptions(shopPublicUrl: string) {
  const styleHash = createHash('sha256').update(SANDBOX_PAGE_STYLE).digest('base64');
  return {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        'default-src': ["'none'"],
        'style-src': [`'sha256-${styleHash}'`],
        'form-action': ["'self'", new URL(shopPublicUrl).origin],
        'base-uri': ["'none'"],
        'frame-ancestors': ["'none'"],
      },
    },
  };
}

/**
 * The built-in sandbox provider's hosted page (issue 13 item 7), served by the API in place of a
 * real provider's site: GET shows the amount with Pay, Decline and Cancel; POST is the shopper's
 * choice (a form post, or JSON). Unknown sessions answer the 404 envelope.
 */
export const sandboxRoutes: FastifyPluginAsyncZod = async (app) => {
  const { config, db } = app.deps;
  const secret = await resolveSandboxSecret(config, db);
  const deps: SandboxDeps = {
    db,
    shopName: config.SHOP_BRAND_NAME,
    shopPublicUrl: config.SHOP_PUBLIC_URL,
    now: () => app.deps.now?.() ?? new Date(),
    notify: async (callback) => {
      const url = sandboxNotifyUrlOf(config, app.server.address());
      if (url === null) return false;
      return sendSandboxCallback(url, secret, callback, deps.now());
    },
  };
  const securityHeaders = sandboxHelmetOptions(config.SHOP_PUBLIC_URL);

  // The page's buttons post an HTML form; in this scope only.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(String(body))));
    },
  );

  const html = z.string().describe('The sandbox payment page (HTML)');
  const notFound = () => failure(ResponseCode.GENERIC_ERROR, SESSION_NOT_FOUND_MESSAGE);

  app.get(
    `${SANDBOX_PAGE_PATH}/:ref`,
    {
      securityHeaders,
      schema: {
        tags,
        summary: 'Sandbox payment page of a session (HTML: amount, Pay, Decline, Cancel)',
        params: sandboxPageParamsSchema,
        querystring: sandboxPageQuerySchema,
        produces: ['text/html', 'application/json'],
        response: { 200: html, 400: errorEnvelopeSchema, 404: errorEnvelopeSchema },
      },
    },
    async (request, reply) => {
      const view = await sandboxPageOf(deps, request.params.ref, request.query.lang);
      if (!view) return reply.code(404).send(notFound());
      return reply
        .header('cache-control', 'no-store')
        .type('text/html; charset=utf-8')
        .send(renderSandboxPage(view));
    },
  );

  app.post(
    `${SANDBOX_PAGE_PATH}/:ref`,
    {
      securityHeaders,
      schema: {
        tags,
        summary: "The shopper's choice on the sandbox page: notifies the shop, then redirects to it",
        description:
          'Form post (application/x-www-form-urlencoded) or JSON. The sandbox sends the signed ' +
          'callback to the notify URL, then answers 303 to SHOP_PUBLIC_URL/checkout/confirm?orderId=…' +
          '&payment=paid|declined|cancelled (under /it with lang=it); 502 (HTML) when the shop ' +
          'could not be notified.',
        params: sandboxPageParamsSchema,
        querystring: sandboxPageQuerySchema,
        body: sandboxChoiceSchema,
        consumes: ['application/x-www-form-urlencoded', 'application/json'],
        produces: ['text/html', 'application/json'],
        response: {
          200: html,
          303: z.null().describe('Back to the shop'),
          400: errorEnvelopeSchema,
          404: errorEnvelopeSchema,
          502: html,
        },
      },
    },
    async (request, reply) => {
      const { ref } = request.params;
      const result = await chooseSandboxOutcome(deps, ref, request.body.outcome, request.query.lang);
      if (result.kind === 'notFound') return reply.code(404).send(notFound());
      if (result.kind === 'redirect') return reply.redirect(result.url, 303);
      return reply
        .code(result.status)
        .header('cache-control', 'no-store')
        .type('text/html; charset=utf-8')
        .send(renderSandboxPage(result.view));
    },
  );

  await app.register(sandboxBoardingRoutes(securityHeaders));
};
