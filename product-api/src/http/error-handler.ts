import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { ResponseCode, failure } from '../contract/envelope';

/**
 * Every error leaves as an envelope (DESIGN: the API contract): schema errors are HTTP 400 with
 * code 4000 and the failing fields; anything unexpected is logged and answered without a stack.
 */
export function registerErrorHandlers(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fields = error.validation.map((v) => ({
        path: `${error.validationContext ?? ''}${v.instancePath.replace(/\//g, '.')}`,
        message: v.message ?? 'invalid',
      }));
      return reply.status(400).send({ ...failure(ResponseCode.GENERIC_ERROR, 'Invalid request'), fields });
    }
    if (error.statusCode === 429) {
      return reply
        .status(429)
        .send(failure(ResponseCode.GENERIC_ERROR, 'Too many requests, try again in a minute'));
    }
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      return reply.status(error.statusCode).send(failure(ResponseCode.GENERIC_ERROR, 'Invalid request'));
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send(failure(ResponseCode.GENERIC_ERROR));
  });

  app.setNotFoundHandler((_request, reply) =>
    reply.status(404).send(failure(ResponseCode.GENERIC_ERROR, 'Not found')),
  );
}
