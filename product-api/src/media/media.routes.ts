import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { mediaParamsSchema } from '../contract/content';
import { errorEnvelopeSchema, failure, type Result } from '../contract/envelope';
import { mediaHelmetOptions } from '../http/security-headers';
import { type MediaFile, mediaFile } from './media.service';

/**
 * A day in every cache without revalidation: images change only when the catalogue is re-seeded
 * or imported, and a client that does revalidate after that day gets a 304 through the ETag.
 */
const CACHE_CONTROL = 'public, max-age=86400, immutable';

/** If-None-Match may list several tags, weak ones with a W/ prefix (RFC 9110 §13.1.2). */
function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch.split(',').some((tag) => {
    const t = tag.trim();
    return t === '*' || t.replace(/^W\//, '') === etag;
  });
}

const bodyBytes = (body: MediaFile['body']) =>
  typeof body === 'string' ? Buffer.byteLength(body) : body.length;

/**
 * Locally generated images and leaflet PDFs (architecture, Configuration and outside services:
 * nothing is fetched from the internet).
 */
export const mediaRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps;
  // A page asks for 20-40 images at once: answered from memory, without a database query and a
  // hash each, until the catalogue version changes (seed, import) like every catalogue read. The
  // files run from 1 kB icons to multi-megabyte PDFs, so the memory they take is bounded too.
  const files = app.catalogueCache.reads<Result<MediaFile>>({
    maxSize: app.deps.config.MEDIA_CACHE_MAX_BYTES,
    sizeOf: (result) => (result.ok ? bodyBytes(result.data.body) : 1),
  });

  app.get(
    '/media/*',
    {
      // Images and leaflet PDFs are shown by the shop's pages (the PDF framed by the leaflet page).
      securityHeaders: mediaHelmetOptions,
      schema: {
        tags: ['media'],
        summary: 'A generated image (SVG) of a product, category, banner or leaflet, or a leaflet PDF',
        params: mediaParamsSchema,
        produces: ['image/svg+xml', 'application/pdf', 'application/json'],
        response: {
          200: z
            .union([z.string(), z.instanceof(Buffer)])
            .describe('The file (text or binary), with the content type it was stored with'),
          304: z.null().describe('Not modified: If-None-Match carried the current ETag'),
          400: errorEnvelopeSchema,
          404: errorEnvelopeSchema,
        },
      },
    },
    async (request, reply) => {
      const path = request.params['*'];
      const result = await files.get(
        path,
        () => mediaFile(db, path),
        (found) => found.ok,
      );
      if (!result.ok) return reply.status(404).send(failure(result.code, result.message));
      const file = result.data;
      void reply.header('cache-control', CACHE_CONTROL).header('etag', file.etag);
      if (matchesEtag(request.headers['if-none-match'], file.etag)) return reply.status(304).send(null);
      return reply.type(file.contentType).send(file.body);
    },
  );
};
