import { BffError } from '@/lib/queries/bff-error';

/**
 * Spec §8 code 4008: the shopper's cart was closed at the end of the business day and its items
 * moved into a shopping list. Whichever cart call meets it raises this event, and one Warning
 * dialog (components/cart/cart-closed-dialog.tsx) tells the shopper. Free of zod and React, like
 * session-signal.ts (the contract's ResponseCode module brings zod, so the code is spelled here).
 */
export const CART_CLOSED_EVENT = 'shop:cart-closed';
export const CART_CLOSED_CODE = 4008;

export function announceCartClosed(): void {
  window.dispatchEvent(new Event(CART_CLOSED_EVENT));
}

/** The API refused the call because the cart was closed (the dialog already tells the shopper). */
export const isCartClosed = (error: unknown): boolean =>
  error instanceof BffError && error.refused && error.code === CART_CLOSED_CODE;
