import { cartSchema } from '../contract/cart';
import { orderStatusSchema, type OrderStatus } from '../contract/checkout';
import { euroOf } from '../contract/money';
import { preparedCartSchema, type OperatorCart, type PreparedCartItem } from '../contract/orders';
import type { OrderRow } from './orders.repository';

/**
 * The customer's view of what the store prepared (spec §2 Orders: later statuses list the prepared
 * items and the operator's adjusted total; docs/order-lifecycle.md: Picking). Read from
 * orders.prepared_cart, which 'picking done' writes once: each ordered line with what was picked
 * (operatorAmount 0 and status danger when it was not supplied), each substitute as a line of its
 * own naming the product it replaces.
 */

/** Spec §2: these statuses list the cart as ordered; every later one what was prepared. */
const ORDERED_ITEMS_STATUSES: readonly OrderStatus[] = [
  'TO_BE_PREPARED',
  'IN_PREPARATION',
  'ABORTED',
  'PAYMENT_PENDING',
];

export type PreparedView = {
  operatorCart: OperatorCart | null;
  preparedCartItems: PreparedCartItem[] | null;
};

/** `capturedEuro`: what an online payment took from the card, 0 when nothing was (cash, card on delivery). */
export function preparedViewOf(row: OrderRow, capturedEuro = 0): PreparedView {
  const status = orderStatusSchema.parse(row.status);
  if (ORDERED_ITEMS_STATUSES.includes(status) || row.preparedCart === null) {
    return { operatorCart: null, preparedCartItems: null };
  }
  const prepared = preparedCartSchema.parse(row.preparedCart);
  const ordered = new Map(cartSchema.parse(row.cart).items.map((item) => [item.barcode, item]));
  const preparedCartItems = prepared.items.map(({ substituteFor, ...item }): PreparedCartItem => {
    const replaced = substituteFor === null ? undefined : ordered.get(substituteFor);
    return {
      ...item,
      // What the customer ordered; a substitute was not ordered, so it shows what went in.
      amount: substituteFor === null ? (ordered.get(item.barcode)?.amount ?? item.amount) : item.amount,
      operatorAmount: item.amount,
      operatorTotal: item.rowNetPriceWithCartItemRelated,
      substituteFor: replaced ? { barcode: replaced.barcode, description: replaced.description } : null,
    };
  });
  const total = row.finalTotalCents === null ? prepared.total : euroOf(row.finalTotalCents);
  return {
    operatorCart: {
      netTotal: prepared.netTotal,
      depositTotal: prepared.depositTotal,
      total,
      totalToPay: total,
      // What the payments domain took from the card (docs/order-lifecycle.md, The payment side).
      payed: capturedEuro,
    },
    preparedCartItems,
  };
}
