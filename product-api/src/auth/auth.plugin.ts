import fastifyJwt from '@fastify/jwt';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ResponseCode, failure } from '../contract/envelope';
import { resolveJwtSecret } from './jwt-secret';
import { activeSessionUser, sessionClaimsSchema } from './session-tokens';

export const SESSION_EXPIRED_MESSAGE = 'Session expired, please sign in again';

declare module 'fastify' {
  interface FastifyInstance {
    /** Route hook for customer calls: 401 envelope unless the bearer token is valid and not revoked. */
    authenticate: (request: FastifyRequest, reply: FastifyReply) => Promise<FastifyReply | undefined>;
  }
  interface FastifyRequest {
    /** The signed-in customer; only meaningful on routes that run `authenticate`. */
    userId: number;
    /** The jti of the token that authenticated this request, for logout. */
    tokenId: string;
  }
}

/**
 * Session tokens (architecture: The API contract). Registered on the root instance, like the
 * OpenAPI plugin, so every area's routes can use `app.authenticate` and `app.jwt`. Login limits are
 * not a plugin: they need the username, so the login service applies them (auth/login-throttle.ts).
 */
export async function registerAuth(app: FastifyInstance): Promise<void> {
  const { config, db } = app.deps;
  const secret = await resolveJwtSecret(config, db);
  // HS256 only on both sides: a token announcing another algorithm (or `none`) is refused.
  await app.register(fastifyJwt, { secret, sign: { algorithm: 'HS256' }, verify: { algorithms: ['HS256'] } });

  app.decorateRequest('userId', 0);
  app.decorateRequest('tokenId', '');
  app.decorate('authenticate', async function authenticate(request: FastifyRequest, reply: FastifyReply) {
    const claims = await verifiedClaims(request);
    const userId = claims ? await activeSessionUser(db, claims) : undefined;
    // Returning the reply tells Fastify the hook answered and the handler must not run.
    if (!claims || userId === undefined) {
      return reply.code(401).send(failure(ResponseCode.GENERIC_ERROR, SESSION_EXPIRED_MESSAGE));
    }
    request.userId = userId;
    request.tokenId = claims.jti;
    return undefined;
  });
}

/** Signature, algorithm and expiry checked by @fastify/jwt; any failure there is simply "not signed in". */
async function verifiedClaims(request: FastifyRequest) {
  try {
    const parsed = sessionClaimsSchema.safeParse(await request.jwtVerify());
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}
