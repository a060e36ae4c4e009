import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { bannerQuerySchema, bannerSchema } from '../contract/content';
import { envelopeSchema, errorEnvelopeSchema } from '../contract/envelope';
import { toEnvelope } from '../http/envelope';
import { bannersFor } from './content.service';
import { leafletRoutes } from './leaflets.routes';

/** Content calls of spec §7 (no authentication). */
export const contentRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps;

  app.get(
    '/cli/cms/banners',
    {
      schema: {
        tags: ['content'],
        summary: 'Banners of a placement, in order',
        querystring: bannerQuerySchema,
        response: { 200: envelopeSchema(z.array(bannerSchema)), 400: errorEnvelopeSchema },
      },
    },
    async (request) => toEnvelope(await bannersFor(db, request.query)),
  );

  await app.register(leafletRoutes);
};
