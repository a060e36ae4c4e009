import type { FastifyReply, FastifyRequest } from 'fastify';
import { languageOf } from '../catalogue/language';
import { cartStatusOf } from '../carts/cart-refusals';
import { productLanguageQuerySchema, type Language } from '../contract/catalogue';
import { ResponseCode, type Result } from '../contract/envelope';
import { toEnvelope } from '../http/envelope';
import { ORDER_NOT_FOUND_MESSAGE } from '../orders/customer-orders.service';
import { ITEM_NOT_FOUND_MESSAGE, LIST_NOT_FOUND_MESSAGE } from './lists.service';

/*
 * What the list and favourite routes share: the language of product names and the envelope.
 */

/** ?lang=en|it on every list call: the product names' language. */
export const querystring = productLanguageQuerySchema;

const NOT_FOUND_MESSAGES = new Set([LIST_NOT_FOUND_MESSAGE, ITEM_NOT_FOUND_MESSAGE, ORDER_NOT_FOUND_MESSAGE]);

/** Products are named in ?lang, else in the Accept-Language the BFF sends from the page's language. */
export const languageIn = (request: { query: { lang?: Language }; headers: FastifyRequest['headers'] }) =>
  languageOf(request.query.lang, request.headers['accept-language']);

/**
 * A list call's envelope and HTTP status: a missing list, item or order, and another customer's,
 * are the same 404 (architecture, The API contract: never leak that it exists); 4004 is the carts'
 * 404; business refusals (2035, 4030, the caps) are HTTP 200 with their code.
 */
export function answer<T>(reply: FastifyReply, result: Result<T>) {
  const notFound =
    !result.ok && result.code === ResponseCode.GENERIC_ERROR && NOT_FOUND_MESSAGES.has(result.message ?? '');
  reply.code(notFound ? 404 : cartStatusOf(result));
  return toEnvelope(result);
}
