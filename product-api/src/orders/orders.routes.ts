import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  freezeRequestSchema,
  freezeResponseSchema,
  idempotencyKeySchema,
  orderIdParamsSchema,
  orderSchema,
} from '../contract/checkout';
import { cartSchema } from '../contract/cart';
import { ResponseCode, envelopeSchema, errorEnvelopeSchema, failure, success } from '../contract/envelope';
import { cartAbortRequestSchema, orderAbortResponseSchema } from '../contract/orders';
import { abortCart } from '../carts/carts.service';
import { cartStatusOf } from '../carts/cart-refusals';
import { toEnvelope } from '../http/envelope';
import { offersOnlinePayment } from '../contract/payment-provider';
import { freezeCart } from './freeze.service';
import { orderViewOf } from './order-view';
import { ownedOrder } from './orders.repository';

const tags = ['orders'];
const security = [{ bearerAuth: [] }];

export const ORDER_NOT_FOUND_MESSAGE = 'Order not found';

/** A refused placement: the code, the message, and for 4105 the cart with what changed. */
const freezeRefusalSchema = errorEnvelopeSchema.extend({ data: z.object({ cart: cartSchema }).optional() });

/**
 * Order placement and reading (spec §7): POST /cart/freeze places the caller's cart as an order;
 * GET /orders/{id}/fetch reads one of the caller's orders (another customer's reads as missing).
 */
export const orderRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, config } = app.deps;
  const clock = app.deps.now ?? (() => new Date());
  const onRequest = [app.authenticate];

  app.post(
    '/cli/ecommerce/cart/freeze',
    {
      onRequest,
      schema: {
        tags,
        summary: 'Place the cart as an order in the chosen slot (Idempotency-Key: one order per key)',
        security,
        headers: z.object({ 'idempotency-key': idempotencyKeySchema.optional() }),
        body: freezeRequestSchema,
        response: {
          200: z.union([envelopeSchema(freezeResponseSchema), freezeRefusalSchema]),
          400: errorEnvelopeSchema,
          401: errorEnvelopeSchema,
          404: errorEnvelopeSchema,
        },
      },
    },
    async (request, reply) => {
      const outcome = await freezeCart(db, request.userId, request.body, request.headers['idempotency-key'], {
        now: clock(),
        paymentTimeoutMinutes: config.PAYMENT_TIMEOUT_MINUTES,
        shopUrl: config.SHOP_PUBLIC_URL,
        onlinePayment: offersOnlinePayment(config),
      });
      if (outcome.ok) return success(outcome.data);
      if (outcome.code === ResponseCode.CART_NOT_FOUND) reply.code(404);
      const body = failure(outcome.code, outcome.message);
      return outcome.cart ? { ...body, data: { cart: outcome.cart } } : body;
    },
  );

  app.get(
    '/cli/ecommerce/orders/:id/fetch',
    {
      onRequest,
      schema: {
        tags,
        summary: "One of the customer's orders",
        security,
        params: orderIdParamsSchema,
        response: { 200: envelopeSchema(orderSchema), 401: errorEnvelopeSchema, 404: errorEnvelopeSchema },
      },
    },
    async (request, reply) => {
      const order = await ownedOrder(db, request.userId, request.params.id);
      if (order) return success(orderViewOf(order));
      reply.code(404);
      return failure(ResponseCode.GENERIC_ERROR, ORDER_NOT_FOUND_MESSAGE);
    },
  );

  app.post(
    '/cli/ecommerce/cart/abort',
    {
      onRequest,
      schema: {
        tags,
        summary: 'Delete an open cart (cartId) or abort an order (orderId)',
        description:
          'cartId: the cart is deleted and its slot hold released. orderId: the order is aborted while ' +
          'TO_BE_PREPARED or PAYMENT_PENDING (else 4205), its slot place given back; 4206 when version is stale.',
        security,
        body: cartAbortRequestSchema,
        response: {
          200: envelopeSchema(orderAbortResponseSchema),
          400: errorEnvelopeSchema,
          401: errorEnvelopeSchema,
          404: errorEnvelopeSchema,
        },
      },
    },
    async (request, reply) => {
      const { cartId } = request.body;
      if (cartId === undefined) return failure(ResponseCode.GENERIC_ERROR, 'Aborting an order comes next');
      const result = await abortCart(db, request.userId, cartId, clock());
      if (result.ok) return { responseCode: ResponseCode.OK };
      reply.code(cartStatusOf(result));
      return toEnvelope(result);
    },
  );
};
