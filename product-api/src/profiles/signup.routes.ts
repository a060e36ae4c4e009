import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { signupCheckResultSchema, signupCheckSchema, signupSchema } from '../contract/account';
import { envelopeSchema, errorEnvelopeSchema } from '../contract/envelope';
import { profileSchema } from '../contract/profiles';
import { statusOf, toEnvelope } from '../http/envelope';
import { checkSignup, signUp } from './signup.service';

const tags = ['profiles'];

/** The sign-up wizard's calls of spec §7 (no authentication). HTTP only: rules live in the service. */
export const signupRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps;

  app.post(
    '/cli/profiles/signup',
    {
      schema: {
        tags,
        summary: 'Create an account, with or without an in-store loyalty card; answers the new profile',
        description:
          'birthDate is dd/MM/yyyy (may be empty with a card: the card record has it); the city is a name ' +
          'of GET /cli/addresses/cities (400 with the field otherwise). A taken e-mail is code 4; with a ' +
          'card, an unknown card or another ID document is code 2 and a card already linked code 4. No ' +
          'token is issued: the new customer signs in with POST /cli/profiles/login.',
        body: signupSchema,
        response: { 200: envelopeSchema(profileSchema), 400: errorEnvelopeSchema },
      },
    },
    async (request, reply) => {
      const result = await signUp(db, request.body);
      reply.code(statusOf(result));
      return toEnvelope(result);
    },
  );

  app.post(
    '/cli/profiles/signupcheck',
    {
      schema: {
        tags,
        summary: 'Check a loyalty card and its holder before the card path of the sign-up',
        description:
          'Unknown card or another ID document: code 2; card already linked or e-mail taken: code 4; ' +
          'the card record has no usable e-mail and none was sent: code 44. Links nothing.',
        body: signupCheckSchema,
        response: { 200: envelopeSchema(signupCheckResultSchema), 400: errorEnvelopeSchema },
      },
    },
    async (request) => toEnvelope(await checkSignup(db, request.body)),
  );
};
