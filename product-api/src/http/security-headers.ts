import helmet, { type FastifyHelmetOptions } from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import helmetHeaders, { type HelmetOptions } from 'helmet';
import type { IncomingMessage, ServerResponse } from 'node:http';

/**
 * A JSON answer is never a document: it loads nothing, runs nothing and is framed by no one.
 * Errors Fastify answers before any hook runs (a bad URL, a broken connection) carry it too.
 */
const jsonDirectives = {
  'default-src': ["'none'"],
  'base-uri': ["'none'"],
  'form-action': ["'none'"],
  'frame-ancestors': ["'none'"],
};

/** helmet's options for every JSON answer. */
const jsonHelmetOptions = {
  contentSecurityPolicy: { useDefaults: false, directives: jsonDirectives },
  frameguard: { action: 'deny' as const },
  strictTransportSecurity: false,
  crossOriginResourcePolicy: { policy: 'same-origin' as const },
  referrerPolicy: { policy: 'no-referrer' as const },
} satisfies FastifyHelmetOptions;

/**
 * The headers helmet gives a JSON answer, worked out once: set by one hook on the JSON routes
 * (registerSecurityHeaders), and written by hand on the answers Fastify makes before any hook runs
 * (frameworkErrors, clientErrorHandler).
 */
export const JSON_SECURITY_HEADERS: Readonly<Record<string, string>> = headersOf(jsonHelmetOptions);

/**
 * Images and leaflet PDFs reach the browser through the storefront's /app/media rewrite, so from
 * the shop's own origin: the leaflet page embeds the PDF (frame-ancestors 'self', SAMEORIGIN) and
 * Chrome's PDF viewer needs object-src, inline styles and a frame of its own. No script runs in
 * either, which is the protection that matters for an SVG opened by itself.
 */
export const mediaHelmetOptions = {
  contentSecurityPolicy: {
    useDefaults: false,
    directives: {
      'default-src': ["'self'"],
      'script-src': ["'none'"],
      'style-src': ["'self'", "'unsafe-inline'"],
      'img-src': ["'self'", 'data:'],
      'object-src': ["'self'"],
      'base-uri': ["'none'"],
      'form-action': ["'none'"],
      'frame-ancestors': ["'self'"],
    },
  },
  frameguard: { action: 'sameorigin' as const },
};

/**
 * Browser security headers on every answer (issue 10, @fastify/helmet): a strict policy for the
 * JSON calls; the media route and Swagger UI loosen only what they need. No HSTS from here: the
 * API speaks plain HTTP behind the storefront, and the edge that terminates TLS decides it for the
 * shop's whole domain. Cross-Origin-Resource-Policy stays same-origin: through the rewrite every
 * image is same-origin for the shop's pages.
 */
export async function registerSecurityHeaders(app: FastifyInstance): Promise<void> {
  // @fastify/helmet builds helmet again on every request of a route without options of its own;
  // for those (all but the media, sandbox-page and docs routes) the same headers, worked out once,
  // are set by one hook. Routes with their own `helmet` options keep the plugin's handling.
  await app.register(helmet, { ...jsonHelmetOptions, global: false });
  app.addHook('onRequest', (request, reply, done) => {
    if ((request.routeOptions.config as { helmet?: unknown }).helmet === undefined)
      reply.headers(JSON_SECURITY_HEADERS);
    done();
  });
}

/** The headers helmet sets for these options, read once from a response that only records them. */
function headersOf(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader: (name: string, value: unknown) => (headers[name.toLowerCase()] = String(value)),
    removeHeader: (name: string) => delete headers[name.toLowerCase()],
  };
  helmetHeaders(options)({} as IncomingMessage, recorder as unknown as ServerResponse, () => {});
  return headers;
}
