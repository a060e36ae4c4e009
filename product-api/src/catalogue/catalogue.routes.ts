import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  categoryQuerySchema,
  categorySchema,
  deliveryOptionSchema,
  featuredQuerySchema,
  productPageSchema,
  productQuerySchema,
  suggestionQuerySchema,
  suggestionsSchema,
} from '../contract/catalogue';
import { envelopeSchema, errorEnvelopeSchema } from '../contract/envelope';
import { toEnvelope } from '../http/envelope';
import {
  categoryTree,
  deliveryOptions,
  featuredProducts,
  productPage,
  searchSuggestions,
} from './catalogue.service';
import { languageOf } from './language';

const tags = ['catalogue'];

/** Catalogue calls of spec §7 (no authentication). */
export const catalogueRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps;

  app.get(
    '/cli/categories',
    {
      schema: {
        tags,
        summary: 'Category tree, each level sorted by order',
        description: 'Names in Italian with ?lang=it or Accept-Language: it, where the catalogue has them.',
        querystring: categoryQuerySchema,
        response: { 200: envelopeSchema(z.array(categorySchema)), 400: errorEnvelopeSchema },
      },
    },
    async (request) =>
      toEnvelope(await categoryTree(db, languageOf(request.query.lang, request.headers['accept-language']))),
  );

  app.get(
    '/cli/ecommerce/products/featured',
    {
      schema: {
        tags,
        summary: 'Featured products of the home page, paged from 0',
        querystring: featuredQuerySchema,
        response: { 200: envelopeSchema(productPageSchema), 400: errorEnvelopeSchema },
      },
    },
    async (request) => toEnvelope(await featuredProducts(db, request.query.p)),
  );

  app.get(
    '/cli/ecommerce/products/search',
    {
      schema: {
        tags,
        summary: 'Search-box suggestions: product names, sub-categories with counts, brands',
        querystring: suggestionQuerySchema,
        response: { 200: envelopeSchema(suggestionsSchema), 400: errorEnvelopeSchema },
      },
    },
    async (request) =>
      toEnvelope(
        await searchSuggestions(
          db,
          request.query.q,
          languageOf(request.query.lang, request.headers['accept-language']),
        ),
      ),
  );

  app.get(
    '/cli/ecommerce/products',
    {
      schema: {
        tags,
        summary: 'Products of a category, tag or brand, or matching a search text, paged from 0',
        description:
          'q is matched accent- and case-insensitively on English and Italian stems, by prefix and with typo tolerance; ' +
          'the best matches come first. Without q products follow the category order.',
        querystring: productQuerySchema,
        response: { 200: envelopeSchema(productPageSchema), 400: errorEnvelopeSchema },
      },
    },
    async (request) => toEnvelope(await productPage(db, request.query)),
  );

  app.get(
    '/cli/ecommerce/deliveries',
    {
      schema: {
        tags,
        summary: 'Delivery modes, pick-up modes once per store offering them',
        response: { 200: envelopeSchema(z.array(deliveryOptionSchema)) },
      },
    },
    async () => toEnvelope(await deliveryOptions(db)),
  );
};
