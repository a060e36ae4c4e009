import { ResponseCode } from '@shop/product-api/contract/envelope';
import type { BodyRefusal } from './request-body';

/** Messages the BFF itself answers with, in the envelope of the API contract. */
export const BFF_MESSAGES = {
  notFound: 'Not found',
  methodNotAllowed: 'Method not allowed',
  crossSite: 'Cross-site request refused',
  unreachable: 'Communication error with the server',
  invalidRequest: 'Invalid request',
  tooLarge: 'Request body too large',
  notJson: 'Request body must be JSON (Content-Type: application/json)',
} as const;

/**
 * Answers that carry a customer's data or say something about this shopper's request: never
 * kept by the browser or a shared cache (issue 10 §5).
 */
export const NO_STORE = { 'cache-control': 'no-store' } as const;

export function errorResponse(
  status: number,
  errorMessage: string,
  extra: object = {},
  headers: Record<string, string> = {},
): Response {
  return Response.json(
    { responseCode: ResponseCode.GENERIC_ERROR, errorMessage, ...extra },
    { status, headers: { ...NO_STORE, ...headers } },
  );
}

export const notFoundResponse = () => errorResponse(404, BFF_MESSAGES.notFound);
export const crossSiteResponse = () => errorResponse(403, BFF_MESSAGES.crossSite);
export const unreachableResponse = () => errorResponse(502, BFF_MESSAGES.unreachable);
export const tooLargeResponse = () => errorResponse(413, BFF_MESSAGES.tooLarge);
export const notJsonResponse = () => errorResponse(415, BFF_MESSAGES.notJson);
export const invalidRequestResponse = (extra: object = {}) =>
  errorResponse(400, BFF_MESSAGES.invalidRequest, extra);

/** 405 with the methods the path does serve (RFC 9110 §15.5.6: Allow is required on a 405). */
export const methodNotAllowedResponse = (allow: readonly string[]) =>
  errorResponse(405, BFF_MESSAGES.methodNotAllowed, {}, { allow: allow.join(', ') });

/**
 * A route handler for every method a BFF route does not serve, exported under those names: Next
 * would otherwise answer them with an empty 405 (or, for OPTIONS and HEAD, serve them itself).
 */
export function refuseMethodsOtherThan(...allow: readonly string[]): () => Response {
  return () => methodNotAllowedResponse(allow);
}

/**
 * The refusals a POST-only route exports (the BFF's own writes): `export const { GET, HEAD, ... } =
 * postOnlyRefusals;` names them once per route instead of one alias per method.
 */
const refusedButPost = refuseMethodsOtherThan('POST');
export const postOnlyRefusals = {
  GET: refusedButPost,
  HEAD: refusedButPost,
  OPTIONS: refusedButPost,
  PUT: refusedButPost,
  PATCH: refusedButPost,
  DELETE: refusedButPost,
} as const;

const REFUSAL_RESPONSES: Record<BodyRefusal, () => Response> = {
  'too-large': tooLargeResponse,
  'not-json': notJsonResponse,
  invalid: () => invalidRequestResponse(),
};

export const bodyRefusalResponse = (refusal: BodyRefusal) => REFUSAL_RESPONSES[refusal]();
