import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';
import type { IncomingMessage, ServerResponse } from 'node:http';

declare module 'fastify' {
  interface RouteShorthandOptions {
    /** helmet's options for this route in place of the JSON ones (registerSecurityHeaders). */
    securityHeaders?: HelmetOptions;
  }
  interface FastifyContextConfig {
    /** The route's headers, worked out once when the route is added. */
    securityHeaders?: Readonly<Record<string, string>>;
  }
}

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
} satisfies HelmetOptions;

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
export const mediaHelmetOptions: HelmetOptions = {
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
  frameguard: { action: 'sameorigin' },
};

/**
 * Browser security headers on every answer (issue 10, helmet): a strict policy for the JSON calls;
 * the media route and the sandbox page loosen only what they need (route option securityHeaders,
 * read over the JSON options), and Swagger UI sets its own policy. No HSTS from here: the API
 * speaks plain HTTP behind the storefront, and the edge that terminates TLS decides it for the
 * shop's whole domain. Cross-Origin-Resource-Policy stays same-origin: through the rewrite every
 * image is same-origin for the shop's pages.
 *
 * Each route's headers are worked out by helmet once, when the route is added, and one hook sets
 * them: @fastify/helmet ran helmet and two hooks (one async) for every request, a fifth of a
 * cached catalogue read's time.
 */
export function registerSecurityHeaders(app: FastifyInstance): void {
  app.addHook('onRoute', (route) => {
    if (route.securityHeaders === undefined) return;
    // helmet types its options as exclusive alternatives, which a spread of two cannot show.
    const headers = headersOf({ ...jsonHelmetOptions, ...route.securityHeaders } as HelmetOptions);
    route.config = { ...route.config, securityHeaders: headers };
  });
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(request.routeOptions.config.securityHeaders ?? JSON_SECURITY_HEADERS);
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
  helmet(options)({} as IncomingMessage, recorder as unknown as ServerResponse, () => {});
  return headers;
}
