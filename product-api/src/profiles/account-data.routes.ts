import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { accountDataSchema, accountDeletionSchema } from '../contract/account';
import { emptyEnvelopeSchema, envelopeSchema, errorEnvelopeSchema } from '../contract/envelope';
import { toEnvelope } from '../http/envelope';
import { deleteAccount, exportAccountData } from './account-data.service';
import { bearerAuth } from './profiles.routes';

const tags = ['profiles'];

/** The customer's data rights (issue 12, item 7): download everything, close the account. */
export const accountDataRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps;

  app.get(
    '/cli/profiles/export',
    {
      onRequest: [app.authenticate],
      schema: {
        tags,
        summary: 'Everything the shop holds about the signed-in customer, as JSON',
        security: bearerAuth,
        response: { 200: envelopeSchema(accountDataSchema), 401: errorEnvelopeSchema },
      },
    },
    async (request, reply) => {
      // Personal data: no cache on the way may keep a copy.
      reply.header('cache-control', 'no-store');
      return toEnvelope(await exportAccountData(db, request.userId));
    },
  );

  app.post(
    '/cli/profiles/delete',
    {
      onRequest: [app.authenticate],
      schema: {
        tags,
        summary: 'Delete the account and erase its personal data (password required)',
        description: 'A wrong password is code 13. The sessions end with the account.',
        security: bearerAuth,
        body: accountDeletionSchema,
        response: { 200: emptyEnvelopeSchema, 400: errorEnvelopeSchema, 401: errorEnvelopeSchema },
      },
    },
    async (request) => toEnvelope(await deleteAccount(db, request.userId, request.body)),
  );
};
