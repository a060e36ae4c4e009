import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { languageOf } from '../catalogue/language';
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
        description:
          'Title and pictures in Italian with ?lang=it or Accept-Language: it, where the banner has them.',
        querystring: bannerQuerySchema,
        response: { 200: envelopeSchema(z.array(bannerSchema)), 400: errorEnvelopeSchema },
      },
    },
    async (request) => {
      const { lang, ...placement } = request.query;
      const language = languageOf(lang, request.headers['accept-language']);
      return toEnvelope(await bannersFor(db, placement, language));
    },
  );

  await app.register(leafletRoutes);
};
