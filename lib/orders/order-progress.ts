import type { OrderStatus } from '@shop/product-api/contract/checkout';

/**
 * Where an order stands, in the customer's terms (spec §2 Orders, §4 order statuses): which lines
 * the page lists, whether the status can still move, and what happens next. Which actions the
 * customer may take is not decided here: the API's state machine sends them with the order
 * (`actions` of contract/orders.ts). Pure and free of zod, so the list and the detail share it.
 */

/** Spec §2: until the store has picked the order, the page lists the cart as it was ordered. */
const CART_ITEM_STATUSES: readonly OrderStatus[] = [
  'TO_BE_PREPARED',
  'IN_PREPARATION',
  'ABORTED',
  'PAYMENT_PENDING',
];

/** Statuses nothing moves on from: the page stops asking for changes. */
const FINAL_STATUSES: readonly OrderStatus[] = [
  'CANCELLED',
  'ABORTED',
  'COLLECTED',
  'NOT_COLLECTED',
  'DELIVERED',
  'REFUSED',
];

export const showsCartItems = (status: OrderStatus): boolean => CART_ITEM_STATUSES.includes(status);
export const isFinalStatus = (status: OrderStatus): boolean => FINAL_STATUSES.includes(status);

/** How a status badge looks: waiting on the customer, moving, done, or stopped. */
export type StatusTone = 'attention' | 'progress' | 'done' | 'stopped';

export function toneOf(status: OrderStatus): StatusTone {
  if (status === 'PAYMENT_PENDING') return 'attention';
  if (status === 'COLLECTED' || status === 'DELIVERED') return 'done';
  if (isFinalStatus(status)) return 'stopped';
  return 'progress';
}

/**
 * The next expected step, as a message key of the `orders.next` namespace, or null once the order
 * is final. Pick-up modes wait at the store; delivery modes come to the door.
 */
export type NextStep =
  'pay' | 'toBePrepared' | 'beingPrepared' | 'finishing' | 'readyForCollection' | 'outForDelivery';

export function nextStepOf(status: OrderStatus): NextStep | null {
  switch (status) {
    case 'PAYMENT_PENDING':
      return 'pay';
    case 'TO_BE_PREPARED':
      return 'toBePrepared';
    case 'IN_PREPARATION':
      return 'beingPrepared';
    case 'ISSUING_RECEIPT':
      return 'finishing';
    case 'TO_BE_COLLECTED':
      return 'readyForCollection';
    case 'TO_BE_DELIVERED':
      return 'outForDelivery';
    default:
      return null;
  }
}
