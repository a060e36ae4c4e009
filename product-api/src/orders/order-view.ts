import { cartSchema } from '../contract/cart';
import { orderStatusSchema, type Order } from '../contract/checkout';
import { paymentMethodTypeSchema } from '../contract/cart';
import type { OrderRow } from './orders.repository';

/**
 * An orders row as the wire's Order (contract/checkout.ts). The frozen cart is read back through
 * its schema: a row this API wrote always passes, and anything else is a fault, not a guess.
 */
export function orderViewOf(row: OrderRow): Order {
  return {
    id: row.id,
    code: row.code,
    number: row.id,
    status: orderStatusSchema.parse(row.status),
    deliveryDate: row.deliveryDate,
    timeSlot: { validFrom: row.validFrom.toISOString(), validTo: row.validTo.toISOString() },
    paymentMode: paymentMethodTypeSchema.parse(row.paymentMode),
    cart: { ...cartSchema.parse(row.cart), orderId: row.id },
    payBy: row.payBy?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}
