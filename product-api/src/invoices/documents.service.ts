import { z } from 'zod';
import { SHOP_TIME_ZONE } from '../calendar/malta-time';
import type { Config } from '../config';
import { cartSchema } from '../contract/cart';
import type { OrderDocumentKind, OrderDocumentLink } from '../contract/documents';
import { orderDocumentKindSchema } from '../contract/documents';
import type { Database } from '../db/client';
import {
  type DocumentBuyer,
  type DocumentContent,
  type DocumentSeller,
  documentContentSchema,
  documentLinesOf,
  documentNumberOf,
  vatRateTotalsOf,
} from './document-content';
import { documentPdf } from './document-pdf';
import {
  findOrderDocument,
  findOrderDocuments,
  insertOrderDocument,
  issuedKindsOf,
  takeNextNumber,
} from './documents.repository';

/**
 * Receipts and VAT invoices (docs/order-lifecycle.md, Receipts and VAT invoices). The orders
 * domain sits above this one (architecture: Dependency order of the API domains), so it hands in
 * the order's data; moveOrder calls issueOrderDocuments in the completing transaction.
 */

/** The series of each kind: its numbers run from 1 each year. */
export const DOCUMENT_SERIES: Record<OrderDocumentKind, string> = { receipt: 'R', invoice: 'INV' };

/** What a document needs of an order (an orders row: the jsonb columns as they are stored). */
export type DocumentOrder = {
  id: number;
  code: string;
  cart: unknown;
  preparedCart: unknown;
  totalCents: number;
  finalTotalCents: number | null;
  checkout: unknown;
};

const checkoutInvoiceSchema = z.object({
  invoice: z.boolean().default(false),
  billingAddress: z.record(z.string(), z.string()).nullable().default(null),
});

const maltaYear = new Intl.DateTimeFormat('en-GB', { timeZone: SHOP_TIME_ZONE, year: 'numeric' });

/** The invoice's buyer from the billing address the order kept at checkout. */
function buyerOf(checkout: unknown): DocumentBuyer | null {
  const parsed = checkoutInvoiceSchema.safeParse(checkout);
  if (!parsed.success || !parsed.data.invoice || parsed.data.billingAddress === null) return null;
  const a = parsed.data.billingAddress;
  const field = (name: string) => a[name] ?? '';
  return {
    companyName: field('companyName'),
    vatCode: field('vatCode'),
    address: field('address'),
    streetNumber: field('streetNumber'),
    zip: field('zip'),
    city: field('city'),
    county: field('county'),
    // Orders placed before billing addresses had a country were Italian (contract/billing-countries.ts).
    nation: field('nation') || 'IT',
  };
}

/**
 * Issues what a completed order is owed and has not had yet: a receipt always, a VAT invoice when
 * 'invoice' was asked at checkout, each with the next number of its series. Drawn from the
 * prepared cart and the final total; an order completed without them (never through the store's
 * picking) is documented as it was ordered. A repeat issues nothing twice (unique per order and
 * kind, and the caller holds the order's row). Answers what it issued now.
 */
export async function issueOrderDocuments(
  tx: Database,
  order: DocumentOrder,
  deps: { now: Date; seller: DocumentSeller },
): Promise<OrderDocumentLink[]> {
  const buyer = buyerOf(order.checkout);
  const owed: OrderDocumentKind[] = buyer ? ['receipt', 'invoice'] : ['receipt'];
  const issued = await issuedKindsOf(tx, order.id);
  const missing = owed.filter((kind) => !issued.includes(kind));
  if (missing.length === 0) return [];

  const cart = cartSchema.parse(order.preparedCart ?? order.cart);
  const totalCents = order.finalTotalCents ?? order.totalCents;
  const lines = documentLinesOf(cart, totalCents);
  const rates = vatRateTotalsOf(lines);
  const year = Number(maltaYear.format(deps.now));
  const issuedAt = deps.now.toISOString();
  const links: OrderDocumentLink[] = [];
  for (const kind of missing) {
    const series = DOCUMENT_SERIES[kind];
    const sequence = await takeNextNumber(tx, series, year);
    const number = documentNumberOf(series, year, sequence);
    const content: DocumentContent = {
      kind,
      number,
      issuedAt,
      orderCode: order.code,
      seller: deps.seller,
      buyer: kind === 'invoice' ? buyer : null,
      lines,
      rates,
      totalCents,
    };
    await insertOrderDocument(tx, {
      orderId: order.id,
      kind,
      series,
      year,
      sequence,
      number,
      totalCents,
      content,
      issuedAt: deps.now,
    });
    links.push({ kind, number, issuedAt });
  }
  return links;
}

/** The documents of an order for its detail (the caller checked the order is the customer's). */
export async function documentsOf(db: Database, orderId: number): Promise<OrderDocumentLink[]> {
  const rows = await findOrderDocuments(db, orderId);
  return rows.map((row) => ({
    kind: orderDocumentKindSchema.parse(row.kind),
    number: row.number,
    issuedAt: row.issuedAt.toISOString(),
  }));
}

/** One document as a PDF with its file name, or null when the order has none of that kind. */
export async function documentFileOf(
  db: Database,
  orderId: number,
  kind: OrderDocumentKind,
): Promise<{ pdf: Uint8Array; fileName: string } | null> {
  const row = await findOrderDocument(db, orderId, kind);
  if (!row) return null;
  const content = documentContentSchema.parse(row.content);
  return { pdf: await documentPdf(content), fileName: `${row.number}.pdf` };
}

/** The seller of the shop's configuration (config.ts: SHOP_LEGAL_NAME, SHOP_LEGAL_ADDRESS, SHOP_VAT_NUMBER). */
export const sellerOf = (
  config: Pick<Config, 'SHOP_LEGAL_NAME' | 'SHOP_LEGAL_ADDRESS' | 'SHOP_VAT_NUMBER'>,
) => ({
  name: config.SHOP_LEGAL_NAME,
  address: config.SHOP_LEGAL_ADDRESS,
  vatNumber: config.SHOP_VAT_NUMBER,
});
