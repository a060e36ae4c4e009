import type { Database } from '../db/client';
import type { PaymentEffect } from '../orders/order-lifecycle';
import { cancelPendingSessions, orderWasPaid } from './payments.repository';

/**
 * What a change of the order state machine does to the order's online payment
 * (docs/order-lifecycle.md), in the change's transaction; orders/order-transitions.ts calls it
 * through app.ts's wiring. Today a paid session took the whole amount (authorise, capture and
 * release for what was picked are issue 29 item 6), so releasing a paid order means a refund is
 * due, and capturing changes nothing yet.
 */
export async function applyOrderPaymentEffect(
  tx: Database,
  orderId: number,
  effect: PaymentEffect,
  now: Date,
): Promise<{ refundDue: boolean }> {
  switch (effect) {
    case 'cancelSession':
      await cancelPendingSessions(tx, orderId, now);
      return { refundDue: false };
    case 'release':
      await cancelPendingSessions(tx, orderId, now);
      return { refundDue: await orderWasPaid(tx, orderId) };
    default:
      return { refundDue: false };
  }
}
