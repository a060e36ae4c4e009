import { z } from 'zod';
import { databaseIdSchema } from './database-id';

/**
 * Receipts and VAT invoices of completed orders (docs/order-lifecycle.md, Receipts and VAT
 * invoices): every COLLECTED or DELIVERED order has a receipt, and an order placed with 'invoice'
 * a VAT invoice as well. Each is numbered without gaps per series and year ('R-2026-000123').
 */
export const orderDocumentKindSchema = z.enum(['receipt', 'invoice']);
export type OrderDocumentKind = z.infer<typeof orderDocumentKindSchema>;

/** One issued document as the order detail lists it; the PDF is at GET .../documents/{kind}. */
export const orderDocumentLinkSchema = z.object({
  kind: orderDocumentKindSchema,
  number: z.string(),
  issuedAt: z.string(),
});
export type OrderDocumentLink = z.infer<typeof orderDocumentLinkSchema>;

/** GET /cli/ecommerce/orders/{id}/documents/{kind}: the PDF of one of the caller's orders. */
export const orderDocumentParamsSchema = z.object({ id: databaseIdSchema, kind: orderDocumentKindSchema });

/** The storefront's address of a document (the BFF passes the PDF through): /app/api/orders/{id}/documents/{kind}. */
export const orderDocumentPath = (orderId: number, kind: OrderDocumentKind): string =>
  `/api/orders/${orderId}/documents/${kind}`;
