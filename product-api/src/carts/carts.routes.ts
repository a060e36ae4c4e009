import type { FastifyReply, FastifyRequest } from 'fastify';
import { languageOf } from '../catalogue/language';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  cartItemDeleteRequestSchema,
  cartLinePreferencesRequestSchema,
  cartMoveRequestSchema,
  cartMoveResponseSchema,
  cartOpenRequestSchema,
  cartReviewRequestSchema,
  cartSchema,
  cartSelectRequestSchema,
  cartStoreRequestSchema,
  cartStoreResponseSchema,
  deliveryModeConfigurationSchema,
  deliveryModeParamsSchema,
  freezeCheckRequestSchema,
} from '../contract/cart';
import {
  envelopeSchema,
  errorEnvelopeSchema,
  ResponseCode,
  responseMessages,
  type Result,
} from '../contract/envelope';
import { NOTES_MAX_LENGTH } from '../contract/notes';
import { SHOP_RULES } from '../contract/shop-rules';
import { toEnvelope } from '../http/envelope';
import { offersOnlinePayment } from '../contract/payment-provider';
import { bearerAuth } from '../profiles/profiles.routes';
import { deleteCartLine, storeCartLine } from './cart-lines.service';
import { moveCart } from './cart-move.service';
import { cartStatusOf } from './cart-refusals';
import {
  currentCart,
  deliveryModeConfiguration,
  openCart,
  openCarts,
  reviewCart,
  selectCart,
} from './carts.service';
import { checkCartBeforeFreeze } from './freeze-check.service';
import { setLinePreferences } from './line-preferences.service';

const tags = ['carts'];
const BASE = '/cli/ecommerce';
const errors = { 400: errorEnvelopeSchema, 401: errorEnvelopeSchema, 404: errorEnvelopeSchema };

/** The envelope of a cart call's result with its HTTP status (404 for a cart or address not found). */
/** The language the cart's products are named in: the page's, sent as Accept-Language by the BFF. */
const languageIn = (request: FastifyRequest) => languageOf(undefined, request.headers['accept-language']);

function answer<T>(reply: FastifyReply, result: Result<T>) {
  reply.code(cartStatusOf(result));
  return toEnvelope(result);
}

/**
 * The cart calls of spec §7 under /cli/ecommerce, all for the signed-in customer and on their own
 * carts only (another customer's cart is 'Cart not found', 4004). HTTP only: the rules live in
 * the services.
 */
export const cartRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps;
  const onlinePayment = offersOnlinePayment(app.deps.config);
  const now = () => app.deps.now?.() ?? new Date();
  const onRequest = [app.authenticate];
  const cartEnvelope = envelopeSchema(cartSchema);

  app.post(
    `${BASE}/cart/open`,
    {
      onRequest,
      schema: {
        tags,
        summary: 'Open a cart for a store and delivery mode, or answer the open one (it becomes current)',
        description:
          'IN_STORE and DRIVE need storeId, a store offering the mode; AT_HOME and SHIPPED need addressId, ' +
          "one of the caller's shipping addresses (the store follows from its city: 42 when the city has no " +
          'home delivery, 6007 when no store serves it). 4000 for an inactive mode.',
        security: bearerAuth,
        body: cartOpenRequestSchema,
        response: { 200: cartEnvelope, ...errors },
      },
    },
    async (request, reply) =>
      answer(reply, await openCart(db, request.userId, request.body, now(), languageIn(request))),
  );

  app.get(
    `${BASE}/cart/current`,
    {
      onRequest,
      schema: {
        tags,
        summary: 'The current cart (the open cart selected last); data null when there is none',
        description: 'Answers 4008 once after the end-of-day job moved the latest cart into a shopping list.',
        security: bearerAuth,
        response: { 200: envelopeSchema(cartSchema.nullable()), 401: errorEnvelopeSchema },
      },
    },
    async (request, reply) =>
      answer(reply, await currentCart(db, request.userId, now(), languageIn(request))),
  );

  app.get(
    `${BASE}/carts/open`,
    {
      onRequest,
      schema: {
        tags,
        summary: "The customer's open carts, newest first",
        security: bearerAuth,
        response: { 200: envelopeSchema(z.array(cartSchema)), 401: errorEnvelopeSchema },
      },
    },
    async (request, reply) => answer(reply, await openCarts(db, request.userId, now(), languageIn(request))),
  );

  app.post(
    `${BASE}/cart/select`,
    {
      onRequest,
      schema: {
        tags,
        summary: 'Make an open cart the current one',
        security: bearerAuth,
        body: cartSelectRequestSchema,
        response: { 200: cartEnvelope, ...errors },
      },
    },
    async (request, reply) =>
      answer(reply, await selectCart(db, request.userId, request.body.cartId, now(), languageIn(request))),
  );

  app.post(
    `${BASE}/cart/store`,
    {
      onRequest,
      schema: {
        tags,
        summary: "Set a product's amount in the cart (absolute); preview answers without saving",
        description:
          'amount in pieces for PZ products, weight in kg otherwise. 4030 unknown barcode; 4031 unavailable, ' +
          'off the step, below the minimum or the wrong unit; 4034 above the maximum; ' +
          `4038 more than ${SHOP_RULES.maxWaterPacksPerOrder} water packs.`,
        security: bearerAuth,
        body: cartStoreRequestSchema,
        response: { 200: envelopeSchema(cartStoreResponseSchema), ...errors },
      },
    },
    async (request, reply) =>
      answer(reply, await storeCartLine(db, request.userId, request.body, now(), languageIn(request))),
  );

  app.post(
    `${BASE}/cart/delete`,
    {
      onRequest,
      schema: {
        tags,
        summary: "Remove a product's line from the cart; preview answers without saving",
        security: bearerAuth,
        body: cartItemDeleteRequestSchema,
        response: { 200: cartEnvelope, ...errors },
      },
    },
    async (request, reply) =>
      answer(reply, await deleteCartLine(db, request.userId, request.body, now(), languageIn(request))),
  );

  app.post(
    `${BASE}/cart/line/preferences`,
    {
      onRequest,
      schema: {
        tags,
        summary: "Set a line's substitution preference and its note for the picker; answers the cart",
        description:
          'replace true lets the picker substitute a similar product when this one is missing (the default ' +
          'of every new line), false leaves it out. note: at most ' +
          `${NOTES_MAX_LENGTH} characters, emoji and symbols stripped ('' for none). Both are set absolutely ` +
          'and kept when the amount changes. A call of its own rather than fields of POST /cart/store: ' +
          "store is spec §7's add-to-cart payload and the shop's busiest write, a version-checked amount " +
          'that every buy button sends; the preferences are chosen on the cart page only, never with an ' +
          "amount, so neither call has to carry or guess the other one's fields. 4004 for a cart that is " +
          "not the caller's or no longer open; 4030 for an unknown barcode or a product the cart does not hold.",
        security: bearerAuth,
        body: cartLinePreferencesRequestSchema,
        response: { 200: cartEnvelope, ...errors },
      },
    },
    async (request, reply) =>
      answer(reply, await setLinePreferences(db, request.userId, request.body, now(), languageIn(request))),
  );

  app.post(
    `${BASE}/cart/review`,
    {
      onRequest,
      schema: {
        tags,
        summary: "The cart priced with today's products",
        security: bearerAuth,
        body: cartReviewRequestSchema,
        response: { 200: cartEnvelope, ...errors },
      },
    },
    async (request, reply) =>
      answer(reply, await reviewCart(db, request.userId, request.body.cartId, now(), languageIn(request))),
  );

  app.post(
    `${BASE}/cart/move`,
    {
      onRequest,
      schema: {
        tags,
        summary: "Move the cart's lines to a cart of another store, mode or address; the old cart is deleted",
        description: 'Answers the new cart and the items the new cart could not take (no longer available).',
        security: bearerAuth,
        body: cartMoveRequestSchema,
        response: { 200: envelopeSchema(cartMoveResponseSchema), ...errors },
      },
    },
    async (request, reply) =>
      answer(reply, await moveCart(db, request.userId, request.body, now(), languageIn(request))),
  );

  app.post(
    `${BASE}/cart/freeze/check`,
    {
      onRequest,
      schema: {
        tags,
        summary:
          'Check the cart before checkout: 0 when nothing changed, 4105 with updatedItems and removedItems',
        description:
          'Unless preview, the unavailable lines are removed from the cart and the new prices accepted, ' +
          'so the next check answers 0.',
        security: bearerAuth,
        body: freezeCheckRequestSchema,
        response: { 200: cartEnvelope, ...errors },
      },
    },
    async (request, reply) => {
      const result = await checkCartBeforeFreeze(
        db,
        request.userId,
        request.body,
        now(),
        languageIn(request),
      );
      if (!result.ok) return answer(reply, result);
      const { changed, cart } = result.data;
      // Spec §4: code 4105 carries the cart in data for the changes popup.
      if (!changed) return { responseCode: ResponseCode.OK, data: cart };
      return {
        responseCode: ResponseCode.ITEMS_CHANGED,
        errorMessage: responseMessages[ResponseCode.ITEMS_CHANGED],
        data: cart,
      };
    },
  );

  app.get(
    `${BASE}/configuration/deliveryMode/:mode`,
    {
      onRequest,
      schema: {
        tags,
        summary: 'Payment methods and minimum net total of a delivery mode',
        security: bearerAuth,
        params: deliveryModeParamsSchema,
        response: { 200: envelopeSchema(deliveryModeConfigurationSchema), ...errors },
      },
    },
    async (request, reply) =>
      answer(reply, await deliveryModeConfiguration(db, request.params.mode, onlinePayment)),
  );
};
