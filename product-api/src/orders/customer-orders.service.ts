import { deliveryModeSchema } from '../contract/catalogue';
import { paymentMethodTypeSchema } from '../contract/cart';
import { isOnlinePaymentMethod, orderStatusSchema, type OrderStatus } from '../contract/checkout';
import type { OrderDocumentKind } from '../contract/documents';
import { fail, ok, ResponseCode, type Result } from '../contract/envelope';
import { euroOf } from '../contract/money';
import {
  orderActorKindSchema,
  type CustomerOrderActions,
  type OrderDetail,
  type OrderListQuery,
  type OrderPage,
  type OrderPaymentSummary,
} from '../contract/orders';
import type { Database } from '../db/client';
import { documentFileOf, documentsOf } from '../invoices/documents.service';
import { nextStatusesFor, type OrderState } from './order-lifecycle';
import { findStatusHistory } from './order-status.repository';
import { moveOrder, orderStateOf, type TransitionDeps } from './order-transitions';
import { orderViewOf } from './order-view';
import { preparedViewOf } from './prepared-view';
import { ORDER_NOT_FOUND_MESSAGE, transitionRefusalResult } from './transition-refusal';
import { countOrdersOf, findOrderPage, ownedOrder, type OrderRow } from './orders.repository';

/**
 * The customer's orders (spec §2 Orders, §7 order calls; issue 29 item 1): the paged list, the
 * detail with its history, and abort through the order state machine (docs/order-lifecycle.md).
 * Another customer's order reads as missing everywhere (architecture, The API contract: never
 * leak that it exists).
 */

export { ORDER_NOT_FOUND_MESSAGE };
const notFound = <T>(): Result<T> => fail(ResponseCode.GENERIC_ERROR, ORDER_NOT_FOUND_MESSAGE);

/** The buttons of spec §2: abort as the machine allows the customer, pay while payable, re-order always. */
function actionsOf(
  state: OrderState,
  customerId: number,
  order: { paymentMode: string; payBy: Date | null },
  now: Date,
): CustomerOrderActions {
  return {
    abort: nextStatusesFor(state, { kind: 'customer', customerId }).includes('ABORTED'),
    pay:
      state.status === 'PAYMENT_PENDING' &&
      isOnlinePaymentMethod(order.paymentMode) &&
      (order.payBy === null || order.payBy > now),
    reorder: true,
  };
}

/** GET /orders?s=&p=: a page of the customer's orders, newest first (spec §9: 5 a page). */
export async function listOrders(
  db: Database,
  userId: number,
  query: OrderListQuery,
  now: Date,
): Promise<OrderPage> {
  const [rows, count] = await Promise.all([
    findOrderPage(db, userId, query.s, query.p * query.s),
    countOrdersOf(db, userId),
  ]);
  const totalPages = Math.ceil(count / query.s);
  return {
    data: rows.map((row) => {
      const status: OrderStatus = orderStatusSchema.parse(row.status);
      const deliveryMode = deliveryModeSchema.parse(row.deliveryMode);
      const state = {
        status,
        version: row.version,
        storeId: row.storeId,
        customerId: row.userId,
        deliveryMode,
      };
      return {
        id: row.id,
        code: row.code,
        number: row.id,
        status,
        deliveryMode,
        storeId: row.storeId,
        storeDescription: row.storeDescription,
        deliveryDate: row.deliveryDate,
        timeSlot: { validFrom: row.validFrom.toISOString(), validTo: row.validTo.toISOString() },
        paymentMode: paymentMethodTypeSchema.parse(row.paymentMode),
        // The final total once picking fixed it (spec §2: the operator's adjusted total).
        total: euroOf(row.finalTotalCents ?? row.totalCents),
        itemsCount: row.itemsCount,
        payBy: row.payBy?.toISOString() ?? null,
        createdAt: row.createdAt.toISOString(),
        actions: actionsOf(state, userId, row, now),
      };
    }),
    totalPages,
    number: query.p,
    last: query.p >= totalPages - 1,
  };
}

/**
 * The payments domain's summary of an order's payment for its detail: payments sits above orders,
 * so app.ts hands it in (payments/order-payment-summary.ts), as it does the transitions' payment side.
 */
export type OrderPaymentSummaryOf = (db: Database, order: OrderRow) => Promise<OrderPaymentSummary | null>;
const noPaymentSummary: OrderPaymentSummaryOf = async () => null;

/** The detail of an order row: the order, its history oldest first, the customer's actions. */
async function detailOf(
  db: Database,
  row: OrderRow,
  userId: number,
  now: Date,
  paymentSummaryOf: OrderPaymentSummaryOf,
): Promise<OrderDetail> {
  const [history, payment] = await Promise.all([findStatusHistory(db, row.id), paymentSummaryOf(db, row)]);
  return {
    ...orderViewOf(row),
    version: row.version,
    history: history.map((entry) => ({
      status: orderStatusSchema.parse(entry.status),
      at: entry.at.toISOString(),
      actor: orderActorKindSchema.parse(entry.actorKind),
      note: entry.note,
    })),
    actions: actionsOf(orderStateOf(row), userId, row, now),
    ...preparedViewOf(row, payment?.captured ?? 0),
    documents: await documentsOf(db, row.id),
    payment,
  };
}

/**
 * GET /orders/{id}/documents/{kind}: the PDF of one of the customer's orders' documents; another
 * customer's order, or a document not issued, reads as missing.
 */
export async function orderDocumentFile(
  db: Database,
  userId: number,
  orderId: number,
  kind: OrderDocumentKind,
): Promise<{ pdf: Uint8Array; fileName: string } | null> {
  const row = await ownedOrder(db, userId, orderId);
  return row ? documentFileOf(db, row.id, kind) : null;
}

/** GET /orders/{id}/fetch: one of the customer's orders with its history. */
export async function orderDetail(
  db: Database,
  userId: number,
  orderId: number,
  now: Date,
  paymentSummaryOf: OrderPaymentSummaryOf = noPaymentSummary,
): Promise<Result<OrderDetail>> {
  const row = await ownedOrder(db, userId, orderId);
  return row ? ok(await detailOf(db, row, userId, now, paymentSummaryOf)) : notFound();
}

/**
 * POST /cart/abort with an orderId: the customer aborts their order while TO_BE_PREPARED or
 * PAYMENT_PENDING (else 4205); the machine gives the slot place back and has the payments domain
 * cancel a waiting session or release what was paid. `version`, when sent, must be the one the
 * customer saw (4206 otherwise); aborting an order already aborted answers it as it is.
 */
export async function abortOrder(
  db: Database,
  userId: number,
  request: { orderId: number; version?: number },
  deps: TransitionDeps & { paymentSummaryOf?: OrderPaymentSummaryOf },
): Promise<Result<{ order: OrderDetail; refundDue: boolean }>> {
  const outcome = await db.transaction((tx) =>
    moveOrder(
      tx,
      request.orderId,
      { to: 'ABORTED', actor: { kind: 'customer', customerId: userId }, seenVersion: request.version },
      deps,
    ),
  );
  if (!outcome.ok) return transitionRefusalResult(outcome.refusal);
  const order = await detailOf(
    db,
    outcome.order,
    userId,
    deps.now,
    deps.paymentSummaryOf ?? noPaymentSummary,
  );
  return ok({ order, refundDue: outcome.refundDue });
}
