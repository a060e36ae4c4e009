import type { Cart } from '@shop/product-api/contract/cart';
import { ResponseCode, envelopeSchema } from '@shop/product-api/contract/envelope';
import {
  type OrderDetail,
  type OrderPage,
  ORDER_PAGE_SIZE,
  copyOrderChangesSchema,
  copyOrderResponseSchema,
  orderAbortResponseSchema,
  orderDetailSchema,
  orderPageSchema,
} from '@shop/product-api/contract/orders';
import { z } from 'zod';
import { BASE_PATH } from '@/lib/base-path';
import { BffError } from '@/lib/queries/bff-error';
import { bffFetch } from '@/lib/queries/bff-fetch';
import {
  SESSION_ENDED_HEADER,
  SESSION_ENDED_VALUE,
  announceSessionEnded,
} from '@/lib/queries/session-signal';

/**
 * The order calls of spec §7 through the BFF (lib/bff/allow-list.ts): a page of the list, an
 * order, its abort and the order again as a cart. Loaded on demand (it brings zod), from query and
 * mutation functions only (lib/orders/orders.ts).
 */

async function ordersCall<T extends z.ZodType>(
  path: string,
  schema: T,
  init?: { method?: string; body?: string },
): Promise<z.infer<T>> {
  const data = await bffFetch(path, schema, init);
  if (data === undefined) throw new BffError(500, `${path} answered without data`);
  return data;
}

/** GET /orders?s=5&p=: a page of the customer's orders, newest first (spec §9: 5 a page). */
export async function fetchOrderPage(page: number): Promise<OrderPage> {
  return ordersCall(`/ecommerce/orders?s=${ORDER_PAGE_SIZE}&p=${page}`, orderPageSchema);
}

/** GET /orders/{id}/fetch: the order, its status history and the actions open to the customer. */
export async function fetchOrderDetail(orderId: number): Promise<OrderDetail> {
  return ordersCall(`/ecommerce/orders/${orderId}/fetch`, orderDetailSchema);
}

/**
 * POST /cart/abort with the order and the version the customer saw: 4205 when the order has moved
 * past the statuses that may be aborted, answered as a BffError with the server's message.
 */
export async function abortOrder(order: Pick<OrderDetail, 'id' | 'version'>): Promise<OrderDetail> {
  const body = JSON.stringify({ orderId: order.id, version: order.version });
  return ordersCall('/ecommerce/cart/abort', orderAbortResponseSchema, { method: 'POST', body });
}

export type CopiedOrder =
  | { outcome: 'copied'; cart: Cart }
  | { outcome: 'changed'; cart: Cart; updatedItems: Cart['items']; removedItems: Cart['items'] };

const copyAnswerSchema = envelopeSchema(z.unknown()).extend({ errorMessage: z.string().optional() });

/**
 * GET /cart/copy-order/{id} (spec §4 copy order): code 0 carries data.cart; 4105 carries the cart
 * itself with the lines whose price changed and those no longer sold, which bffFetch (it throws on
 * every non-zero code) would drop, hence the call of its own.
 */
export async function copyOrder(orderId: number): Promise<CopiedOrder> {
  const response = await fetch(`${BASE_PATH}/api/ecommerce/cart/copy-order/${orderId}`, {
    headers: { accept: 'application/json' },
    credentials: 'same-origin',
  });
  if (response.headers.get(SESSION_ENDED_HEADER) === SESSION_ENDED_VALUE) announceSessionEnded();
  const parsed = copyAnswerSchema.safeParse(await response.json().catch(() => null));
  if (!parsed.success) throw new BffError(response.status, 'unexpected response from the order copy');
  const { responseCode, data, errorMessage } = parsed.data;
  if (responseCode === ResponseCode.OK) {
    const copied = copyOrderResponseSchema.safeParse(data);
    if (copied.success) return { outcome: 'copied', cart: copied.data.cart };
  } else if (responseCode === ResponseCode.ITEMS_CHANGED) {
    const changed = copyOrderChangesSchema.safeParse(data);
    if (changed.success) {
      const { updatedItems = [], removedItems = [] } = changed.data;
      return { outcome: 'changed', cart: changed.data, updatedItems, removedItems };
    }
  } else {
    throw new BffError(responseCode, errorMessage ?? 'order copy failed', true, response.status);
  }
  throw new BffError(response.status, 'unexpected cart from the order copy');
}
