import { fail, refuseFields, ResponseCode, type Result } from '../contract/envelope';
import type { TransitionRefusal } from './order-lifecycle';

/** One answer for every caller of the writer (docs/order-lifecycle.md): the same refusal, the same code. */
export const ORDER_NOT_FOUND_MESSAGE = 'Order not found';

/**
 * A refused change as the envelope says it: an order the actor may not see reads as missing
 * (architecture, The API contract: never leak that it exists), a stale version 4206, a missing
 * reason a 400 naming the field, any other status 4205.
 */
export function transitionRefusalResult<T>(refusal: TransitionRefusal | 'notFound'): Result<T> {
  switch (refusal) {
    case 'notFound':
    case 'notYours':
      return fail(ResponseCode.GENERIC_ERROR, ORDER_NOT_FOUND_MESSAGE);
    case 'stale':
      return fail(ResponseCode.ORDER_CHANGED);
    case 'reasonRequired':
      return refuseFields([{ path: 'reason', message: 'Give the reason the customer will read' }]);
    default:
      return fail(ResponseCode.WRONG_ORDER_STATUS);
  }
}
