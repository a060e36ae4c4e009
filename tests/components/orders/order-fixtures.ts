import type { OrderDetail, OrderPage, OrderSummary } from '@shop/product-api/contract/orders';
import { anOrder } from '../checkout/checkout-fixtures';
import { aCart, aCartItem, aWeighedCartItem } from '../cart/cart-fixtures';

/** A pick-up order of the list, received and not yet prepared. */
export function anOrderSummary(overrides: Partial<OrderSummary> = {}): OrderSummary {
  return {
    id: 77,
    code: 'W-000077',
    number: 77,
    status: 'TO_BE_PREPARED',
    deliveryMode: 'IN_STORE',
    storeId: 1,
    storeDescription: 'Birkirkara',
    deliveryDate: '2026-03-02',
    timeSlot: { validFrom: '2026-03-02T09:00:00Z', validTo: '2026-03-02T11:00:00Z' },
    paymentMode: 'CASH',
    total: 10.9,
    itemsCount: 2,
    payBy: null,
    createdAt: '2026-03-01T10:00:00Z',
    actions: { abort: true, pay: false, reorder: true },
    ...overrides,
  };
}

/** Page `number` of `totalPages`, holding `count` orders numbered from `firstId` down. */
export function anOrderPage(number: number, totalPages: number, count = 5, firstId = 100): OrderPage {
  return {
    data: Array.from({ length: count }, (_, index) => {
      const id = firstId - number * 5 - index;
      return anOrderSummary({ id, number: id, code: `W-${String(id).padStart(6, '0')}` });
    }),
    totalPages,
    number,
    last: number === totalPages - 1,
  };
}

/** The pick-up order in full: received at 11:00 Malta time on 1 March, to be picked up on 2 March. */
export function anOrderDetail(overrides: Partial<OrderDetail> = {}): OrderDetail {
  return {
    ...anOrder({
      timeSlot: { validFrom: '2026-03-02T09:00:00Z', validTo: '2026-03-02T11:00:00Z' },
      cart: aCart({
        deliveryMode: 'IN_STORE',
        storeDescription: 'Birkirkara',
        items: [aCartItem(), aWeighedCartItem()],
        netTotal: 8.89,
        total: 8.89,
        totalToPay: 8.89,
        fees: [],
      }),
    }),
    version: 1,
    history: [{ status: 'TO_BE_PREPARED', at: '2026-03-01T10:00:00Z', actor: 'customer', note: null }],
    actions: { abort: true, pay: false, reorder: true },
    operatorCart: null,
    preparedCartItems: null,
    documents: [],
    payment: null,
    ...overrides,
  };
}
