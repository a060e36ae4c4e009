import fastifyJwt from '@fastify/jwt';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ResponseCode, failure } from '../contract/envelope';
import { resolveJwtSecret } from './jwt-secret';
import { activeSessionUser, sessionClaimsSchema } from './session-tokens';
import { activeStaffMember, namesAKind, staffClaimsSchema } from './staff-tokens';

export const SESSION_EXPIRED_MESSAGE = 'Session expired, please sign in again';
/** A valid token of the other kind: a staff token on a customer's call, or the other way round. */
export const WRONG_SESSION_KIND_MESSAGE = 'This session may not make this call';

declare module 'fastify' {
  interface FastifyInstance {
    /** Route hook for customer calls: 401 envelope unless the bearer token is valid and not revoked. */
    authenticate: (request: FastifyRequest, reply: FastifyReply) => Promise<FastifyReply | undefined>;
    /** Route hook for staff calls (/ops): 401 without a live staff token, 403 for a customer's. */
    authenticateStaff: (request: FastifyRequest, reply: FastifyReply) => Promise<FastifyReply | undefined>;
  }
  interface FastifyRequest {
    /** The signed-in customer; only meaningful on routes that run `authenticate`. */
    userId: number;
    /** The jti of the token that authenticated this request, for logout. */
    tokenId: string;
    /** The signed-in staff member; only meaningful on routes that run `authenticateStaff`. */
    staffId: number;
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
  app.decorateRequest('staffId', 0);
  app.decorate('authenticate', async function authenticate(request: FastifyRequest, reply: FastifyReply) {
    const payload = await verifiedPayload(request);
    // A staff token is genuine but not a customer's: refused as not allowed, not as expired.
    if (namesAKind(payload))
      return reply.code(403).send(failure(ResponseCode.GENERIC_ERROR, WRONG_SESSION_KIND_MESSAGE));
    const parsed = sessionClaimsSchema.safeParse(payload);
    const claims = parsed.success ? parsed.data : undefined;
    const userId = claims ? await activeSessionUser(db, claims) : undefined;
    // Returning the reply tells Fastify the hook answered and the handler must not run.
    if (!claims || userId === undefined) {
      return reply.code(401).send(failure(ResponseCode.GENERIC_ERROR, SESSION_EXPIRED_MESSAGE));
    }
    request.userId = userId;
    request.tokenId = claims.jti;
    return undefined;
  });

  app.decorate(
    'authenticateStaff',
    async function authenticateStaff(request: FastifyRequest, reply: FastifyReply) {
      const payload = await verifiedPayload(request);
      if (payload === undefined) {
        return reply.code(401).send(failure(ResponseCode.GENERIC_ERROR, SESSION_EXPIRED_MESSAGE));
      }
      const parsed = staffClaimsSchema.safeParse(payload);
      // A customer's token (or any other genuine one) never opens a staff call.
      if (!parsed.success)
        return reply.code(403).send(failure(ResponseCode.GENERIC_ERROR, WRONG_SESSION_KIND_MESSAGE));
      const staffId = await activeStaffMember(db, parsed.data);
      if (staffId === undefined) {
        return reply.code(401).send(failure(ResponseCode.GENERIC_ERROR, SESSION_EXPIRED_MESSAGE));
      }
      request.staffId = staffId;
      request.tokenId = parsed.data.jti;
      return undefined;
    },
  );
}

/**
 * Signature, algorithm and expiry checked by @fastify/jwt; any failure there is simply "not signed
 * in" (undefined). What the payload says is for each kind's check to read.
 */
async function verifiedPayload(request: FastifyRequest): Promise<unknown> {
  try {
    return await request.jwtVerify();
  } catch {
    return undefined;
  }
}
