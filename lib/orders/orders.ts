import type { OrderStatus } from '@shop/product-api/contract/checkout';
import { queryOptions } from '@tanstack/react-query';
import { isFinalStatus } from './order-progress';

/**
 * Queries of the customer's orders (spec §2 /orders). Free of zod: the requests and their schemas
 * (orders-requests.ts) load with the first call. Everything under 'orders' is the customer's own
 * and is dropped when an order changes (abort, pay, a new order).
 */
export const ordersQueryKey = ['orders'] as const;

/**
 * How often an open order page asks for the order again while its status can still move, so a
 * change made in the store shows within 5 seconds (issue 29 item 2). Polling rather than
 * server-sent events: the read is one indexed row and its lines, every call already goes through
 * the BFF's allow-list with the session's token, and React Query stops asking once the order is
 * final or the tab is hidden; a held stream per open page would need its own route through both
 * servers and the storefront server's compression, for a page few shoppers keep open.
 */
export const ORDER_REFRESH_MS = 4000;

/** How soon to ask again for an order in `status` (undefined before the first answer); false: never. */
export const orderRefreshInterval = (status: OrderStatus | undefined): number | false =>
  status === undefined || !isFinalStatus(status) ? ORDER_REFRESH_MS : false;

/** A page of the list, from 0 (GET /orders?s=5&p=). */
export function orderPageQueryOptions(page: number) {
  return queryOptions({
    queryKey: [...ordersQueryKey, 'page', page] as const,
    queryFn: async () => (await import('./orders-requests')).fetchOrderPage(page),
    staleTime: 10_000,
  });
}

/** An order with its status history (GET /orders/{id}/fetch), asked again until it is final. */
export function orderDetailQueryOptions(orderId: number) {
  return queryOptions({
    queryKey: [...ordersQueryKey, 'detail', orderId] as const,
    queryFn: async () => (await import('./orders-requests')).fetchOrderDetail(orderId),
    staleTime: 0,
    refetchInterval: (query) => orderRefreshInterval(query.state.data?.status),
  });
}
