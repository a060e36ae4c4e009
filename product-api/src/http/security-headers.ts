import helmet, { type FastifyHelmetOptions } from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

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

export const JSON_CONTENT_SECURITY_POLICY = Object.entries(jsonDirectives)
  .map(([name, values]) => `${name} ${values.join(' ')}`)
  .join('; ');

/** The headers of an answer written without helmet (frameworkErrors, clientErrorHandler). */
export const BARE_SECURITY_HEADERS: Record<string, string> = {
  'content-security-policy': JSON_CONTENT_SECURITY_POLICY,
  'cross-origin-resource-policy': 'same-origin',
  'referrer-policy': 'no-referrer',
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
};

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
  const options: FastifyHelmetOptions = {
    contentSecurityPolicy: { useDefaults: false, directives: jsonDirectives },
    frameguard: { action: 'deny' },
    strictTransportSecurity: false,
    crossOriginResourcePolicy: { policy: 'same-origin' },
    referrerPolicy: { policy: 'no-referrer' },
  };
  await app.register(helmet, options);
}
