import type { BillingAddress } from '@shop/product-api/contract/addresses';
import type { Cart } from '@shop/product-api/contract/cart';
import type { Order } from '@shop/product-api/contract/checkout';
import type { DaySlot, TimeSlot } from '@shop/product-api/contract/slots';
import { aCart } from '../cart/cart-fixtures';

/** Ten days from Monday 2 March 2026; Tuesday 3 and Sunday 8 have no free slot. */
export const DAYS: DaySlot[] = Array.from({ length: 10 }, (_, index) => {
  const day = `2026-03-${String(index + 2).padStart(2, '0')}`;
  return { weekDay: (index % 7) + 1, day, available: ![1, 6].includes(index) };
});

/** Monday's slots: two days fall on Mondays in ten (2 and 9 March); 12:00 is full. */
export const MONDAY_SLOTS: TimeSlot[] = [
  {
    id: 101,
    day: '2026-03-02',
    validFrom: '2026-03-02T08:00:00Z',
    validTo: '2026-03-02T10:00:00Z',
    available: true,
    placesLeft: 8,
  },
  {
    id: 102,
    day: '2026-03-02',
    validFrom: '2026-03-02T11:00:00Z',
    validTo: '2026-03-02T13:00:00Z',
    available: false,
    placesLeft: 0,
  },
  {
    id: 103,
    day: '2026-03-02',
    validFrom: '2026-03-02T15:00:00Z',
    validTo: '2026-03-02T17:00:00Z',
    available: true,
    placesLeft: 2,
  },
  {
    id: 901,
    day: '2026-03-09',
    validFrom: '2026-03-09T08:00:00Z',
    validTo: '2026-03-09T10:00:00Z',
    available: true,
    placesLeft: 8,
  },
];

export const WEDNESDAY_SLOTS: TimeSlot[] = [
  {
    id: 301,
    day: '2026-03-04',
    validFrom: '2026-03-04T08:00:00Z',
    validTo: '2026-03-04T10:00:00Z',
    available: true,
    placesLeft: 8,
  },
];

/** A cart holding slot 101 until `expiresAt`. */
export function aHeldCart(expiresAt: string, overrides: Partial<Cart> = {}): Cart {
  const cart = aCart(overrides);
  return {
    ...cart,
    delivery: {
      ...cart.delivery,
      deliveryDate: '2026-03-02',
      timeSlot: { validFrom: '2026-03-02T08:00:00Z', validTo: '2026-03-02T10:00:00Z' },
      timeSlotId: 101,
      holdExpiresAt: expiresAt,
    },
  };
}

export function aBillingAddress(overrides: Partial<BillingAddress> = {}): BillingAddress {
  return {
    id: 5,
    vatCode: 'IT01234567890',
    companyName: 'Borg Trading Ltd',
    phone: '21234567',
    address: 'Via Roma',
    streetNumber: '12',
    zip: '00100',
    city: 'Roma',
    county: 'RM',
    nation: 'IT',
    ssnCode: '',
    recipientCode: '',
    fax: '',
    pec: '',
    ...overrides,
  };
}

export function anOrder(overrides: Partial<Order> = {}): Order {
  return {
    id: 77,
    code: 'W-000077',
    number: 77,
    status: 'TO_BE_PREPARED',
    deliveryDate: '2026-03-02',
    timeSlot: { validFrom: '2026-03-02T08:00:00Z', validTo: '2026-03-02T10:00:00Z' },
    paymentMode: 'CASH',
    cart: aCart(),
    payBy: null,
    createdAt: '2026-03-01T10:00:00Z',
    ...overrides,
  };
}

type Answer = { status?: number; body: unknown; headers?: Record<string, string> };
type Route = Answer | ((body: unknown) => Answer | Promise<Answer>);
export type CheckoutCall = { method: string; path: string; body: unknown; headers: Record<string, string> };

/**
 * jsdom has no fetch: a stand-in for the BFF answering by method and path after /app/api, with
 * its query when a route names one ('GET /ecommerce/slots/41?weekDay=1'), else without. Unlike
 * the profile tests' fake it keeps the query and the headers (the Idempotency-Key).
 */
export function checkoutBff(routes: Record<string, Route>): CheckoutCall[] {
  const calls: CheckoutCall[] = [];
  Object.defineProperty(window, 'fetch', {
    configurable: true,
    value: async (
      url: string,
      init: { method?: string; body?: string; headers?: Record<string, string> } = {},
    ) => {
      const method = init.method ?? 'GET';
      const path = url.replace(/^\/app\/api/, '');
      const body: unknown = init.body ? JSON.parse(init.body) : undefined;
      calls.push({ method, path, body, headers: init.headers ?? {} });
      const route = routes[`${method} ${path}`] ?? routes[`${method} ${path.split('?')[0] ?? ''}`];
      const answer = typeof route === 'function' ? await route(body) : route;
      const {
        status,
        body: json,
        headers,
      } = answer ?? {
        status: 404,
        body: { responseCode: 4000, errorMessage: 'Not found' },
      };
      return { status: status ?? 200, headers: new Headers(headers), json: async () => json };
    },
  });
  return calls;
}

export const ok = (data?: unknown): Answer => ({ body: { responseCode: 0, data } });
export const refused = (responseCode: number, errorMessage: string): Answer => ({
  body: { responseCode, errorMessage },
});
