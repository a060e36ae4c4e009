import { ResponseCode } from '@shop/product-api/contract/envelope';

/** Messages the BFF itself answers with, in the envelope of the API contract. */
export const BFF_MESSAGES = {
  notFound: 'Not found',
  crossSite: 'Cross-site request refused',
  unreachable: 'Communication error with the server',
  invalidRequest: 'Invalid request',
} as const;

export function errorResponse(status: number, errorMessage: string, extra: object = {}): Response {
  return Response.json({ responseCode: ResponseCode.GENERIC_ERROR, errorMessage, ...extra }, { status });
}

export const notFoundResponse = () => errorResponse(404, BFF_MESSAGES.notFound);
export const crossSiteResponse = () => errorResponse(403, BFF_MESSAGES.crossSite);
export const unreachableResponse = () => errorResponse(502, BFF_MESSAGES.unreachable);
