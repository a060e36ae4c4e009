import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { clientAddressOf } from '../auth/client-address';
import { LoginThrottle } from '../auth/login-throttle';
import { loginThrottleRulesOf } from '../auth/login-throttle-rules';
import {
  ResponseCode,
  emptyEnvelopeSchema,
  envelopeSchema,
  errorEnvelopeSchema,
  failure,
} from '../contract/envelope';
import { loginResultSchema, loginSchema, profileSchema } from '../contract/profiles';
import { toEnvelope } from '../http/envelope';
import { currentProfile, login, logout } from './profiles.service';

export const bearerAuth = [{ bearerAuth: [] }];

/** Profile calls of spec §7 (login, logout, current profile). HTTP only: rules live in the service. */
export async function profileRoutes(app: FastifyInstance): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const { db, config, now } = app.deps;
  const throttle = new LoginThrottle(db, loginThrottleRulesOf(config), now);

  routes.post(
    '/cli/profiles/login',
    {
      schema: {
        tags: ['profiles'],
        summary: 'Sign in with e-mail and password; returns the profile and a bearer token',
        body: loginSchema,
        response: {
          200: envelopeSchema(loginResultSchema),
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
        },
        request.body,
        clientAddressOf(request, config.BFF_SECRET),
      );
      if (!outcome.throttled) return toEnvelope(outcome.result);
      // 429 with Retry-After (the storefront translates by the status); see README: Login limits.
      reply.code(429).header('retry-after', String(outcome.retryAfterSeconds));
      return failure(ResponseCode.GENERIC_ERROR, outcome.message);
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
