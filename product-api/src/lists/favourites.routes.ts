import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelopeSchema, errorEnvelopeSchema, success } from '../contract/envelope';
import { FAVOURITES_PER_CUSTOMER_MAX, favouriteRequestSchema, favouriteSchema } from '../contract/lists';
import { bearerAuth } from '../profiles/profiles.routes';
import { addFavourite, favouritesOf, removeFavourite } from './favourites.service';
import { answer, languageIn, querystring } from './list-answers';

const tags = ['lists'];
const BASE = '/cli/slists';
const errors = { 400: errorEnvelopeSchema, 401: errorEnvelopeSchema, 404: errorEnvelopeSchema };
const favouritesEnvelope = envelopeSchema(z.array(favouriteSchema));

/**
 * The favourites of spec §7 (/cli/slists/products/favorite/*), by barcode, for the signed-in
 * customer only. Every call answers the whole list (README: Shopping lists and favourites).
 */
export const favouriteRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps;
  const onRequest = [app.authenticate];
  const security = bearerAuth;

  app.get(
    `${BASE}/products/favorite/all`,
    {
      onRequest,
      schema: {
        tags,
        summary: "The customer's favourite products, oldest first",
        description: 'availability says AVAILABLE, UNAVAILABLE or NOT_SOLD (no longer in the catalogue).',
        security,
        querystring,
        response: { 200: favouritesEnvelope, 401: errorEnvelopeSchema },
      },
    },
    async (request) => success(await favouritesOf(db, request.userId, languageIn(request))),
  );

  app.post(
    `${BASE}/products/favorite/add`,
    {
      onRequest,
      schema: {
        tags,
        summary: 'Adds a favourite by barcode (twice is once); answers the favourites',
        description: `An unknown barcode is 4030; at most ${FAVOURITES_PER_CUSTOMER_MAX} favourites (4000 beyond).`,
        security,
        body: favouriteRequestSchema,
        querystring,
        response: { 200: favouritesEnvelope, ...errors },
      },
    },
    async (request, reply) =>
      answer(reply, await addFavourite(db, request.userId, request.body.barcode, languageIn(request))),
  );

  app.post(
    `${BASE}/products/favorite/delete`,
    {
      onRequest,
      schema: {
        tags,
        summary: 'Removes a favourite by barcode; answers the favourites',
        description: 'One the customer does not have changes nothing; a barcode nobody knows is 4030.',
        security,
        body: favouriteRequestSchema,
        querystring,
        response: { 200: favouritesEnvelope, ...errors },
      },
    },
    async (request, reply) =>
      answer(reply, await removeFavourite(db, request.userId, request.body.barcode, languageIn(request))),
  );
};
