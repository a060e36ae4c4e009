import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AttemptLimit } from '../auth/attempt-limit';
import { attemptLimitRulesOf } from '../auth/attempt-limit-rules';
import { languageOf } from '../catalogue/language';
import { passwordResetRequestSchema, passwordResetSchema } from '../contract/account';
import { emptyEnvelopeSchema, errorEnvelopeSchema } from '../contract/envelope';
import { toEnvelope } from '../http/envelope';
import { limitPerAddress } from '../http/too-many-attempts';
import {
  RESET_MAILS_PER_WINDOW,
  RESET_MAIL_WINDOW_MINUTES,
  requestPasswordReset,
  resetPassword,
  type PasswordResetDeps,
} from './password-reset.service';

/** The password reset by e-mail (spec §7, issue 12). HTTP only: the rules live in the service. */
export async function passwordResetRoutes(app: FastifyInstance): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const { db, config, now } = app.deps;
  const deps: PasswordResetDeps = {
    db,
    now: now ?? (() => new Date()),
    ttlMinutes: config.PASSWORD_RESET_TTL_MINUTES,
    shopPublicUrl: config.SHOP_PUBLIC_URL,
  };
  const limit = new AttemptLimit(db, now);
  const { passwordResetByAddress } = attemptLimitRulesOf(config);

  routes.post(
    '/cli/profiles/password',
    {
      // Per client address, apart from the per-e-mail cap below: one sender cannot mail many strangers.
      preHandler: limitPerAddress(limit, passwordResetByAddress, config.BFF_SECRET),
      schema: {
        tags: ['profiles'],
        summary: 'Ask for a password reset link by e-mail',
        description:
          "Always answers `{responseCode: 0}`, whether or not the e-mail is a customer's: a customer " +
          'gets a single-use link that expires after PASSWORD_RESET_TTL_MINUTES, any other address ' +
          `an e-mail saying it has no account. At most ${RESET_MAILS_PER_WINDOW} e-mails per address in ` +
          `${RESET_MAIL_WINDOW_MINUTES} minutes; further requests get the same answer and send nothing. ` +
          'At most PASSWORD_RESET_LIMIT_PER_HOUR requests per client address, whatever the e-mail: past ' +
          'it, HTTP 429 with Retry-After and code 4000. The e-mail is written in the language of ' +
          'Accept-Language (en or it; English otherwise), its link opens the shop in it.',
        body: passwordResetRequestSchema,
        response: { 200: emptyEnvelopeSchema, 400: errorEnvelopeSchema, 429: errorEnvelopeSchema },
      },
    },
    async (request) =>
      toEnvelope(
        await requestPasswordReset(
          deps,
          request.body,
          languageOf(undefined, request.headers['accept-language']),
        ),
      ),
  );

  routes.post(
    '/cli/profiles/password/reset',
    {
      schema: {
        tags: ['profiles'],
        summary: 'Set a new password with the token of a reset link; every session of the customer ends',
        description:
          'An unknown, used or expired token answers HTTP 200 with code 4000, ' +
          "'This link is no longer valid'.",
        body: passwordResetSchema,
        response: { 200: emptyEnvelopeSchema, 400: errorEnvelopeSchema },
      },
    },
    async (request) => toEnvelope(await resetPassword(deps, request.body)),
  );
}
