/**
 * What the address of /orders says (spec §2 Orders): the list's page (`?p=`, counted from 1 there,
 * from 0 here, as the store locator does), the order opened (`?orderId=`) and a message to show in
 * a popup (`?message=`). Read in the browser: the page is the same cached HTML for every address
 * (README: Cached pages), so back and forward move between pages and orders without the server.
 */
export type OrdersAddress = { page: number; orderId: number | null; message: string | null };

/** Past this a `?p=` is nonsense (the API takes pages up to 10,000 from 0): the first page instead. */
const MAX_PAGE = 10_000;
const MAX_ID = 2_147_483_647;

const wholeNumber = (text: string | null): number | null =>
  text !== null && /^\d{1,10}$/.test(text) ? Number(text) : null;

export function ordersAddressOf(search: string): OrdersAddress {
  const params = new URLSearchParams(search);
  const page = wholeNumber(params.get('p'));
  const orderId = wholeNumber(params.get('orderId'));
  const message = params.get('message')?.trim();
  return {
    page: page !== null && page >= 1 && page <= MAX_PAGE ? page - 1 : 0,
    orderId: orderId !== null && orderId >= 1 && orderId <= MAX_ID ? orderId : null,
    message: message ? message.slice(0, 300) : null,
  };
}

/** The query of a page of the list (from 0): '' for the first, '?p=2' for the second. */
export function ordersPageQuery(page: number): string {
  return page > 0 ? `?p=${page + 1}` : '';
}

/** The query of an order, remembering the list page it was opened from. */
export function orderQuery(orderId: number, fromPage = 0): string {
  return fromPage > 0 ? `?orderId=${orderId}&p=${fromPage + 1}` : `?orderId=${orderId}`;
}

/** The address of an order from another page (the checkout's confirmation). */
export const orderHref = (orderId: number): string => `/orders${orderQuery(orderId)}`;

/**
 * Spec §2: page changes are accepted only within 0..totalPages-1. A page outside (an old link
 * after orders were aborted, a typed address) is answered with the nearest page that exists;
 * `null` when the list has no page at all.
 */
export function pageWithin(page: number, totalPages: number): number | null {
  if (totalPages <= 0) return null;
  return Math.min(Math.max(page, 0), totalPages - 1);
}
