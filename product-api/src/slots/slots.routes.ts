import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ResponseCode,
  envelopeSchema,
  errorEnvelopeSchema,
  failure,
  type Result,
} from '../contract/envelope';
import {
  cartIdParamsSchema,
  daySlotSchema,
  firstSlotModeParamsSchema,
  firstSlotParamsSchema,
  firstSlotQuerySchema,
  firstSlotSchema,
  slotHoldRequestSchema,
  slotHoldSchema,
  timeSlotSchema,
  weekDayQuerySchema,
} from '../contract/slots';
import { statusOf, toEnvelope } from '../http/envelope';
import { holdSlot } from './slot-holds.service';
import {
  firstSlotForDelivery,
  firstSlotOfCurrentCart,
  slotDaysOfCart,
  timeSlotsOfCart,
} from './slots.service';

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
 * first free slot (of the current cart, or of a store and mode before a cart exists), the days and
 * time slots of a cart's look-ahead, and the hold taken at checkout. HTTP only; rules in the services.
 */
export const slotRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, config } = app.deps;
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

  app.get(
    `${BASE}/slots/:cartId/days`,
    {
      onRequest,
      schema: {
        tags,
        summary: "The cart's next 10 days and whether each has a free slot",
        security,
        params: cartIdParamsSchema,
        response: { 200: envelopeSchema(z.array(daySlotSchema)), ...errors },
      },
    },
    async (request, reply) =>
      answer(reply, await slotDaysOfCart(db, request.userId, request.params.cartId, now())),
  );

  app.get(
    `${BASE}/slots/:cartId`,
    {
      onRequest,
      schema: {
        tags,
        summary: "The cart's time slots on a week day (1 Monday … 7 Sunday) of the next 10 days",
        security,
        params: cartIdParamsSchema,
        querystring: weekDayQuerySchema,
        response: { 200: envelopeSchema(z.array(timeSlotSchema)), ...errors },
      },
    },
    async (request, reply) =>
      answer(
        reply,
        await timeSlotsOfCart(db, request.userId, request.params.cartId, request.query.weekDay, now()),
      ),
  );

  app.post(
    `${BASE}/slots/hold`,
    {
      onRequest,
      schema: {
        tags,
        summary: `Hold a time slot for the cart during checkout (${config.SLOT_HOLD_MINUTES} minutes; 4028 when full)`,
        description:
          'Holding the same slot again answers the same hold, not extended. 4000 for a cart below the ' +
          "mode's minimum order; 429 with Retry-After when the customer's other carts already hold " +
          `${config.SLOT_HOLDS_PER_CUSTOMER} slots.`,
        security,
        body: slotHoldRequestSchema,
        response: { 200: envelopeSchema(slotHoldSchema), ...errors, 429: errorEnvelopeSchema },
      },
    },
    async (request, reply) => {
      const outcome = await holdSlot(db, request.userId, request.body, now(), {
        holdMinutes: config.SLOT_HOLD_MINUTES,
        holdsPerCustomer: config.SLOT_HOLDS_PER_CUSTOMER,
      });
      if (!('tooManyHolds' in outcome)) return answer(reply, outcome);
      // 429 with Retry-After (the storefront translates by the status); see README: Limits.
      reply.code(429).header('retry-after', String(outcome.retryAfterSeconds));
      return failure(ResponseCode.GENERIC_ERROR, outcome.message);
    },
  );
};
