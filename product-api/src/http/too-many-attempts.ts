import type { FastifyReply, FastifyRequest } from 'fastify';
import { clientAddressOf } from '../auth/client-address';
import type { AttemptLimit, TooManyAttempts } from '../auth/attempt-limit';
import type { AttemptRule } from '../auth/attempt-limit-rules';
import type { ThrottleRefusal } from '../auth/login-throttle-rules';
import { ResponseCode, failure, type ErrorEnvelope } from '../contract/envelope';

/**
 * Every limited call answers alike: HTTP 429, Retry-After in seconds and the spec §8 envelope with
 * code 4000 and 'Too many attempts, try again in N minutes'. The storefront translates by the status
 * and turns Retry-After into the minutes it shows.
 */
export function answerTooManyAttempts(reply: FastifyReply, refusal: ThrottleRefusal): ErrorEnvelope {
  reply.code(429).header('retry-after', String(refusal.retryAfterSeconds));
  return failure(ResponseCode.GENERIC_ERROR, refusal.message);
}

export const isTooManyAttempts = (outcome: object): outcome is TooManyAttempts =>
  'tooManyAttempts' in outcome;

/**
 * A route's preHandler counting each call against `rule` for the client address (the one the
 * storefront vouches for with BFF_SECRET, see client-address.ts). It runs after the body passed
 * its schema, so a malformed form is refused as before and not counted, and before the handler,
 * so a refused call does none of the route's work.
 */
export function limitPerAddress(limit: AttemptLimit, rule: AttemptRule, bffSecret: string | undefined) {
  return async (request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply | undefined> => {
    const verdict = await limit.count(rule, clientAddressOf(request, bffSecret));
    // Fastify's way to answer from an async hook: send, then return the reply.
    return verdict.allowed ? undefined : reply.send(answerTooManyAttempts(reply, verdict));
  };
}
