import { z } from 'zod';
import { billingAddressSchema } from '../contract/addresses';
import type { Cart } from '../contract/cart';
import { orderDocumentKindSchema } from '../contract/documents';
import { centsOf } from '../contract/money';
import { STANDARD_VAT_CONFIGURATION_ID, vatInsideCents, vatPercentOf } from './vat-rates';

const sellerSchema = z.object({ name: z.string(), address: z.string(), vatNumber: z.string() });
/** Who sells: the shop's legal name, address and VAT number (config, with demo defaults). */
export type DocumentSeller = z.infer<typeof sellerSchema>;

const buyerSchema = billingAddressSchema.pick({
  companyName: true,
  vatCode: true,
  address: true,
  streetNumber: true,
  zip: true,
  city: true,
  county: true,
  nation: true,
});
/** The customer's billing data of an invoice, as the order kept it at checkout. */
export type DocumentBuyer = z.infer<typeof buyerSchema>;

const lineSchema = z.object({
  description: z.string(),
  /** Pieces, or kilograms for weighed goods. */
  amount: z.number(),
  um: z.enum(['pcs', 'kg']),
  totalCents: z.number().int(),
  vatPercent: z.number(),
});
export type DocumentLine = z.infer<typeof lineSchema>;

/** One VAT rate's part of the total: what was paid at that rate, and the VAT inside it. */
const rateSchema = z.object({
  vatPercent: z.number(),
  grossCents: z.number().int(),
  vatCents: z.number().int(),
  netCents: z.number().int(),
});
export type VatRateTotal = z.infer<typeof rateSchema>;

/** What a receipt or invoice shows, fixed when it is issued (order_documents.content). */
export const documentContentSchema = z.object({
  kind: orderDocumentKindSchema,
  number: z.string(),
  issuedAt: z.string(),
  orderCode: z.string(),
  seller: sellerSchema,
  buyer: buyerSchema.nullable(),
  lines: z.array(lineSchema),
  rates: z.array(rateSchema),
  totalCents: z.number().int(),
});
export type DocumentContent = z.infer<typeof documentContentSchema>;

export const DEPOSIT_LINE = 'Deposit (BCRS)';

/**
 * The lines of the prepared cart: what was handed over (lines 'not available' are left out), each
 * at the rate of its product's VAT configuration; fees at the standard rate; the BCRS deposit, a
 * refundable sum and no supply, as a line of its own without VAT. A difference between
 * the lines and the cart's total (a charge of the pricing code that has no line of its own) is shown
 * as one line at the standard rate, so the document always adds up to what was charged.
 */
export function documentLinesOf(cart: Cart, totalCents: number): DocumentLine[] {
  const standard = vatPercentOf(STANDARD_VAT_CONFIGURATION_ID);
  const lines: DocumentLine[] = [
    ...cart.items
      .filter((item) => item.status === 'ok' && item.amount > 0)
      .map((item) => ({
        description: item.description,
        amount: item.amount,
        um: item.purchaseUm === 'PZ' ? ('pcs' as const) : ('kg' as const),
        totalCents: centsOf(item.rowNetPriceWithCartItemRelated),
        vatPercent: vatPercentOf(item.vatConfigurationId),
      })),
    ...cart.fees.map((fee) => ({
      description: fee.description,
      amount: 1,
      um: 'pcs' as const,
      totalCents: centsOf(fee.value),
      vatPercent: standard,
    })),
    ...(cart.depositTotal > 0
      ? [
          {
            description: DEPOSIT_LINE,
            amount: 1,
            um: 'pcs' as const,
            totalCents: centsOf(cart.depositTotal),
            vatPercent: 0,
          },
        ]
      : []),
  ];
  const rest = totalCents - lines.reduce((sum, line) => sum + line.totalCents, 0);
  if (rest !== 0)
    lines.push({
      description: 'Other charges',
      amount: 1,
      um: 'pcs',
      totalCents: rest,
      vatPercent: standard,
    });
  return lines;
}

/** Totals per VAT rate, highest rate first; the VAT is taken out once per rate, not per line. */
export function vatRateTotalsOf(lines: readonly DocumentLine[]): VatRateTotal[] {
  const byRate = new Map<number, number>();
  for (const line of lines) byRate.set(line.vatPercent, (byRate.get(line.vatPercent) ?? 0) + line.totalCents);
  return [...byRate.entries()]
    .sort(([a], [b]) => b - a)
    .map(([vatPercent, grossCents]) => {
      const vatCents = vatInsideCents(grossCents, vatPercent);
      return { vatPercent, grossCents, vatCents, netCents: grossCents - vatCents };
    });
}

/** A document number: series, year and the number in six digits ('INV-2026-000045'). */
export const documentNumberOf = (series: string, year: number, sequence: number): string =>
  `${series}-${year}-${String(sequence).padStart(6, '0')}`;
