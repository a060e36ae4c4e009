import { cartSchema } from '../contract/cart';
import { deliveryModeSchema } from '../contract/catalogue';
import { orderStatusSchema } from '../contract/checkout';
import type { OrderDocumentLink } from '../contract/documents';
import { issueOrderRewards } from '../coupons/coupon-rewards.service';
import { settleOrderCoupons } from '../coupons/coupon-orders.service';
import type { Database } from '../db/client';
import type { DocumentSeller } from '../invoices/document-content';
import { documentFileOf, issueOrderDocuments } from '../invoices/documents.service';
import { enqueueMail, type MailAttachment } from '../mail/mail-outbox';
import { creditOrderPoints } from '../profiles/order-points.service';
import { givePlaceBack } from '../slots/slot-capacity.repository';
import {
  couponEffectOf,
  decideTransition,
  type OrderActor,
  type OrderState,
  type PaymentEffect,
  type TransitionRefusal,
  type TransitionRequest,
} from './order-lifecycle';
import { orderConfirmationText, orderStatusMailText } from './order-mail';
import { insertStatusHistory, lockOrder, writeOrderStatus } from './order-status.repository';
import { accountEmailOf, type OrderRow } from './orders.repository';

/**
 * What the payments domain does for a change (docs/order-lifecycle.md). Payments sits above
 * orders (architecture: Dependency order of the API domains), so it hands this in: app.ts wires
 * payments/order-payment-effects.ts. Answers whether money already taken must be given back.
 */
export type OrderPaymentEffects = (
  tx: Database,
  orderId: number,
  effect: PaymentEffect,
  now: Date,
) => Promise<{ refundDue: boolean }>;

export type TransitionDeps = {
  now: Date;
  /**
   * The shop's address for the e-mail's links (SHOP_PUBLIC_URL); changes that send no e-mail (the
   * job's) need none, and an e-mail written without it leaves the link out.
   */
  shopUrl?: string;
  payments: OrderPaymentEffects;
  /**
   * The seller on the receipt and invoice a completion issues: the deployment's (config.ts
   * SHOP_LEGAL_*, read once by app.ts through invoices/documents.service.ts sellerOf). Required,
   * so no caller issues documents in the demo shop's name by leaving it out.
   */
  seller: DocumentSeller;
};

/**
 * What a caller does once the machine has decided to move the order and before the status is
 * written, in the same transaction with the row locked ('picking done' fixes the prepared cart and
 * the final total the capture and the documents read). It runs for a move only, never for a repeat
 * or a refusal; throwing undoes the whole change.
 */
export type BeforeMove = (row: OrderRow) => Promise<void>;

export type TransitionOutcome =
  | { ok: true; order: OrderRow; moved: boolean; refundDue: boolean }
  | { ok: false; refusal: TransitionRefusal | 'notFound'; order: OrderRow | null };

/** The machine's view of an orders row. */
export function orderStateOf(row: OrderRow): OrderState {
  return {
    status: orderStatusSchema.parse(row.status),
    version: row.version,
    storeId: row.storeId,
    customerId: row.userId,
    deliveryMode: deliveryModeSchema.parse(row.deliveryMode),
  };
}

const actorIdOf = (actor: OrderActor): number | null => {
  switch (actor.kind) {
    case 'customer':
      return actor.customerId;
    case 'staff':
    case 'manager':
      return actor.staffId;
    default:
      return null;
  }
};

/**
 * Applies one requested change inside the caller's transaction: the order row is locked, the
 * machine decides, and a move writes the status (version + 1), its history entry, and its effects
 * (the slot place given back through the slots domain, the payment through `deps.payments`, a
 * completed order's loyalty points through the profiles domain, its coupons and rewards through
 * the coupons domain, the customer's e-mail through the outbox), all or nothing. A repeat of a change already made answers the order as it is and
 * writes nothing, so a resent request is harmless.
 */
export async function moveOrder(
  tx: Database,
  orderId: number,
  request: TransitionRequest,
  deps: TransitionDeps,
  beforeMove?: BeforeMove,
): Promise<TransitionOutcome> {
  const row = await lockOrder(tx, orderId);
  if (!row) return { ok: false, refusal: 'notFound', order: null };
  const decision = decideTransition(orderStateOf(row), request);
  if (decision.kind === 'refused') return { ok: false, refusal: decision.refusal, order: row };
  if (decision.kind === 'unchanged') return { ok: true, order: row, moved: false, refundDue: false };
  if (beforeMove) await beforeMove(row);

  const written = await writeOrderStatus(tx, {
    orderId,
    version: row.version,
    status: decision.to,
    now: deps.now,
    paid: decision.from === 'PAYMENT_PENDING' && decision.to === 'TO_BE_PREPARED',
  });
  // The row is locked, so only a writer that skips moveOrder could have changed it.
  if (!written) return { ok: false, refusal: 'stale', order: row };
  await insertStatusHistory(tx, {
    orderId,
    status: decision.to,
    at: deps.now,
    actorKind: request.actor.kind,
    actorId: actorIdOf(request.actor),
    note: request.reason?.trim() || null,
  });
  const { effects } = decision;
  if (effects.givePlaceBack && written.timeSlotId !== null) await givePlaceBack(tx, written.timeSlotId);
  const payment =
    effects.payment === 'none'
      ? { refundDue: false }
      : await deps.payments(tx, orderId, effects.payment, deps.now);
  const documents = effects.documents
    ? await issueOrderDocuments(tx, written, { now: deps.now, seller: deps.seller })
    : [];
  const coupons = couponEffectOf(decision.to);
  if (coupons !== null) await settleOrderCoupons(tx, orderId, coupons, deps.now);
  if (effects.points) {
    const { userId: customerId, finalTotalCents, totalCents } = written;
    const credit = await creditOrderPoints(
      tx,
      { orderId, customerId, finalTotalCents, totalCents },
      deps.now,
    );
    await issueOrderRewards(tx, { orderId, customerId }, credit, deps.now);
  }
  if (effects.confirmation && written.userId !== null) {
    const to = await accountEmailOf(tx, written.userId);
    if (to !== null) {
      const cart = { ...cartSchema.parse(written.cart), orderId };
      const mail = orderConfirmationText(written, cart, deps.shopUrl);
      await enqueueMail(tx, { kind: 'order-confirmation', to, ...mail }, deps.now);
    }
  }
  if (effects.mail !== null && written.userId !== null) {
    const to = await accountEmailOf(tx, written.userId);
    const store = storeDescriptionOf(written);
    if (to !== null) {
      const mail = orderStatusMailText(effects.mail, written, store, deps.shopUrl, documents);
      const attachments = await documentAttachmentsOf(tx, orderId, documents);
      await enqueueMail(tx, { kind: 'order-status', to, ...mail, attachments }, deps.now);
    }
  }
  return { ok: true, order: written, moved: true, refundDue: payment.refundDue };
}

/**
 * The PDFs of the documents a completion just issued, for its e-mail. One after the other: the
 * transaction is one connection, which node-postgres will not hand a second query while one runs.
 */
async function documentAttachmentsOf(
  tx: Database,
  orderId: number,
  documents: readonly OrderDocumentLink[],
): Promise<MailAttachment[]> {
  const attachments: MailAttachment[] = [];
  for (const { kind } of documents) {
    const file = await documentFileOf(tx, orderId, kind);
    if (file)
      attachments.push({ fileName: file.fileName, contentType: 'application/pdf', content: file.pdf });
  }
  return attachments;
}

/** The store's name as the frozen cart has it (the order keeps what the customer saw). */
function storeDescriptionOf(row: OrderRow): string {
  const cart = row.cart;
  if (typeof cart === 'object' && cart !== null && 'storeDescription' in cart) {
    return String(cart.storeDescription);
  }
  return '';
}
