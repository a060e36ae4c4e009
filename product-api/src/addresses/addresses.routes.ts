import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../db/client';
import {
  addressIdSchema,
  billingAddressFormSchema,
  billingAddressSchema,
  shippingAddressFormSchema,
  shippingAddressSchema,
} from '../contract/addresses';
import {
  ResponseCode,
  envelopeSchema,
  errorEnvelopeSchema,
  failure,
  success,
  type ErrorEnvelope,
} from '../contract/envelope';
import { RULE } from '../contract/profile-rules';
import {
  MAX_ADDRESSES_PER_KIND,
  billingAddressesOf,
  deleteBillingAddressOf,
  deleteShippingAddressOf,
  saveBillingAddress,
  saveShippingAddress,
  shippingAddressesOf,
  type AddressRefusal,
  type AddressResult,
} from './addresses.service';

const tags = ['addresses'];
const security = [{ bearerAuth: [] }];
const errors = { 400: errorEnvelopeSchema, 401: errorEnvelopeSchema, 404: errorEnvelopeSchema };

export const ADDRESS_NOT_FOUND_MESSAGE = 'Address not found';
export const READ_ONLY_ADDRESS_MESSAGE = 'This address cannot be changed';

const limitReached = (kind: 'shipping' | 'billing') =>
  failure(
    ResponseCode.GENERIC_ERROR,
    `You can keep at most ${MAX_ADDRESSES_PER_KIND} ${kind} addresses: delete one to add another`,
  );

/**
 * Each refusal's HTTP status and envelope. Another customer's address and a missing one are the
 * same 404 (architecture, The API contract: never leak that it exists); read-only and the limits
 * are business failures of code 4000 with HTTP 200 (architecture: The API contract), whose message
 * the storefront shows; an unknown city is a failing field like a schema error
 * (http/error-handler.ts).
 */
const refusals: Record<AddressRefusal, { status: number; body: ErrorEnvelope }> = {
  notFound: { status: 404, body: failure(ResponseCode.GENERIC_ERROR, ADDRESS_NOT_FOUND_MESSAGE) },
  readOnly: { status: 200, body: failure(ResponseCode.GENERIC_ERROR, READ_ONLY_ADDRESS_MESSAGE) },
  shippingLimit: { status: 200, body: limitReached('shipping') },
  billingLimit: { status: 200, body: limitReached('billing') },
  unknownCity: {
    status: 400,
    body: {
      ...failure(ResponseCode.GENERIC_ERROR, 'Invalid request'),
      fields: [{ path: 'body.city', message: RULE.invalid }],
    },
  },
};

function answer<T>(reply: FastifyReply, result: AddressResult<T>) {
  if (result.ok) return success(result.data);
  const { status, body } = refusals[result.refusal];
  reply.code(status);
  return body;
}

/** One address book's list and delete calls: its path, address schema, summaries, service functions. */
type AddressBookCalls<TAddress extends z.ZodType> = {
  path: string;
  addressSchema: TAddress;
  summaries: { list: string; delete: string };
  list: (db: Database, userId: number) => Promise<AddressResult<z.output<TAddress>[]>>;
  delete: (db: Database, userId: number, id: number) => Promise<AddressResult<z.output<TAddress>[]>>;
};

const SHIPPING = '/cli/profiles/addresses';
const BILLING = '/cli/profiles/billing/addresses';

/**
 * The customer's shipping and billing addresses of spec §7: each book is listed, saved to (POST
 * on its path) and deleted from (POST on its path + /delete). Every call acts on the caller's own
 * addresses only; HTTP only here, the rules live in the service.
 */
export const addressRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps;
  const onRequest = [app.authenticate];

  /** The save call's options; its handler stays with each book, typed by its form schema. */
  const saveOptions = <TForm extends z.ZodType, TAddress extends z.ZodType>(
    summary: string,
    formSchema: TForm,
    addressSchema: TAddress,
  ) => ({
    onRequest,
    schema: {
      tags,
      summary,
      security,
      body: formSchema,
      response: { 200: envelopeSchema(addressSchema), ...errors },
    },
  });

  function listAndDeleteRoutes<TAddress extends z.ZodType>(book: AddressBookCalls<TAddress>) {
    const listSchema = envelopeSchema(z.array(book.addressSchema));
    app.get(
      book.path,
      {
        onRequest,
        schema: {
          tags,
          summary: book.summaries.list,
          security,
          response: { 200: listSchema, 401: errorEnvelopeSchema },
        },
      },
      async (request, reply) => answer(reply, await book.list(db, request.userId)),
    );
    app.post(
      `${book.path}/delete`,
      {
        onRequest,
        schema: {
          tags,
          summary: book.summaries.delete,
          security,
          body: addressIdSchema,
          response: { 200: listSchema, ...errors },
        },
      },
      async (request, reply) => answer(reply, await book.delete(db, request.userId, request.body.id)),
    );
  }

  listAndDeleteRoutes({
    path: SHIPPING,
    addressSchema: shippingAddressSchema,
    summaries: {
      list: "The customer's shipping addresses, oldest first",
      delete: 'Delete a shipping address; answers the remaining ones',
    },
    list: shippingAddressesOf,
    delete: deleteShippingAddressOf,
  });
  app.post(
    SHIPPING,
    saveOptions(
      'Add a shipping address, or with an id change one; the city is one of /cli/addresses/cities',
      shippingAddressFormSchema,
      shippingAddressSchema,
    ),
    async (request, reply) => answer(reply, await saveShippingAddress(db, request.userId, request.body)),
  );

  listAndDeleteRoutes({
    path: BILLING,
    addressSchema: billingAddressSchema,
    summaries: {
      list: "The customer's billing (invoice) addresses, oldest first",
      delete: 'Delete a billing address; answers the remaining ones',
    },
    list: billingAddressesOf,
    delete: deleteBillingAddressOf,
  });
  app.post(
    BILLING,
    saveOptions(
      'Add a billing address, or with an id change one',
      billingAddressFormSchema,
      billingAddressSchema,
    ),
    async (request, reply) => answer(reply, await saveBillingAddress(db, request.userId, request.body)),
  );
};
