import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ResponseCode, envelopeSchema, errorEnvelopeSchema, failure, success } from '../contract/envelope';
import { boardingCallbackSchema, boardingResultSchema } from '../contract/payment-methods';
import { SANDBOX_SIGNATURE_HEADER } from '../contract/payments';
import { resolveSandboxSecret } from './payment-settings';
import { applyBoardingNotification, type BoardingRefusal } from './payment-methods.service';
import { keepRawJsonBodies } from './raw-json-body';
import { checkSignature } from './sandbox-signature';

export const SANDBOX_BOARDING_NOTIFY_PATH = '/cli/pay/apcopay/boarding/notify';

const refusalMessages: Record<BoardingRefusal, string> = {
  unknownBoarding: 'Unknown card boarding',
  checkNotReleased: 'The card check must be 0.01 € authorised and released',
  replay: 'Event already processed',
};

/**
 * The sandbox provider's signed card-linking callback (issue 32 item 5), signed and checked as its
 * payment callback is (sandbox-signature.ts over the raw body, the same secret, replays refused).
 * Every refusal is a 4xx envelope and changes nothing.
 */
export const boardingNotifyRoutes: FastifyPluginAsyncZod = async (app) => {
  const { config, db } = app.deps;
  const secret = await resolveSandboxSecret(config, db);
  const rawBodyOf = keepRawJsonBodies(app);

  app.post(
    SANDBOX_BOARDING_NOTIFY_PATH,
    {
      schema: {
        tags: ['payments'],
        summary: 'Signed card-linking callback of the sandbox provider (server to server)',
        description:
          `Header \`${SANDBOX_SIGNATURE_HEADER}\` as for /cli/pay/apcopay/notify. LINKED saves the card ` +
          "as the boarding customer's APCOPAY card (once, however often it is told); its check " +
          'authorisation must be 1 cent, released in full (else 400). CANCELLED closes the boarding. ' +
          'A bad signature answers 401; a replayed eventId or an unknown boarding 400.',
        headers: z.object({ [SANDBOX_SIGNATURE_HEADER]: z.string().max(500).optional() }),
        body: boardingCallbackSchema,
        response: {
          200: envelopeSchema(boardingResultSchema),
          400: errorEnvelopeSchema,
          401: errorEnvelopeSchema,
        },
      },
    },
    async (request, reply) => {
      const now = app.deps.now?.() ?? new Date();
      const check = checkSignature(
        secret,
        request.headers[SANDBOX_SIGNATURE_HEADER],
        rawBodyOf(request),
        Math.floor(now.getTime() / 1000),
      );
      if (check !== 'valid')
        return reply.code(401).send(failure(ResponseCode.GENERIC_ERROR, 'Invalid signature'));
      const told = request.body;
      const outcome = await applyBoardingNotification(
        db,
        told.outcome === 'LINKED'
          ? {
              provider: 'apcopay',
              eventId: told.eventId,
              ref: told.ref,
              outcome: 'LINKED',
              cardRef: told.cardRef,
              brand: told.brand,
              last4: told.last4,
              check: { authorisedCents: told.checkAuthorisedCents, releasedCents: told.checkReleasedCents },
            }
          : { provider: 'apcopay', eventId: told.eventId, ref: told.ref, outcome: 'CANCELLED' },
        now,
      );
      if (!outcome.ok) {
        return reply.code(400).send(failure(ResponseCode.GENERIC_ERROR, refusalMessages[outcome.refusal]));
      }
      return success({ boardingStatus: outcome.boardingStatus });
    },
  );
};
