import { isOnlinePaymentMethod } from '../contract/checkout';
import { euroOf } from '../contract/money';
import type { OrderPaymentSummary } from '../contract/orders';
import type { Database } from '../db/client';
import type { OrderRow } from '../orders/orders.repository';
import { findHeldPayments } from './payments.repository';

const sum = (values: (number | null)[]): number | null =>
  values.every((value) => value === null)
    ? null
    : values.reduce<number>((total, value) => total + (value ?? 0), 0);

/**
 * What the customer's order page says of the payment (docs/order-lifecycle.md, The payment side):
 * payment on delivery shows the final total due once picking is done; an online payment shows
 * what was authorised, taken, released and refunded once any of it moved, and the final total
 * above the authorisation as due on delivery.
 */
export async function orderPaymentSummaryOf(
  db: Database,
  order: OrderRow,
): Promise<OrderPaymentSummary | null> {
  if (!isOnlinePaymentMethod(order.paymentMode)) {
    if (order.finalTotalCents === null) return null;
    const due = euroOf(order.finalTotalCents);
    return { authorised: null, captured: null, released: null, refunded: null, dueOnDelivery: due };
  }
  const rows = await findHeldPayments(db, order.id);
  const moved = rows.some((row) => row.capturedCents !== null || row.releasedCents !== null);
  if (!moved) return null;
  const capturedCents = sum(rows.map((row) => row.capturedCents));
  const refundedCents = sum(rows.map((row) => row.refundedCents));
  const releasedCents = sum(rows.map((row) => row.releasedCents));
  const dueCents =
    order.finalTotalCents === null ? 0 : Math.max(0, order.finalTotalCents - (capturedCents ?? 0));
  return {
    authorised: euroOf(rows.reduce((total, row) => total + row.authorisedCents, 0)),
    captured: capturedCents === null ? null : euroOf(capturedCents),
    released: releasedCents === null ? null : euroOf(releasedCents),
    refunded: refundedCents === null ? null : euroOf(refundedCents),
    // A cancelled order owes nothing, whatever its final total was.
    dueOnDelivery: dueCents > 0 && refundedCents === null ? euroOf(dueCents) : null,
  };
}
