import type { FastifyInstance } from 'fastify';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Language, Suggestions } from '../contract/catalogue';
import type { Envelope } from '../contract/envelope';
import { logsEveryRequest } from '../http/request-logging';
import { JSON_SECURITY_HEADERS } from '../http/security-headers';

type RequestListener = (request: IncomingMessage, response: ServerResponse) => void;

/** What the suggestion route itself uses, so both answer alike (catalogue.routes.ts). */
export type SuggestionRoute = {
  /** The route's path, without the query. */
  path: string;
  /** The route's querystring validator: a value when the query is valid. */
  validate: (query: Record<string, string>) => { value?: { q: string; lang?: Language } };
  /** The route's 200 serializer. */
  serialize: (envelope: Envelope<Suggestions>) => string;
  /** The route's answer, cached as the route caches it. */
  suggest: (
    q: string,
    lang: Language | undefined,
    acceptLanguage: string | undefined,
  ) => Promise<Envelope<Suggestions>>;
};

/** Fastify's own headers of a JSON answer, then the security headers its hook sets (same order). */
const HEADERS = { ...JSON_SECURITY_HEADERS, 'content-type': 'application/json; charset=utf-8' };

/**
 * A query of only q and lang, each at most once, decoded as Fastify's parser decodes it; null for
 * anything else (an unknown or repeated name, an empty pair, a bad escape), which Fastify answers.
 */
export function plainQueryOf(search: string): Record<string, string> | null {
  const query: Record<string, string> = {};
  for (const pair of search.split('&')) {
    const equals = pair.indexOf('=');
    if (equals < 0) return null;
    const name = pair.slice(0, equals);
    if ((name !== 'q' && name !== 'lang') || Object.hasOwn(query, name)) return null;
    try {
      query[name] = decodeURIComponent(pair.slice(equals + 1).replaceAll('+', ' '));
    } catch {
      return null;
    }
  }
  return query;
}

/**
 * Search-box suggestions are the API's most frequent call (one per pause in typing, from every
 * shopper) and among its cheapest to work out: Fastify's lifecycle around one (request and reply
 * objects, hooks, a child logger) costs about a quarter of its time. A suggestion call that parses
 * cleanly is answered here, before Fastify, with the route's own validator, cache, serializer and
 * headers. Everything else goes on to Fastify as before: another method or path, an unusual or
 * invalid query (Fastify's 400 envelope), request logging switched on (LOG_LEVEL debug), and
 * calls arriving while the API closes. The tests hold both answers to the same bytes
 * (test/catalogue/suggestion-fast-path.test.ts).
 */
export function answerSuggestionsFirst(app: FastifyInstance, route: SuggestionRoute): void {
  const server = app.server;
  const fastify = server.listeners('request') as RequestListener[];
  if (fastify.length !== 1) throw new Error('Fastify should be the server’s only request listener');
  const handOn = fastify[0]!;
  const prefix = `${route.path}?`;
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  // With a line logged for every request, every call goes through Fastify, which logs it.
  const logsRequests = logsEveryRequest(app.log.level);

  server.removeListener('request', handOn);
  server.on('request', (request: IncomingMessage, response: ServerResponse) => {
    const url = request.url;
    if (request.method !== 'GET' || !url?.startsWith(prefix) || closing || logsRequests)
      return handOn(request, response);
    const query = plainQueryOf(url.slice(prefix.length));
    const valid = query && route.validate(query).value;
    if (!valid) return handOn(request, response);
    route.suggest(valid.q, valid.lang, request.headers['accept-language']).then(
      (envelope) => {
        const body = route.serialize(envelope);
        response.writeHead(200, { ...HEADERS, 'content-length': Buffer.byteLength(body) });
        response.end(body);
      },
      // Fastify answers it again, and an error as every other error.
      () => handOn(request, response),
    );
  });
}
