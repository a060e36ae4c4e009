import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { languageOf } from '../catalogue/language';
import {
  freezeRequestSchema,
  freezeResponseSchema,
  idempotencyKeySchema,
  orderIdParamsSchema,
} from '../contract/checkout';
import { cartSchema } from '../contract/cart';
import { orderDocumentParamsSchema } from '../contract/documents';
import {
  ResponseCode,
  envelopeSchema,
  errorEnvelopeSchema,
  failure,
  responseMessages,
  success,
  type Result,
} from '../contract/envelope';
import {
  cartAbortRequestSchema,
  copyOrderChangesSchema,
  copyOrderResponseSchema,
  orderAbortResponseSchema,
  orderDetailSchema,
  orderListQuerySchema,
  orderPageSchema,
} from '../contract/orders';
import { abortCart } from '../carts/carts.service';
import { cartStatusOf } from '../carts/cart-refusals';
import { toEnvelope } from '../http/envelope';
import { offersOnlinePayment } from '../contract/payment-provider';
import { freezeCart } from './freeze.service';
import {
  abortOrder,
  listOrders,
  orderDetail,
  orderDocumentFile,
  ORDER_NOT_FOUND_MESSAGE,
  type OrderPaymentSummaryOf,
} from './customer-orders.service';
import { copyOrder } from './copy-order.service';
import type { DocumentSeller } from '../invoices/document-content';
import type { OrderPaymentEffects } from './order-transitions';

const tags = ['orders'];
const security = [{ bearerAuth: [] }];

declare module 'fastify' {
  interface FastifyInstance {
    /** The payments domain's part of an order's change (app.ts wires payments/order-payment-effects.ts). */
    orderPaymentEffects: OrderPaymentEffects;
    /** The payments domain's summary for the order detail (app.ts wires payments/order-payment-summary.ts). */
    orderPaymentSummary: OrderPaymentSummaryOf;
    /** The deployment's seller on receipts and VAT invoices (app.ts, from config). */
    documentSeller: DocumentSeller;
  }
}

/** HTTP status of an order call's result: another customer's order is a 404 like a missing one. */
function orderStatusOf<T>(result: Result<T>): 200 | 400 | 404 {
  if (result.ok) return 200;
  if (result.code === ResponseCode.GENERIC_ERROR && result.message === ORDER_NOT_FOUND_MESSAGE) return 404;
  return cartStatusOf(result);
}

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
        headers: z.object({
          'idempotency-key': idempotencyKeySchema.optional(),
          // The language the order's e-mails are written in (English when absent).
          'accept-language': z.string().optional(),
        }),
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
        language: languageOf(undefined, request.headers['accept-language']),
      });
      if (outcome.ok) return success(outcome.data);
      if (outcome.code === ResponseCode.CART_NOT_FOUND) reply.code(404);
      const body = failure(outcome.code, outcome.message);
      return outcome.cart ? { ...body, data: { cart: outcome.cart } } : body;
    },
  );

  app.get(
    '/cli/ecommerce/orders',
    {
      onRequest,
      schema: {
        tags,
        summary: "A page of the customer's orders, newest first (s a page, 5 by default; p from 0)",
        security,
        querystring: orderListQuerySchema,
        response: {
          200: envelopeSchema(orderPageSchema),
          400: errorEnvelopeSchema,
          401: errorEnvelopeSchema,
        },
      },
    },
    async (request) => success(await listOrders(db, request.userId, request.query, clock())),
  );

  app.get(
    '/cli/ecommerce/orders/:id/fetch',
    {
      onRequest,
      schema: {
        tags,
        summary: "One of the customer's orders, with its status history and the actions open to the customer",
        security,
        params: orderIdParamsSchema,
        response: {
          200: envelopeSchema(orderDetailSchema),
          400: errorEnvelopeSchema,
          401: errorEnvelopeSchema,
          404: errorEnvelopeSchema,
        },
      },
    },
    async (request, reply) => {
      const result = await orderDetail(
        db,
        request.userId,
        request.params.id,
        clock(),
        app.orderPaymentSummary,
      );
      reply.code(orderStatusOf(result));
      return toEnvelope(result);
    },
  );

  app.get(
    '/cli/ecommerce/orders/:id/documents/:kind',
    {
      onRequest,
      schema: {
        tags,
        summary: "The receipt or VAT invoice of one of the customer's completed orders, as a PDF",
        description:
          'kind is receipt or invoice. Answers application/pdf with a file name; an order of another ' +
          'customer, or a document not issued (yet), is a 404 envelope.',
        security,
        params: orderDocumentParamsSchema,
        produces: ['application/pdf'],
        response: {
          200: z
            .instanceof(Buffer)
            .describe('The PDF (application/pdf), as an attachment with its file name'),
          400: errorEnvelopeSchema,
          401: errorEnvelopeSchema,
          404: errorEnvelopeSchema,
        },
      },
    },
    async (request, reply) => {
      const file = await orderDocumentFile(db, request.userId, request.params.id, request.params.kind);
      if (!file) return reply.code(404).send(failure(ResponseCode.GENERIC_ERROR, ORDER_NOT_FOUND_MESSAGE));
      // A customer's own document: never cached on the way (architecture, The API contract).
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="${file.fileName}"`)
        .header('cache-control', 'private, no-store')
        .send(Buffer.from(file.pdf));
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
          'TO_BE_PREPARED or PAYMENT_PENDING (else 4205), its slot place given back and a waiting online ' +
          'payment cancelled; answers the order. With version, a stale one answers 4206.',
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
      const { cartId, orderId, version } = request.body;
      if (cartId !== undefined) {
        const result = await abortCart(db, request.userId, cartId, clock());
        reply.code(cartStatusOf(result));
        return result.ok ? { responseCode: ResponseCode.OK } : toEnvelope(result);
      }
      if (orderId === undefined) return failure(ResponseCode.GENERIC_ERROR);
      const result = await abortOrder(
        db,
        request.userId,
        { orderId, ...(version === undefined ? {} : { version }) },
        {
          now: clock(),
          shopUrl: config.SHOP_PUBLIC_URL,
          payments: app.orderPaymentEffects,
          seller: app.documentSeller,
          paymentSummaryOf: app.orderPaymentSummary,
        },
      );
      reply.code(orderStatusOf(result));
      if (!result.ok) return toEnvelope(result);
      if (result.data.refundDue) {
        request.log.warn({ orderId }, 'order aborted; its payment is held by another provider: refund due');
      }
      return success(result.data.order);
    },
  );

  app.get(
    '/cli/ecommerce/cart/copy-order/:id',
    {
      onRequest,
      schema: {
        tags,
        summary: "The order's lines into the customer's cart for its store and mode (re-order)",
        description:
          'Code 0 with data.cart; code 4105 with the cart itself in data, carrying updatedItems (price ' +
          'changed since the order) and removedItems (no longer sold), the other lines copied all the same.',
        security,
        params: orderIdParamsSchema,
        response: {
          200: z.union([envelopeSchema(copyOrderResponseSchema), envelopeSchema(copyOrderChangesSchema)]),
          400: errorEnvelopeSchema,
          401: errorEnvelopeSchema,
          404: errorEnvelopeSchema,
        },
      },
    },
    async (request, reply) => {
      const language = languageOf(undefined, request.headers['accept-language']);
      const result = await copyOrder(db, request.userId, request.params.id, clock(), language);
      reply.code(orderStatusOf(result));
      if (!result.ok) return toEnvelope<never>(result);
      const { cart, updatedItems, removedItems } = result.data;
      if (updatedItems.length === 0 && removedItems.length === 0) return success({ cart });
      // Spec §4 copy order: 4105 carries a cart-like result in data.
      return {
        responseCode: ResponseCode.ITEMS_CHANGED,
        errorMessage: responseMessages[ResponseCode.ITEMS_CHANGED],
        data: { ...cart, updatedItems, removedItems },
      };
    },
  );
};
