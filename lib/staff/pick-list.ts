import { ResponseCode } from '@shop/product-api/contract/envelope';
import { queryOptions } from '@tanstack/react-query';
import { BffError } from '@/lib/queries/bff-error';

/**
 * The pick list's query and what its failures mean to a picker (issue 29 item 4). Free of zod:
 * the requests and their schemas (pick-list-requests.ts) load with the first call.
 */
export const pickListQueryKey = (orderId: number) => ['staff', 'pick-list', orderId] as const;

export function pickListQueryOptions(orderId: number) {
  return queryOptions({
    queryKey: pickListQueryKey(orderId),
    queryFn: async () => (await import('./pick-list-requests')).fetchPickList(orderId),
    staleTime: 0,
    retry: false,
  });
}

/**
 * Why a picking call failed, as a message key of `staff.pick.failures`: another change came
 * first (4206: the screen reloads the list), the order's status does not allow it (4205), the
 * API refused a field (4000 with fields), the order is not this member's (404), or anything else.
 */
export type PickFailure = 'changedMeanwhile' | 'wrongStatus' | 'invalid' | 'notFound' | 'failed';

export function pickFailureOf(error: unknown): PickFailure {
  if (!(error instanceof BffError)) return 'failed';
  if (error.refused && error.code === ResponseCode.ORDER_CHANGED) return 'changedMeanwhile';
  if (error.refused && error.code === ResponseCode.WRONG_ORDER_STATUS) return 'wrongStatus';
  if (error.status === 404) return 'notFound';
  if (error.code === ResponseCode.GENERIC_ERROR && error.fields.length > 0) return 'invalid';
  return 'failed';
}

/** The API's words for the fields it refused ('The weight can be at most 0.75 kg.'), or ''. */
export function refusedFieldsOf(error: unknown): string {
  if (!(error instanceof BffError)) return '';
  return error.fields
    .map((field) => (/[.!?]$/.test(field.message) ? field.message : `${field.message}.`))
    .join(' ');
}
