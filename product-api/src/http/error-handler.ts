import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { ResponseCode, failure, type ErrorEnvelope } from '../contract/envelope';

type Field = NonNullable<ErrorEnvelope['fields']>[number];
type ClientError = { status: number; message: string; field?: Field };

export const BODY_TOO_LARGE_MESSAGE = 'Request body too large';

/**
 * Fastify's own errors about a request, said in the shop's words. Their codes (FST_ERR_...) and
 * messages name internals, so none of them reaches the client as such.
 */
const fastifyClientErrors: Record<string, ClientError> = {
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, message: BODY_TOO_LARGE_MESSAGE },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: {
    status: 415,
    message: 'Unsupported content type',
    field: { path: 'headers.content-type', message: 'must be application/json' },
  },
  FST_ERR_CTP_INVALID_JSON_BODY: {
    status: 400,
    message: 'Invalid request',
    field: { path: 'body', message: 'must be valid JSON' },
  },
  FST_ERR_CTP_EMPTY_JSON_BODY: {
    status: 400,
    message: 'Invalid request',
    field: { path: 'body', message: 'must not be empty when the content type is JSON' },
  },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: {
    status: 400,
    message: 'Invalid request',
    field: { path: 'headers.content-length', message: 'must match the body' },
  },
  FST_ERR_BAD_URL: {
    status: 400,
    message: 'Invalid request',
    field: { path: 'url', message: 'must be a valid URL (malformed percent-encoding)' },
  },
  FST_ERR_MAX_PARAM_LENGTH: {
    status: 414,
    message: 'Request path too long',
    field: { path: 'url', message: 'has a path segment that is too long' },
  },
};

/**
 * The envelope and status for any error Fastify or a route raised: schema errors are HTTP 400 with
 * code 4000 and the failing fields, Fastify's request errors their own 4xx, anything else 500.
 */
export function clientErrorOf(error: FastifyError): { status: number; body: ErrorEnvelope } {
  if (hasZodFastifySchemaValidationErrors(error)) {
    // 'querystring.q', 'body.address.zip'; 'body' alone when the whole part is wrong.
    const fields = error.validation.map((v) => ({
      path: [error.validationContext ?? '', ...v.instancePath.split('/')].filter(Boolean).join('.'),
      message: v.message ?? 'invalid',
    }));
    return { status: 400, body: { ...failure(ResponseCode.GENERIC_ERROR, 'Invalid request'), fields } };
  }
  const known = fastifyClientErrors[error.code];
  if (known) {
    const body = failure(ResponseCode.GENERIC_ERROR, known.message);
    return { status: known.status, body: known.field ? { ...body, fields: [known.field] } : body };
  }
  if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
    return { status: error.statusCode, body: failure(ResponseCode.GENERIC_ERROR, 'Invalid request') };
  }
  return { status: 500, body: failure(ResponseCode.GENERIC_ERROR) };
}

/**
 * Every error leaves as an envelope (architecture: The API contract, spec §8); an unexpected one is
 * logged and answered without a stack.
 */
export function registerErrorHandlers(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const { status, body } = clientErrorOf(error);
    if (status >= 500) request.log.error({ err: error }, 'unhandled error');
    return reply.status(status).send(body);
  });

  app.setNotFoundHandler((_request, reply) =>
    reply.status(404).send(failure(ResponseCode.GENERIC_ERROR, 'Not found')),
  );
}
