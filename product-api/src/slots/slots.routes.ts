import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ResponseCode, envelopeSchema, errorEnvelopeSchema, type Result } from '../contract/envelope';
import {
  firstSlotModeParamsSchema,
  firstSlotParamsSchema,
  firstSlotQuerySchema,
  firstSlotSchema,
} from '../contract/slots';
import { statusOf, toEnvelope } from '../http/envelope';
import { firstSlotForDelivery, firstSlotOfCurrentCart } from './slots.service';

const tags = ['slots'];
const security = [{ bearerAuth: [] }];
const errors = { 400: errorEnvelopeSchema, 401: errorEnvelopeSchema, 404: errorEnvelopeSchema };
const BASE = '/cli/ecommerce';

/**
 * Business failures are HTTP 200 with their spec §8 code; a cart that is not the caller's (or not
 * there) is 404 with 4004 (architecture: The API contract), a refused field 400.
 */
function answer<T>(reply: FastifyReply, result: Result<T>) {
  if (!result.ok && result.code === ResponseCode.CART_NOT_FOUND) reply.code(404);
  else reply.code(statusOf(result));
  return toEnvelope(result);
}

/**
 * Delivery and pick-up slots of spec §7 under /cli/ecommerce, all for a signed-in customer: the
 * first free slot (of the current cart, or of a store and mode before a cart exists). The calls
 * that name a cart (its days, time slots and hold) are in carts/cart-slots.routes.ts, which checks
 * the cart first. HTTP only; rules in the services.
 */
export const slotRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps;
  const now = () => app.deps.now?.() ?? new Date();
  const onRequest = [app.authenticate];
  const firstSlotResponse = { 200: envelopeSchema(firstSlotSchema), ...errors };

  app.get(
    `${BASE}/slots/first/available`,
    {
      onRequest,
      schema: {
        tags,
        summary: "First free slot of the customer's current cart (4004 without a cart)",
        security,
        response: firstSlotResponse,
      },
    },
    async (request, reply) => answer(reply, await firstSlotOfCurrentCart(db, request.userId, now())),
  );

  app.get(
    `${BASE}/stores/:storeId/delivery/:mode/slots/first/available`,
    {
      onRequest,
      schema: {
        tags,
        summary: 'First free slot of a store and delivery mode (codes 0, 2, 2222, 6007, 6008)',
        security,
        params: firstSlotParamsSchema,
        querystring: firstSlotQuerySchema,
        response: firstSlotResponse,
      },
    },
    async (request, reply) =>
      answer(
        reply,
        await firstSlotForDelivery(
          db,
          request.params.mode,
          { storeId: request.params.storeId, city: request.query.city },
          now(),
        ),
      ),
  );

  app.get(
    `${BASE}/delivery/:mode/slots/first/available`,
    {
      onRequest,
      schema: {
        tags,
        summary: "First free slot of a delivery mode; the store is the city's (codes 0, 2, 2222, 6007, 6008)",
        security,
        params: firstSlotModeParamsSchema,
        querystring: firstSlotQuerySchema,
        response: firstSlotResponse,
      },
    },
    async (request, reply) =>
      answer(reply, await firstSlotForDelivery(db, request.params.mode, { city: request.query.city }, now())),
  );
};
