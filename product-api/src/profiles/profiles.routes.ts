import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { LoginThrottle } from '../auth/login-throttle';
import { loginThrottleRulesOf } from '../auth/login-throttle-rules';
import { hcaptchaVerifier } from '../contact/captcha-verifier';
import { CAPTCHA_TOKEN_HEADER } from '../contract/contact';
import { emptyEnvelopeSchema, envelopeSchema, errorEnvelopeSchema } from '../contract/envelope';
import { HUMAN_CHECK_FIELD, loginResultSchema, loginSchema, profileSchema } from '../contract/profiles';
import { loginOriginOf } from '../http/captcha-proof';
import { answerTooManyAttempts } from '../http/too-many-attempts';
import { toEnvelope } from '../http/envelope';
import { currentProfile, login, logout } from './profiles.service';

export const bearerAuth = [{ bearerAuth: [] }];

/** The login's 200: the signed-in profile, or a refusal that may name the human check in `fields`. */
const loginEnvelopeSchema = envelopeSchema(loginResultSchema).extend({
  fields: errorEnvelopeSchema.shape.fields,
});

/** Profile calls of spec §7 (login, logout, current profile). HTTP only: rules live in the service. */
export async function profileRoutes(app: FastifyInstance): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const { db, config, now } = app.deps;
  const throttle = new LoginThrottle(db, loginThrottleRulesOf(config), now);
  const verifyCaptcha = hcaptchaVerifier({
    secret: config.HCAPTCHA_SECRET,
    verifyUrl: config.HCAPTCHA_VERIFY_URL,
    log: app.log,
  });

  routes.post(
    '/cli/profiles/login',
    {
      // The answer carries the session token, and its refusals say what the limits are doing:
      // neither may be kept by a browser or a shared cache, whatever answered (a schema error too).
      onSend: async (_request, reply, payload) => {
        reply.header('cache-control', 'no-store');
        return payload;
      },
      schema: {
        tags: ['profiles'],
        summary: 'Sign in with e-mail and password; returns the profile and a bearer token',
        description:
          'Past LOGIN_ACCOUNT_CAPTCHA_AFTER failures of the account in the window, a login needs a ' +
          `solved hCaptcha, its token in the \`${CAPTCHA_TOKEN_HEADER}\` header. Without a token that ` +
          `passes, the answer is HTTP 200, code 4000 and one entry in \`fields\` with path ` +
          `\`${HUMAN_CHECK_FIELD}\` and message \`required\`, \`failed\` or \`unavailable\`; the ` +
          'password is not checked. Too many failures of the account from one address, or too many ' +
          'logins from one address, answer 429 with Retry-After. Every answer is Cache-Control: no-store.',
        body: loginSchema,
        response: {
          200: loginEnvelopeSchema,
          400: errorEnvelopeSchema,
          429: errorEnvelopeSchema,
        },
      },
    },
    async (request, reply) => {
      const outcome = await login(
        {
          db,
          signToken: (claims) => app.jwt.sign(claims),
          tokenTtlSeconds: config.JWT_TTL_SECONDS,
          throttle,
          verifyCaptcha,
        },
        request.body,
        loginOriginOf(request, config.BFF_SECRET),
      );
      if (!outcome.throttled) return toEnvelope(outcome.result);
      // 429 with Retry-After (the storefront translates by the status); see README: Login limits.
      return answerTooManyAttempts(reply, outcome);
    },
  );

  routes.get(
    '/cli/profiles/login',
    {
      onRequest: [app.authenticate],
      schema: {
        tags: ['profiles'],
        summary: 'The signed-in customer',
        security: bearerAuth,
        response: { 200: envelopeSchema(profileSchema), 401: errorEnvelopeSchema },
      },
    },
    async (request) => toEnvelope(await currentProfile(db, request.userId)),
  );

  routes.post(
    '/cli/profiles/logout',
    {
      onRequest: [app.authenticate],
      schema: {
        tags: ['profiles'],
        summary: 'Sign out: the token is revoked on the server',
        security: bearerAuth,
        response: { 200: emptyEnvelopeSchema, 401: errorEnvelopeSchema },
      },
    },
    async (request) => toEnvelope(await logout(db, request.tokenId)),
  );
}
