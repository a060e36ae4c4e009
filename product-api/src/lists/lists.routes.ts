import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { orderIdParamsSchema } from '../contract/checkout';
import { envelopeSchema, errorEnvelopeSchema, success } from '../contract/envelope';
import {
  ITEMS_PER_LIST_MAX,
  listCreateRequestSchema,
  listIdRequestSchema,
  listItemCheckRequestSchema,
  listItemCreateRequestSchema,
  listItemDeleteRequestSchema,
  listItemUpdateRequestSchema,
  listParamsSchema,
  LISTS_PER_CUSTOMER_MAX,
  listTitleRequestSchema,
  listToCartResponseSchema,
  smartlistSchema,
} from '../contract/lists';
import { bearerAuth } from '../profiles/profiles.routes';
import { answer, languageIn, querystring } from './list-answers';
import { addListToCart } from './list-to-cart.service';
import {
  addItem,
  allLists,
  checkItem,
  copyList,
  createList,
  deleteOwnedList,
  oneList,
  removeItem,
  renameOwnedList,
  updateItem,
} from './lists.service';
import { copyOrderToList } from './order-to-list.service';

const tags = ['lists'];
const BASE = '/cli/slists';
const errors = { 400: errorEnvelopeSchema, 401: errorEnvelopeSchema, 404: errorEnvelopeSchema };
const listEnvelope = envelopeSchema(smartlistSchema);

const LIMITS =
  `At most ${LISTS_PER_CUSTOMER_MAX} lists a customer and ${ITEMS_PER_LIST_MAX} items a list (4000 with a ` +
  'message beyond); titles are trimmed, 1 to 50 characters.';
const AMOUNTS =
  'Amounts are pieces for products sold by the piece and custom items (whole, never below 1) and kg ' +
  "for weighed products (put on the product's step grid, never below its minimum weight), capped at " +
  "the product's maximum and 999.";
const ITEMS =
  'Items carry the product named in ?lang or Accept-Language, its image and stepper fields, and ' +
  'availability: AVAILABLE, UNAVAILABLE (out of stock) or NOT_SOLD (no longer in the catalogue; it ' +
  'stays on the list); null for CUSTOM items.';

/**
 * The shopping lists of spec §7 under /cli/slists, for the signed-in customer only (a staff token
 * is refused), and the order's copy into a list; the favourites are in favourites.routes.ts. HTTP only: the rules are in the
 * services (README: Shopping lists and favourites).
 */
export const listRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps;
  const now = () => app.deps.now?.() ?? new Date();
  const onRequest = [app.authenticate];
  const security = bearerAuth;

  app.get(
    BASE,
    {
      onRequest,
      schema: {
        tags,
        summary: "The customer's shopping lists, automated ones included, oldest first",
        description: `The first of this order is the list spec §4 makes current when none was chosen. ${ITEMS}`,
        security,
        querystring,
        response: { 200: envelopeSchema(z.array(smartlistSchema)), 401: errorEnvelopeSchema },
      },
    },
    async (request) => success(await allLists(db, request.userId, languageIn(request))),
  );

  app.get(
    `${BASE}/:id`,
    {
      onRequest,
      schema: {
        tags,
        summary: 'One of the customer’s shopping lists (another customer’s is a 404)',
        description: ITEMS,
        security,
        params: listParamsSchema,
        querystring,
        response: { 200: listEnvelope, ...errors },
      },
    },
    async (request, reply) =>
      answer(reply, await oneList(db, request.userId, request.params.id, languageIn(request))),
  );

  app.post(
    `${BASE}/create`,
    {
      onRequest,
      schema: {
        tags,
        summary: 'A new, empty shopping list; answers it (it becomes current)',
        description: LIMITS,
        security,
        body: listCreateRequestSchema,
        querystring,
        response: { 200: listEnvelope, ...errors },
      },
    },
    async (request, reply) =>
      answer(reply, await createList(db, request.userId, request.body.title, now(), languageIn(request))),
  );

  app.post(
    `${BASE}/rename`,
    {
      onRequest,
      schema: {
        tags,
        summary: 'Renames a shopping list; answers it (it becomes current)',
        description: LIMITS,
        security,
        body: listTitleRequestSchema,
        querystring,
        response: { 200: listEnvelope, ...errors },
      },
    },
    async (request, reply) =>
      answer(reply, await renameOwnedList(db, request.userId, request.body, now(), languageIn(request))),
  );

  app.post(
    `${BASE}/copy`,
    {
      onRequest,
      schema: {
        tags,
        summary: 'Copies a list and its items under a new title; answers the copy (it becomes current)',
        description: `The client proposes 'Copy of {title}' (spec §5). ${LIMITS}`,
        security,
        body: listTitleRequestSchema,
        querystring,
        response: { 200: listEnvelope, ...errors },
      },
    },
    async (request, reply) =>
      answer(reply, await copyList(db, request.userId, request.body, now(), languageIn(request))),
  );

  app.post(
    `${BASE}/delete`,
    {
      onRequest,
      schema: {
        tags,
        summary: 'Deletes a shopping list; answers the lists left (the first becomes current)',
        description: 'The last list cannot be deleted: 2035.',
        security,
        body: listIdRequestSchema,
        querystring,
        response: { 200: envelopeSchema(z.array(smartlistSchema)), ...errors },
      },
    },
    async (request, reply) =>
      answer(reply, await deleteOwnedList(db, request.userId, request.body.id, languageIn(request))),
  );

  app.post(
    `${BASE}/items/create`,
    {
      onRequest,
      schema: {
        tags,
        summary: 'Adds a product (barcode) or a CUSTOM item (description) to a list; answers the list',
        description:
          'A product the list holds already gets the amount added to its item; an unknown barcode is ' +
          `4030. Custom descriptions are trimmed, 1 to 100 characters. ${AMOUNTS} ${LIMITS}`,
        security,
        body: listItemCreateRequestSchema,
        querystring,
        response: { 200: listEnvelope, ...errors },
      },
    },
    async (request, reply) =>
      answer(reply, await addItem(db, request.userId, request.body, now(), languageIn(request))),
  );

  app.post(
    `${BASE}/items/update`,
    {
      onRequest,
      schema: {
        tags,
        summary: "Sets an item's amount; answers the list",
        description: AMOUNTS,
        security,
        body: listItemUpdateRequestSchema,
        querystring,
        response: { 200: listEnvelope, ...errors },
      },
    },
    async (request, reply) =>
      answer(reply, await updateItem(db, request.userId, request.body, now(), languageIn(request))),
  );

  app.post(
    `${BASE}/items/check`,
    {
      onRequest,
      schema: {
        tags,
        summary: 'Ticks an item off (checked: true) or back on (false); answers the list',
        description:
          'Sets the value rather than toggling it, so a tick sent twice (queued offline, replayed when ' +
          'back online) lands once. Ticks do not change what /to-cart adds; a copied list starts unticked.',
        security,
        body: listItemCheckRequestSchema,
        querystring,
        response: { 200: listEnvelope, ...errors },
      },
    },
    async (request, reply) =>
      answer(reply, await checkItem(db, request.userId, request.body, now(), languageIn(request))),
  );

  app.post(
    `${BASE}/items/delete`,
    {
      onRequest,
      schema: {
        tags,
        summary: 'Removes an item from a list; answers the list',
        security,
        body: listItemDeleteRequestSchema,
        querystring,
        response: { 200: listEnvelope, ...errors },
      },
    },
    async (request, reply) =>
      answer(reply, await removeItem(db, request.userId, request.body, now(), languageIn(request))),
  );

  app.post(
    `${BASE}/to-cart`,
    {
      onRequest,
      schema: {
        tags,
        summary:
          "Adds the list's available products to the current cart; answers the cart and what was left out",
        description:
          "Each product goes through the cart's add rules, its amount added to what the cart holds. notAdded " +
          'lists, in the list’s order, CUSTOM items, UNAVAILABLE and NOT_SOLD products, and REFUSED ones ' +
          "with the cart's code (4034 above the maximum, 4038 too many water packs). No open cart: 4004.",
        security,
        body: listIdRequestSchema,
        querystring,
        response: { 200: envelopeSchema(listToCartResponseSchema), ...errors },
      },
    },
    async (request, reply) =>
      answer(reply, await addListToCart(db, request.userId, request.body.id, now(), languageIn(request))),
  );

  app.post(
    '/cli/ecommerce/copy/to/smartlist/:id',
    {
      onRequest,
      schema: {
        tags,
        summary:
          "Copies one of the customer's orders into a new shopping list; answers it (it becomes current)",
        description:
          "The list's title is the order's code and delivery day ('W0000123 · 28/11/2026'); its products " +
          'keep their ordered amounts, those no longer sold included (NOT_SOLD). Another customer’s ' +
          `order is a 404. ${LIMITS}`,
        security,
        params: orderIdParamsSchema,
        querystring,
        response: { 200: listEnvelope, ...errors },
      },
    },
    async (request, reply) =>
      answer(reply, await copyOrderToList(db, request.userId, request.params.id, now(), languageIn(request))),
  );
};
