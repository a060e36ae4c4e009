import type { Cart, CartItem } from '@shop/product-api/contract/cart';
import { aProduct, aWeighedProduct } from '../fixtures';

/** A cart line of a piece product: 2 × €2.95. */
export function aCartItem(overrides: Partial<CartItem> = {}): CartItem {
  return {
    ...aProduct(),
    amount: 2,
    weight: 600,
    rowPrice: 5.9,
    rowNetPrice: 5.9,
    promoNote: null,
    cartItemRelatedProduct: null,
    rowPriceWithCartItemRelated: 5.9,
    rowNetPriceWithCartItemRelated: 5.9,
    status: 'ok',
    replace: true,
    note: '',
    rowDeposit: 0,
    ...overrides,
  };
}

/** A weighed line: 0.75 kg of artichokes at €3.99 / kg (0.25 kg steps from 0.5 kg up to 1 kg). */
export function aWeighedCartItem(overrides: Partial<CartItem> = {}): CartItem {
  return {
    ...aWeighedProduct(),
    amount: 0.75,
    weight: 750,
    rowPrice: 2.99,
    rowNetPrice: 2.99,
    promoNote: null,
    cartItemRelatedProduct: null,
    rowPriceWithCartItemRelated: 2.99,
    rowNetPriceWithCartItemRelated: 2.99,
    status: 'ok',
    replace: true,
    note: '',
    rowDeposit: 0,
    ...overrides,
  };
}

/** A home-delivery cart with the piece line: €5.90 of goods, €5.00 delivery. */
export function aCart(overrides: Partial<Cart> = {}): Cart {
  return {
    id: 41,
    title: 'Home delivery',
    items: [aCartItem()],
    itemsCount: 2,
    netTotal: 5.9,
    depositTotal: 0,
    total: 10.9,
    totalToPay: 10.9,
    preAuthorisedTotal: 10.9,
    minNetTotal: 0,
    missingForFreeDelivery: 69.1,
    coupons: [],
    giftAvailable: false,
    bundleCount: 0,
    storeId: 1,
    storeDescription: 'Pjazza Market Birkirkara',
    deliveryMode: 'AT_HOME',
    addressId: 3,
    fees: [{ id: 'delivery', description: 'Delivery', value: 5, maxCartNetTotal: 75 }],
    delivery: {
      deliveryDate: null,
      timeSlot: null,
      addressDescription: 'Triq il-Kbira 12, Mosta',
      timeSlotId: null,
      holdExpiresAt: null,
    },
    payment: { mode: null },
    paymentMode: null,
    orderId: null,
    ...overrides,
  };
}
