/**
 * The VAT rate of each product VAT configuration (products.vat_configuration_id; the demo seed's
 * categories name them): Malta's standard rate, and food for human consumption, which Malta
 * exempts with credit (a 0 % line on the invoice; confectionery at 5 % would need a configuration
 * of its own, which the catalogue does not have yet). Prices in the shop
 * include VAT, so a document takes the VAT out of each rate's total (docs/order-lifecycle.md,
 * Receipts and VAT invoices). A configuration missing here is charged at the standard rate.
 */
export const STANDARD_VAT_CONFIGURATION_ID = 1;

const VAT_PERCENT_BY_CONFIGURATION: Readonly<Record<number, number>> = {
  1: 18,
  2: 0,
};

export const vatPercentOf = (vatConfigurationId: number): number =>
  VAT_PERCENT_BY_CONFIGURATION[vatConfigurationId] ??
  VAT_PERCENT_BY_CONFIGURATION[STANDARD_VAT_CONFIGURATION_ID] ??
  18;

/** The VAT inside a price that includes it, in cents: 118 cents at 18 % hold 18. */
export const vatInsideCents = (grossCents: number, percent: number): number =>
  Math.round((grossCents * percent) / (100 + percent));
