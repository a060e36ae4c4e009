import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelopeSchema, errorEnvelopeSchema } from '../contract/envelope';
import { stateSchema } from '../contract/locations';
import {
  STORE_PAGE_SIZE,
  STORE_PAGE_SIZE_MAX,
  storeDeliveryQuerySchema,
  storePageSchema,
  storeQuerySchema,
  storeSchema,
} from '../contract/stores';
import { languageOf } from '../catalogue/language';
import { toEnvelope } from '../http/envelope';
import { statesWithStores, storePage, storesOffering } from './stores.service';

const tags = ['stores'];
const hoursDescription =
  'Timetables and openings in Italian with ?lang=it or Accept-Language: it, where the store has them.';

/** Store locator calls of spec §7 (no authentication). */
export const storeRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps;

  app.get(
    '/cli/stores/ecommerce',
    {
      schema: {
        tags,
        summary: 'Stores, paged from 0, by name or by distance',
        description:
          `s is the page size (default ${STORE_PAGE_SIZE}, at most ${STORE_PAGE_SIZE_MAX}), p the page from 0. ` +
          'q keeps the stores whose name, address or town has every word, ignoring case and accents. ' +
          'Without lat/lon or zipcode the stores come by name. With lat and lon (decimal degrees, both or ' +
          'neither) they come nearest first, each with distance in km (1 decimal, great-circle, computed in ' +
          'the database); stores without coordinates come last with distance null. zipcode (a Maltese ' +
          "postcode such as 'BKR 1100') sorts the same way from the centre of the postcode's locality, so the " +
          'stores of that locality come first and then the nearest others; a malformed postcode is a 400 ' +
          '(code 4000), a postcode whose letters name no Maltese locality answers code 6007. zipcode and ' +
          'lat/lon cannot be combined. ' +
          hoursDescription,
        querystring: storeQuerySchema,
        response: { 200: envelopeSchema(storePageSchema), 400: errorEnvelopeSchema },
      },
    },
    async (request) => {
      const language = languageOf(request.query.lang, request.headers['accept-language']);
      return toEnvelope(await storePage(db, request.query, language));
    },
  );

  app.get(
    '/cli/stores/states',
    {
      schema: {
        tags,
        summary: 'Islands (states) that have at least one store',
        response: { 200: envelopeSchema(z.array(stateSchema)) },
      },
    },
    async () => toEnvelope(await statesWithStores(db)),
  );

  app.get(
    '/cli/stores/ecommerce/delivery',
    {
      schema: {
        tags,
        summary: 'Stores offering a delivery mode (pick-up: IN_STORE, DRIVE), by name',
        description: hoursDescription,
        querystring: storeDeliveryQuerySchema,
        response: { 200: envelopeSchema(z.array(storeSchema)), 400: errorEnvelopeSchema },
      },
    },
    async (request) => {
      const language = languageOf(request.query.lang, request.headers['accept-language']);
      return toEnvelope(await storesOffering(db, request.query.delivery, language));
    },
  );
};
