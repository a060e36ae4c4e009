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
  slotHoldRequestSchema,
  slotHoldSchema,
  timeSlotSchema,
  weekDayQuerySchema,
} from '../contract/slots';
import { toEnvelope } from '../http/envelope';
import { cartStatusOf } from './cart-refusals';
import { holdSlotOfCart, slotDaysOfCart, timeSlotsOfCart } from './cart-slots.service';

const tags = ['slots'];
const security = [{ bearerAuth: [] }];
const errors = { 400: errorEnvelopeSchema, 401: errorEnvelopeSchema, 404: errorEnvelopeSchema };
const BASE = '/cli/ecommerce';

/** A cart that is not the caller's (or not there) is 404 with 4004, like every cart call. */
function answer<T>(reply: FastifyReply, result: Result<T>) {
  reply.code(cartStatusOf(result));
  return toEnvelope(result);
}

/**
 * The slot calls of spec §7 that name a cart: its days and time slots, and the hold taken at
 * checkout. They live with the carts because the cart is checked first (architecture: Dependency
 * order of the API domains); the slots without a cart are in slots/slots.routes.ts. HTTP only.
 */
export const cartSlotRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, config } = app.deps;
  const now = () => app.deps.now?.() ?? new Date();
  const onRequest = [app.authenticate];

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
      const outcome = await holdSlotOfCart(db, request.userId, request.body, now(), {
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
