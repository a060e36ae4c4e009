import { errorCodes, type FastifyInstance, type FastifyRequest } from 'fastify';

/**
 * Providers sign the raw bytes of their notifications, so the scope of their routes (and only that
 * one: Fastify encapsulates parsers per plugin) keeps the JSON body as received besides parsing
 * it. Answers the reader of a request's raw body (empty when there was none).
 */
export function keepRawJsonBodies(app: FastifyInstance): (request: FastifyRequest) => Buffer {
  const rawBodies = new WeakMap<FastifyRequest, Buffer>();
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (request, body: Buffer, done) => {
    rawBodies.set(request, body);
    if (body.length === 0) return done(new errorCodes.FST_ERR_CTP_EMPTY_JSON_BODY());
    try {
      // Plain JSON.parse is enough: the route's schema keeps only its own keys (no merge, no prototype).
      done(null, JSON.parse(body.toString('utf8')));
    } catch {
      done(new errorCodes.FST_ERR_CTP_INVALID_JSON_BODY());
    }
  });
  return (request) => rawBodies.get(request) ?? Buffer.alloc(0);
}
