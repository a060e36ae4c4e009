import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AttemptLimit } from '../auth/attempt-limit';
import { attemptLimitRulesOf } from '../auth/attempt-limit-rules';
import { clientAddressOf } from '../auth/client-address';
import { languageOf } from '../catalogue/language';
import { signupCheckResultSchema, signupCheckSchema, signupSchema } from '../contract/account';
import { envelopeSchema, errorEnvelopeSchema } from '../contract/envelope';
import { profileSchema } from '../contract/profiles';
import { statusOf, toEnvelope } from '../http/envelope';
import { answerTooManyAttempts, isTooManyAttempts, limitPerAddress } from '../http/too-many-attempts';
import { CardCheckLimit } from './card-check-limit';
import { checkSignup, signUp, type SignupDeps } from './signup.service';

const tags = ['profiles'];

const CARD_LIMITS =
  'Card checks are limited per client address (CARD_CHECK_LIMIT_PER_HOUR) and per card number ' +
  '(CARD_CHECK_MAX_FAILURES checks that do not pass in CARD_CHECK_WINDOW_MINUTES, for any card ' +
  'number, existing or not): past either, HTTP 429 with Retry-After and code 4000.';

/** The sign-up wizard's calls of spec §7 (no authentication). HTTP only: rules live in the service. */
export const signupRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, config, now } = app.deps;
  const limit = new AttemptLimit(db, now);
  const rules = attemptLimitRulesOf(config);
  const deps: SignupDeps = {
    db,
    cardChecks: new CardCheckLimit(limit, rules),
    now: now ?? (() => new Date()),
    shopPublicUrl: config.SHOP_PUBLIC_URL,
  };
  const addressOf = (request: Parameters<typeof clientAddressOf>[0]) =>
    clientAddressOf(request, config.BFF_SECRET);

  app.post(
    '/cli/profiles/signup',
    {
      preHandler: limitPerAddress(limit, rules.signupByAddress, config.BFF_SECRET),
      schema: {
        tags,
        summary: 'Create an account, with or without an in-store loyalty card; answers the new profile',
        description:
          'birthDate is dd/MM/yyyy (may be empty with a card: the card record has it); the city is a name ' +
          'of GET /cli/addresses/cities (400 with the field otherwise). A taken e-mail is code 4; with a ' +
          'card, an unknown card or another ID document is code 2 and a card already linked code 4. No ' +
          'token is issued: the new customer signs in with POST /cli/profiles/login. At most ' +
          'SIGNUP_LIMIT_PER_HOUR sign-ups per client address: past it, HTTP 429 with Retry-After and ' +
          `code 4000. ${CARD_LIMITS} The new customer gets a welcome e-mail in the language of ` +
          'Accept-Language (en or it; English otherwise).',
        body: signupSchema,
        response: { 200: envelopeSchema(profileSchema), 400: errorEnvelopeSchema, 429: errorEnvelopeSchema },
      },
    },
    async (request, reply) => {
      const language = languageOf(undefined, request.headers['accept-language']);
      const result = await signUp(deps, request.body, addressOf(request), language);
      if (isTooManyAttempts(result)) return answerTooManyAttempts(reply, result);
      reply.code(statusOf(result));
      return toEnvelope(result);
    },
  );

  app.post(
    '/cli/profiles/signupcheck',
    {
      schema: {
        tags,
        summary: 'Check a loyalty card and its holder before the card path of the sign-up',
        description:
          'Unknown card or another ID document: code 2; card already linked or e-mail taken: code 4; ' +
          `the card record has no usable e-mail and none was sent: code 44. Links nothing. ${CARD_LIMITS}`,
        body: signupCheckSchema,
        response: {
          200: envelopeSchema(signupCheckResultSchema),
          400: errorEnvelopeSchema,
          429: errorEnvelopeSchema,
        },
      },
    },
    async (request, reply) => {
      const result = await checkSignup(deps, request.body, addressOf(request));
      return isTooManyAttempts(result) ? answerTooManyAttempts(reply, result) : toEnvelope(result);
    },
  );
};
