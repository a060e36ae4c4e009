import type { Language } from './catalogue';

/**
 * Money crosses from integer cents to euro here and nowhere else (architecture, The API contract:
 * money in cents inside, euro on the wire and in what people read).
 */

/** Integer cents to the wire's euro number with 2 decimals. */
export const euroOf = (cents: number): number => Math.round(cents) / 100;

/** The wire's euro number (or a frozen cart's) back to integer cents, float noise rounded away. */
export const centsOf = (euro: number): number => Math.round(euro * 100);

/**
 * '€12.40': cents as the API's own texts print them (e-mails, receipts and invoices, the payment
 * page, price labels), always with 2 decimals and the sign in front, no thousands grouping. In
 * Italian the decimal mark is a comma ('€12,40'), as the storefront writes it (lib/format.ts).
 */
export const formatEuro = (cents: number, language: Language = 'en'): string => {
  const text = `€${euroOf(cents).toFixed(2)}`;
  return language === 'it' ? text.replace('.', ',') : text;
};
