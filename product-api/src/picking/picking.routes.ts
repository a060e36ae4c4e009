import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { envelopeSchema, errorEnvelopeSchema, ResponseCode, type Result } from '../contract/envelope';
import {
  pickLineSaveSchema,
  pickListSchema,
  staffStatusChangeSchema,
  substituteCandidatesSchema,
  substituteQuerySchema,
} from '../contract/picking';
import { staffOrderIdParamsSchema } from '../contract/staff';
import { statusOf, toEnvelope } from '../http/envelope';
import { ORDER_NOT_FOUND_MESSAGE, pickList, savePickLine, substitutes } from './picking.service';
import { changeOrderStatus } from './staff-status.service';

const tags = ['staff'];
const security = [{ staffBearerAuth: [] }];
const refusals = {
  400: errorEnvelopeSchema,
  401: errorEnvelopeSchema,
  403: errorEnvelopeSchema,
  404: errorEnvelopeSchema,
};

/** A pick list is one store's working state, changing by the minute: never kept by any cache. */
const noStore = async (_request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
  reply.header('cache-control', 'no-store');
  return payload;
};

/** Another store's order is a 404 like a missing one; refused fields a 400; the rest 200. */
function answer<T>(reply: FastifyReply, result: Result<T>) {
  const missing =
    !result.ok && result.code === ResponseCode.GENERIC_ERROR && result.message === ORDER_NOT_FOUND_MESSAGE;
  reply.code(missing ? 404 : statusOf(result));
  return toEnvelope(result);
}

/**
 * The store's picking calls (issue 29 item 4; docs/order-lifecycle.md: Picking). Staff tokens
 * only (app.authenticateStaff; a customer's is 403); a picker reaches their stores' orders, a
 * manager every store's. HTTP only: the rules are in picking.service.ts and staff-status.service.ts.
 */
export async function pickingRoutes(app: FastifyInstance): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const { db, config, now } = app.deps;
  const clock = now ?? (() => new Date());
  const onRequest = [app.authenticateStaff];
  const params = staffOrderIdParamsSchema;

  routes.get(
    '/ops/orders/:id/pick-list',
    {
      onRequest,
      onSend: noStore,
      schema: {
        tags,
        summary: "One order's pick list: lines by aisle, progress, and the statuses the member may set",
        security,
        params,
        response: { 200: envelopeSchema(pickListSchema), ...refusals },
      },
    },
    async (request, reply) => answer(reply, await pickList(db, request.staffId, request.params.id)),
  );

  routes.post(
    '/ops/orders/:id/pick-lines',
    {
      onRequest,
      onSend: noStore,
      schema: {
        tags,
        summary: 'Record one line: picked (pieces or real kg), not available, substituted, or open again',
        description:
          'Only while the order is IN_PREPARATION (4205 otherwise). Pieces follow the stepper and never ' +
          'exceed the ordered amount; weighed goods take the real weight (3 decimals). A substitute only ' +
          'where the customer allowed it, and only an available product. Answers the pick list.',
        security,
        params,
        body: pickLineSaveSchema,
        response: { 200: envelopeSchema(pickListSchema), ...refusals },
      },
    },
    async (request, reply) =>
      answer(reply, await savePickLine(db, request.staffId, request.params.id, request.body, clock())),
  );

  routes.get(
    '/ops/orders/:id/substitutes',
    {
      onRequest,
      onSend: noStore,
      schema: {
        tags,
        summary: "Products to put in instead of a line: the catalogue's search, available products only",
        security,
        params,
        querystring: substituteQuerySchema,
        response: { 200: envelopeSchema(substituteCandidatesSchema), ...refusals },
      },
    },
    async (request, reply) =>
      answer(
        reply,
        await substitutes(db, app.searchIndex, request.staffId, request.params.id, request.query),
      ),
  );

  routes.post(
    '/ops/orders/:id/status',
    {
      onRequest,
      onSend: noStore,
      schema: {
        tags,
        summary: "The staff's status change: start picking, picking done, hand-over, cancel with a reason",
        description:
          'Through the order state machine. A stale version answers 4206, a change the status does not ' +
          'allow 4205, a cancellation without a reason 400. Picking done computes the final total from ' +
          'what was picked (refused while a line is open). A repeat is harmless. Answers the pick list.',
        security,
        params,
        body: staffStatusChangeSchema,
        response: { 200: envelopeSchema(pickListSchema), ...refusals },
      },
    },
    async (request, reply) =>
      answer(
        reply,
        await changeOrderStatus(db, request.staffId, request.params.id, request.body, {
          now: clock(),
          shopUrl: config.SHOP_PUBLIC_URL,
          payments: app.orderPaymentEffects,
          seller: app.documentSeller,
        }),
      ),
  );
}
