import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelopeSchema, errorEnvelopeSchema } from '../contract/envelope';
import {
  citySchema,
  countyQuerySchema,
  countySchema,
  nationAnswerSchema,
  stateSchema,
  zipcodeQuerySchema,
  zipcodeSchema,
} from '../contract/locations';
import { toEnvelope } from '../http/envelope';
import { allLocalities, islands, localitiesOf, nationList, postcodesOf } from './locations.service';

const tags = ['locations'];

/** Address helpers of spec §7 (no authentication): islands, localities, postcodes, nations. */
export const locationRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps;

  app.get(
    '/cli/addresses/states',
    { schema: { tags, summary: 'Islands', response: { 200: envelopeSchema(z.array(stateSchema)) } } },
    async () => toEnvelope(await islands(db)),
  );

  app.get(
    '/cli/addresses/counties',
    {
      schema: {
        tags,
        summary: 'Localities of an island, optionally filtered by name (accents and case ignored)',
        querystring: countyQuerySchema,
        response: { 200: envelopeSchema(z.array(countySchema)), 400: errorEnvelopeSchema },
      },
    },
    async (request) => toEnvelope(await localitiesOf(db, request.query)),
  );

  app.get(
    '/cli/addresses/cities',
    {
      schema: {
        tags,
        summary: 'All localities by name',
        response: { 200: envelopeSchema(z.array(citySchema)) },
      },
    },
    async () => toEnvelope(await allLocalities(db)),
  );

  app.get(
    '/cli/addresses/zipcodes',
    {
      schema: {
        tags,
        summary: 'Postcodes of a locality, optionally by prefix',
        querystring: zipcodeQuerySchema,
        response: { 200: envelopeSchema(z.array(zipcodeSchema)), 400: errorEnvelopeSchema },
      },
    },
    async (request) => toEnvelope(await postcodesOf(db, request.query)),
  );

  app.get(
    '/cli/addresses/nations',
    {
      schema: {
        tags,
        summary: 'Nations with their phone prefixes',
        response: { 200: envelopeSchema(z.array(nationAnswerSchema)) },
      },
    },
    async () => toEnvelope(await nationList(db)),
  );
};
