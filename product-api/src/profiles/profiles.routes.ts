import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelopeSchema, errorEnvelopeSchema } from '../contract/envelope';
import { loginResultSchema, loginSchema, profileSchema } from '../contract/profiles';
import { toEnvelope } from '../http/envelope';
import { currentProfile, login, logout } from './profiles.service';

const bearerAuth = [{ bearerAuth: [] }];
const emptyEnvelopeSchema = z.object({ responseCode: z.number().int(), errorMessage: z.string().optional() });
const ONE_MINUTE_MS = 60_000;

/** Profile calls of spec §7 (login, logout, current profile). HTTP only: rules live in the service. */
export async function profileRoutes(app: FastifyInstance): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const { db, config } = app.deps;

  routes.post(
    '/cli/profiles/login',
    {
      // Per client address (see auth/client-address.ts); counted before the body is even parsed.
      config: { rateLimit: { max: config.LOGIN_RATE_LIMIT_PER_MINUTE, timeWindow: ONE_MINUTE_MS } },
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
    async (request) =>
      toEnvelope(
        await login(
          { db, signToken: (claims) => app.jwt.sign(claims), tokenTtlSeconds: config.JWT_TTL_SECONDS },
          request.body,
        ),
      ),
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
