import type { Database } from '../db/client';
import type { OrderPaymentEffects } from '../orders/order-transitions';
import { captureAmountsFor } from './capture-amounts';
import type { HeldPayment, PaymentGateway } from './payment-gateway';
import {
  cancelPendingSessions,
  finalTotalOf,
  lockHeldPayments,
  recordCapture,
  recordRefund,
  recordRelease,
  type HeldPaymentRow,
} from './payments.repository';

/**
 * What a change of the order state machine does to the order's online payment
 * (docs/order-lifecycle.md, The payment side), in the change's transaction; orders/order-transitions.ts
 * calls it through app.ts's wiring. Each money movement is recorded first, under the payment row's
 * lock and only when not recorded before, then asked of the provider: a provider that refuses
 * throws, the whole change rolls back, and a repeat neither records nor moves money twice.
 */
export function orderPaymentEffectsFor(gateway: PaymentGateway | null): OrderPaymentEffects {
  return async (tx, orderId, effect, now) => {
    switch (effect) {
      case 'cancelSession':
        await cancelPendingSessions(tx, orderId, now);
        return { refundDue: false };
      case 'release':
        await cancelPendingSessions(tx, orderId, now);
        return giveBack(tx, gateway, orderId, now);
      case 'capture':
        await capture(tx, gateway, orderId, now);
        return { refundDue: false };
      default:
        return { refundDue: false };
    }
  };
}

/**
 * The effects of changes that never move money: from PAYMENT_PENDING nothing is authorised yet
 * (the payment callback's move on, the unpaid-orders job's abort).
 */
export const sessionPaymentEffects = orderPaymentEffectsFor(null);

const heldOf = (row: HeldPaymentRow): HeldPayment => ({
  ref: row.ref,
  providerPaymentId: row.providerPaymentId,
  authorisedCents: row.authorisedCents,
});

const gatewayFor = (gateway: PaymentGateway | null, row: HeldPaymentRow): PaymentGateway => {
  if (gateway?.provider !== row.provider) {
    throw new Error(`payment ${row.id} is held by ${row.provider}, which this server does not use`);
  }
  return gateway;
};

/**
 * Picking done: the final total (written by the picking in this transaction) is captured from the
 * authorisation, at most the authorisation, and the rest released; more than was authorised is left
 * to pay on delivery (capture-amounts.ts). Any other authorisation of the order is released whole.
 */
async function capture(tx: Database, gateway: PaymentGateway | null, orderId: number, now: Date) {
  const rows = await lockHeldPayments(tx, orderId);
  const open = rows.filter((row) => row.capturedCents === null && row.releasedCents === null);
  const [first, ...others] = open;
  if (!first) return;
  const finalTotalCents = await finalTotalOf(tx, orderId);
  if (finalTotalCents === null)
    throw new Error(`order ${orderId} reached picking done without a final total`);
  const amounts = captureAmountsFor(first.authorisedCents, finalTotalCents);
  if (await recordCapture(tx, first.id, amounts, now)) {
    const provider = gatewayFor(gateway, first);
    if (amounts.captureCents > 0) await provider.capture(heldOf(first), amounts.captureCents);
    else await provider.release(heldOf(first));
  }
  for (const row of others) {
    if (await recordRelease(tx, row.id, now)) await gatewayFor(gateway, row).release(heldOf(row));
  }
}

/**
 * An abort or a cancellation: an authorisation not captured is released, a capture is refunded.
 * A payment held by a provider this server no longer uses cannot be given back from here: it is
 * answered as a refund due, for the caller to log.
 */
async function giveBack(
  tx: Database,
  gateway: PaymentGateway | null,
  orderId: number,
  now: Date,
): Promise<{ refundDue: boolean }> {
  let refundDue = false;
  for (const row of await lockHeldPayments(tx, orderId)) {
    if (gateway?.provider !== row.provider) {
      refundDue ||= row.releasedCents === null || (row.capturedCents ?? 0) > (row.refundedCents ?? 0);
      continue;
    }
    if (row.capturedCents === null && row.releasedCents === null) {
      if (await recordRelease(tx, row.id, now)) await gateway.release(heldOf(row));
    } else if ((row.capturedCents ?? 0) > 0 && row.refundedCents === null) {
      if (await recordRefund(tx, row.id, now)) await gateway.refund(heldOf(row), row.capturedCents ?? 0);
    }
  }
  return { refundDue };
}
