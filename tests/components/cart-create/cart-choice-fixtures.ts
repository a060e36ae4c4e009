import type { ShippingAddress } from '@shop/product-api/contract/addresses';
import type { Cart } from '@shop/product-api/contract/cart';
import type { DeliveryOption } from '@shop/product-api/contract/catalogue';
import type { FirstSlot } from '@shop/product-api/contract/slots';

/** GET /deliveries as the demo shop answers it: two pick-up stores, then home and parcel delivery. */
export const DELIVERIES: DeliveryOption[] = [
  { deliveryMode: 'AT_HOME', description: 'Home delivery', storeId: null, storeDescription: null },
  { deliveryMode: 'IN_STORE', description: 'Pick-up', storeId: 1, storeDescription: 'Valletta' },
  { deliveryMode: 'IN_STORE', description: 'Pick-up', storeId: 2, storeDescription: 'Sliema' },
  { deliveryMode: 'SHIPPED', description: 'Parcel delivery', storeId: null, storeDescription: null },
];

export const HOME: ShippingAddress = {
  id: 31,
  address: 'Triq il-Kbira',
  streetNumber: '12',
  city: 'Birkirkara',
  zip: 'BKR 1234',
  county: '',
  state: '',
  nation: 'Malta',
  readOnly: false,
};

/** A second address, for the cases where the customer must choose (one address is taken at once). */
export const WORK: ShippingAddress = {
  ...HOME,
  id: 33,
  address: 'Triq il-Mosta',
  city: 'Mosta',
  zip: 'MST 1010',
};

/** Thursday 26/11/2026, 10:00–12:00 in Malta (CET, UTC+1). */
export function aFirstSlot(overrides: Partial<FirstSlot> = {}): FirstSlot {
  return {
    description: 'Thursday 26/11, 10:00–12:00',
    validFrom: '2026-11-26T09:00:00.000Z',
    validTo: '2026-11-26T11:00:00.000Z',
    storeId: 1,
    timeSlotId: 501,
    day: '2026-11-26',
    beyondAWeek: false,
    ...overrides,
  };
}

export function aCart(overrides: Partial<Cart> = {}): Cart {
  return {
    id: 90,
    title: 'Pick-up at Valletta',
    items: [],
    itemsCount: 0,
    netTotal: 0,
    depositTotal: 0,
    total: 0,
    totalToPay: 0,
    preAuthorisedTotal: 0,
    minNetTotal: 0,
    missingForFreeDelivery: null,
    coupons: [],
    giftAvailable: false,
    bundleCount: 0,
    storeId: 1,
    storeDescription: 'Valletta',
    deliveryMode: 'IN_STORE',
    addressId: null,
    fees: [],
    delivery: {
      deliveryDate: null,
      timeSlot: null,
      addressDescription: null,
      timeSlotId: null,
      holdExpiresAt: null,
    },
    payment: { mode: null },
    paymentMode: null,
    orderId: null,
    ...overrides,
  };
}
