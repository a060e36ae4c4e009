import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { languageOf } from '../catalogue/language';
import {
  leafletDetailSchema,
  leafletParamsSchema,
  leafletQuerySchema,
  leafletSchema,
} from '../contract/content';
import { envelopeSchema, errorEnvelopeSchema } from '../contract/envelope';
import { toEnvelope } from '../http/envelope';
import { leafletById, leafletList } from './leaflets.service';

const tags = ['content'];
const description = 'Titles in Italian with ?lang=it or Accept-Language: it, where the leaflet has one.';

/** Leaflet calls of spec §7 (no authentication). */
export const leafletRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps;

  app.get(
    '/cli/cms/leaflets',
    {
      schema: {
        tags,
        summary: 'Leaflets for the grid, in order',
        description,
        querystring: leafletQuerySchema,
        response: { 200: envelopeSchema(z.array(leafletSchema)), 400: errorEnvelopeSchema },
      },
    },
    async (request) => {
      const language = languageOf(request.query.lang, request.headers['accept-language']);
      return toEnvelope(await leafletList(db, language));
    },
  );

  app.get(
    '/cli/cms/leaflets/:id',
    {
      schema: {
        tags,
        summary: 'One leaflet: its PDF link, or its pages as images with their product hotspots',
        description:
          `${description} hotspots are the products drawn on the pages (page: index in images; x, y, w, h: ` +
          'fractions of the page), each with the product as the catalogue answers it; products no longer ' +
          'sold are left out. An unknown id answers HTTP 404 with code 4000.',
        params: leafletParamsSchema,
        querystring: leafletQuerySchema,
        response: {
          200: envelopeSchema(leafletDetailSchema),
          400: errorEnvelopeSchema,
          404: errorEnvelopeSchema,
        },
      },
    },
    async (request, reply) => {
      const language = languageOf(request.query.lang, request.headers['accept-language']);
      const result = await leafletById(db, request.params.id, language);
      if (!result.ok) void reply.status(404);
      return toEnvelope(result);
    },
  );
};
