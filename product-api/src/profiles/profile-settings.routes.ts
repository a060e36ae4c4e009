import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  allergenPreferenceSchema,
  passwordChangeSchema,
  pointBalanceSchema,
  profileUpdateSchema,
  storePreferenceSchema,
} from '../contract/account';
import { AttemptLimit } from '../auth/attempt-limit';
import { attemptLimitRulesOf } from '../auth/attempt-limit-rules';
import { clientAddressOf } from '../auth/client-address';
import { emptyEnvelopeSchema, envelopeSchema, errorEnvelopeSchema } from '../contract/envelope';
import { profileSchema } from '../contract/profiles';
import { SHOP_RULES } from '../contract/shop-rules';
import { statusOf, toEnvelope } from '../http/envelope';
import { answerTooManyAttempts, isTooManyAttempts } from '../http/too-many-attempts';
import { CardCheckLimit } from './card-check-limit';
import { changePassword } from './password-change.service';
import { pointBalance } from './point-balance.service';
import { setAllergensToAvoid, setFavouriteStore, updateProfile } from './profile-update.service';
import { bearerAuth } from './profiles.routes';

const tags = ['profiles'];

/** The signed-in customer's profile area calls of spec §7. HTTP only: rules live in the services. */
export const profileSettingsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, now, config } = app.deps;
  const cardChecks = new CardCheckLimit(new AttemptLimit(db, now), attemptLimitRulesOf(config));

  app.put(
    '/cli/profiles',
    {
      onRequest: [app.authenticate],
      schema: {
        tags,
        summary: 'Update the personal data and cards of the profile; answers the updated profile',
        description:
          "A card not yet the caller's must be an unlinked in-store card whose ID document is documentId " +
          '(400 with cards.<i>.code otherwise); a card left out of the list is unlinked. A new card counts ' +
          'against the card-check limits of the sign-up (HTTP 429 with Retry-After past them).',
        security: bearerAuth,
        body: profileUpdateSchema,
        response: {
          200: envelopeSchema(profileSchema),
          400: errorEnvelopeSchema,
          401: errorEnvelopeSchema,
          429: errorEnvelopeSchema,
        },
      },
    },
    async (request, reply) => {
      const address = clientAddressOf(request, config.BFF_SECRET);
      const result = await updateProfile({ db, cardChecks }, request.userId, request.body, address);
      if (isTooManyAttempts(result)) return answerTooManyAttempts(reply, result);
      reply.code(statusOf(result));
      return toEnvelope(result);
    },
  );

  app.post(
    '/cli/profiles/preferences/store',
    {
      onRequest: [app.authenticate],
      schema: {
        tags,
        summary: 'Set the favourite store; answers the profile (code 4000 for an unknown store)',
        security: bearerAuth,
        body: storePreferenceSchema,
        response: { 200: envelopeSchema(profileSchema), 400: errorEnvelopeSchema, 401: errorEnvelopeSchema },
      },
    },
    async (request) => toEnvelope(await setFavouriteStore(db, request.userId, request.body.storeId)),
  );

  app.post(
    '/cli/profiles/preferences/allergens',
    {
      onRequest: [app.authenticate],
      schema: {
        tags,
        summary: 'Set the allergens the customer avoids (Annex II codes); answers the profile',
        description:
          'The whole set each time: an empty list clears it. An unknown code is HTTP 400 with code 4000. ' +
          'Product cards, pages, cart and list lines warn of a product that contains or may contain one.',
        security: bearerAuth,
        body: allergenPreferenceSchema,
        response: { 200: envelopeSchema(profileSchema), 400: errorEnvelopeSchema, 401: errorEnvelopeSchema },
      },
    },
    async (request) => toEnvelope(await setAllergensToAvoid(db, request.userId, request.body.allergens)),
  );

  app.get(
    '/cli/profiles/point-balance',
    {
      onRequest: [app.authenticate],
      schema: {
        tags,
        summary: "The principal loyalty card's points and the euro value of the vouchers they buy",
        description:
          `${SHOP_RULES.loyaltyVoucherPoints} points buy a ${SHOP_RULES.loyaltyVoucherCents / 100}-euro voucher ` +
          '(discount is in euro). Code 2 when the customer has no card.',
        security: bearerAuth,
        response: { 200: envelopeSchema(pointBalanceSchema), 401: errorEnvelopeSchema },
      },
    },
    async (request) => toEnvelope(await pointBalance(db, request.userId)),
  );

  app.post(
    '/cli/profiles/password/change',
    {
      onRequest: [app.authenticate],
      schema: {
        tags,
        summary: "Change the password; ends the customer's other sessions",
        description: 'A wrong old password is code 13. The calling session stays signed in.',
        security: bearerAuth,
        body: passwordChangeSchema,
        response: { 200: emptyEnvelopeSchema, 400: errorEnvelopeSchema, 401: errorEnvelopeSchema },
      },
    },
    async (request) =>
      toEnvelope(
        await changePassword(
          db,
          { userId: request.userId, tokenId: request.tokenId },
          request.body,
          now ? now() : new Date(),
        ),
      ),
  );
};
