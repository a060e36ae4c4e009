import { centsOf } from '@shop/product-api/contract/money';

/**
 * Display formats of spec §9: euro with 2 decimals, weights in kg with 2 decimals, written as the
 * shopper's language writes numbers: '€1.23' and '0.50 kg' in English, '€1,23' and '0,50 kg' in
 * Italian (Intl knows the decimal mark). The euro sign stays in front, as the shop's labels have
 * it, and there is no thousands grouping ('€1234.50'). The API sends euro numbers; we go through
 * integer cents so 0.1 + 0.2 style float noise never reaches the screen (architecture, Code
 * conventions: money in integer cents inside the code). `locale` is the next-intl locale ('en' when
 * left out).
 */
const twoDecimals = new Map<string, Intl.NumberFormat>();

function withTwoDecimals(value: number, locale: string): string {
  let format = twoDecimals.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(locale, {
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
      useGrouping: false,
    });
    twoDecimals.set(locale, format);
  }
  return format.format(value);
}

/** The API's one crossing from euro to integer cents. */
export const toCents = centsOf;

export function formatCents(cents: number, locale = 'en'): string {
  const sign = cents < 0 ? '-' : '';
  return `${sign}€${withTwoDecimals(Math.abs(Math.round(cents)) / 100, locale)}`;
}

export function formatMoney(euro: number, locale = 'en'): string {
  return formatCents(toCents(euro), locale);
}

export function formatKg(kg: number, locale = 'en'): string {
  return `${withTwoDecimals(Math.round(kg * 100) / 100, locale)} kg`;
}

/** '€2.40 / kg': a price per unit of measure with the unit label already translated. */
export function formatPricePerUnit(euro: number, unitLabel: string, locale = 'en'): string {
  return `${formatMoney(euro, locale)} / ${unitLabel}`;
}

/** Spec §9 weight in the cart: grams, or kg with 2 decimals from 1000 g ('750 g', '1.25 kg'). */
export function formatCartWeight(grams: number, locale = 'en'): string {
  return grams >= 1000 ? formatKg(grams / 1000, locale) : `${Math.round(grams)} g`;
}

const upToTwoDecimals = new Map<string, Intl.NumberFormat>();

/**
 * A label quantity as the shopper's language writes it, with the decimals it has up to two and no
 * grouping: '2.5' / '2,5', '0.03', '1520' (nutrition values, alcohol strength).
 */
export function formatAmount(value: number, locale = 'en'): string {
  let format = upToTwoDecimals.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(locale, { maximumFractionDigits: 2, useGrouping: false });
    upToTwoDecimals.set(locale, format);
  }
  return format.format(value);
}
