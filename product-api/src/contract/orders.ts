import { z } from 'zod';
import { cartItemSchema, cartSchema, paymentMethodTypeSchema } from './cart';
import { deliveryModeSchema, pagedSchema } from './catalogue';
import { orderSchema, orderStatusSchema } from './checkout';
import { databaseIdSchema } from './database-id';
import { orderDocumentLinkSchema } from './documents';

/**
 * The customer's orders (spec §2 Orders, §3 Order, §4 order statuses, §7 order calls; issue 29):
 * the paged list, the detail with its status history, abort and copy-order. Who may move an
 * order from one status to another is the order state machine's (docs/order-lifecycle.md); the
 * wire only carries its outcome, including which actions the customer may take now.
 */

/** Spec §9: the order list shows 5 orders a page. */
export const ORDER_PAGE_SIZE = 5;
/** The largest page a client may ask for: enough for any screen, small enough to stay fast. */
export const ORDER_PAGE_SIZE_MAX = 50;

/** Query of GET /cli/ecommerce/orders?s=5&p= (spec §7): s page size, p page from 0, newest first. */
export const orderListQuerySchema = z.object({
  s: z.coerce.number().int().min(1).max(ORDER_PAGE_SIZE_MAX).default(ORDER_PAGE_SIZE),
  p: z.coerce.number().int().min(0).max(10_000).default(0),
});
export type OrderListQuery = z.infer<typeof orderListQuerySchema>;

/**
 * What the customer may do with the order now, decided by the state machine on the API so the
 * pages never repeat its rules: abort (TO_BE_PREPARED and PAYMENT_PENDING, spec §2), pay
 * (PAYMENT_PENDING with an online method, before payBy), re-order (any order: GET
 * /cart/copy-order/{id}).
 */
export const customerOrderActionsSchema = z.object({
  abort: z.boolean(),
  pay: z.boolean(),
  reorder: z.boolean(),
});
export type CustomerOrderActions = z.infer<typeof customerOrderActionsSchema>;

/** One order of the list: what a row shows, without the lines (the detail has them). */
export const orderSummarySchema = z.object({
  id: z.number().int(),
  code: z.string(),
  number: z.number().int(),
  status: orderStatusSchema,
  deliveryMode: deliveryModeSchema,
  storeId: z.number().int(),
  storeDescription: z.string(),
  /** The slot's Malta day ('yyyy-MM-dd') and its window (ISO 8601 instants). */
  deliveryDate: z.string(),
  timeSlot: z.object({ validFrom: z.string(), validTo: z.string() }),
  paymentMode: paymentMethodTypeSchema,
  /** The order's total in euro: the frozen cart's, or the operator's once the order was prepared. */
  total: z.number(),
  itemsCount: z.number().int(),
  /** When an unpaid online payment is aborted (ISO 8601), null otherwise. */
  payBy: z.string().nullable(),
  createdAt: z.string(),
  actions: customerOrderActionsSchema,
});
export type OrderSummary = z.infer<typeof orderSummarySchema>;

/** Answer of GET /cli/ecommerce/orders: a page of the customer's orders, newest first. */
export const orderPageSchema = pagedSchema(orderSummarySchema);
export type OrderPage = z.infer<typeof orderPageSchema>;

/**
 * Who made a status change: the customer, staff of the order's store, a manager (all stores),
 * the payment provider's callback, or a scheduled job (the unpaid-orders abort).
 */
export const orderActorKindSchema = z.enum(['customer', 'staff', 'manager', 'payment', 'job']);
export type OrderActorKind = z.infer<typeof orderActorKindSchema>;

/** One entry of the order's status history: the status reached, when (ISO 8601) and by whom. */
export const orderStatusEntrySchema = z.object({
  status: orderStatusSchema,
  at: z.string(),
  actor: orderActorKindSchema,
  /** The reason staff gave for a cancellation; null otherwise. */
  note: z.string().nullable(),
});
export type OrderStatusEntry = z.infer<typeof orderStatusEntrySchema>;

/**
 * A line of orders.prepared_cart (docs/order-lifecycle.md: Picking): a cart item priced from what
 * was picked (amount: the picked pieces or kilograms, 0 for what was not supplied, status danger).
 * A substitute is a line of its own naming the ordered barcode it replaces. Still a Cart's item,
 * so a reader that wants only the Cart parses it with cartSchema.
 */
export const preparedCartLineSchema = cartItemSchema.extend({
  substituteFor: z.string().nullable().default(null),
});
export const preparedCartSchema = cartSchema.extend({ items: z.array(preparedCartLineSchema) });
export type PreparedCart = z.infer<typeof preparedCartSchema>;
export type PreparedCartLine = z.infer<typeof preparedCartLineSchema>;

/**
 * A line as the store prepared it (spec §3 operatorAmount, operatorTotal; status danger: not
 * available). `amount` is what the customer ordered; a substitute's `substituteFor` names the
 * ordered product it replaces (null on every other line; the API always sends it).
 */
export const preparedCartItemSchema = cartItemSchema.extend({
  operatorAmount: z.number().nullable(),
  operatorTotal: z.number().nullable(),
  substituteFor: z.object({ barcode: z.string(), description: z.string() }).nullable().optional(),
});
export type PreparedCartItem = z.infer<typeof preparedCartItemSchema>;

/** The operator's totals of a prepared order (spec §3 operatorCart: the cart's totals plus payed). */
export const operatorCartSchema = z.object({
  netTotal: z.number(),
  /** The BCRS deposit of what was prepared, inside total (README: Deposit on drink containers). */
  depositTotal: z.number(),
  total: z.number(),
  totalToPay: z.number(),
  payed: z.number(),
});
export type OperatorCart = z.infer<typeof operatorCartSchema>;

/**
 * What became of the order's payment (issue 29 item 6; docs/order-lifecycle.md, The payment
 * side), in euro: for an online payment what the card was authorised for, what was taken, what
 * went back to it (released, or refunded after a cancel), and what is left to pay on delivery when
 * the final total was above the authorisation; for payment on delivery only the final amount due.
 * Null until picking is done or money went back.
 */
export const orderPaymentSummarySchema = z.object({
  authorised: z.number().nullable(),
  captured: z.number().nullable(),
  released: z.number().nullable(),
  refunded: z.number().nullable(),
  dueOnDelivery: z.number().nullable(),
});
export type OrderPaymentSummary = z.infer<typeof orderPaymentSummarySchema>;

/**
 * Answer of GET /cli/ecommerce/orders/{id}/fetch: the order (contract/checkout.ts orderSchema),
 * its history oldest first, the actions open to the customer, and the version a change must
 * state. operatorCart and preparedCartItems stay null until the store has prepared the order
 * (spec §2: later statuses list the prepared items and the operator's total).
 */
export const orderDetailSchema = orderSchema.extend({
  version: z.number().int(),
  history: z.array(orderStatusEntrySchema),
  actions: customerOrderActionsSchema,
  operatorCart: operatorCartSchema.nullable(),
  preparedCartItems: z.array(preparedCartItemSchema).nullable(),
  /** The receipt and any VAT invoice, once the order is complete (contract/documents.ts). */
  documents: z.array(orderDocumentLinkSchema),
  payment: orderPaymentSummarySchema.nullable(),
});
export type OrderDetail = z.infer<typeof orderDetailSchema>;

/**
 * POST /cli/ecommerce/cart/abort (spec §7): `{cartId}` deletes an open cart and releases its slot
 * hold; `{orderId}` aborts the customer's order (only TO_BE_PREPARED and PAYMENT_PENDING, else
 * 4205), giving its slot place back and cancelling a pending online payment. `version`, when
 * given with orderId, is the order version the customer saw: a stale one answers 4206.
 */
export const cartAbortRequestSchema = z
  .object({
    cartId: databaseIdSchema.optional(),
    orderId: databaseIdSchema.optional(),
    version: z.number().int().min(0).optional(),
  })
  .refine((body) => (body.cartId === undefined) !== (body.orderId === undefined), {
    message: 'give either cartId or orderId',
    path: ['cartId'],
  })
  .refine((body) => body.version === undefined || body.orderId !== undefined, {
    message: 'version goes with orderId',
    path: ['version'],
  });
export type CartAbortRequest = z.infer<typeof cartAbortRequestSchema>;

/** Answer of an order's abort: the order as it now is (no data for a cart's abort). */
export const orderAbortResponseSchema = orderDetailSchema;

/**
 * Answer of GET /cli/ecommerce/cart/copy-order/{id} (spec §4 copy order): code 0 carries
 * data.cart, the customer's cart for the order's store and mode with the order's lines in it.
 * Code 4105 carries the cart itself (a cart-like result) with updatedItems (price changed since
 * the order) and removedItems (no longer sold): the lines still sold are in the cart all the same.
 */
export const copyOrderResponseSchema = z.object({ cart: cartSchema });
export type CopyOrderResponse = z.infer<typeof copyOrderResponseSchema>;
export const copyOrderChangesSchema = cartSchema;
export type CopyOrderChanges = z.infer<typeof copyOrderChangesSchema>;
