import type { Language } from '../contract/catalogue';
import { formatEuro } from '../contract/money';

/** A product as a leaflet prints it: name, brand, the price paid and, on offer, the list price. */
export type LeafletProduct = {
  name: string;
  brand: string | null;
  priceCents: number;
  listPriceCents: number | null;
  promotion: string | null;
  perKg: boolean;
  /** The product's own generated picture (SVG), when it has one. */
  imageSvg: string | null;
};

export type LeafletPage = { heading: string; products: LeafletProduct[] };

/** '€2.49' or '€12.90/kg', as the shelf label shows it. */
export function priceText(cents: number, perKg: boolean): string {
  return `${formatEuro(cents)}${perKg ? '/kg' : ''}`;
}

const MONTHS = {
  en: ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'],
  it: ['gen', 'feb', 'mar', 'apr', 'mag', 'giu', 'lug', 'ago', 'set', 'ott', 'nov', 'dic'],
} as const;

/**
 * '24 Nov – 30 Nov 2026' for the printed leaflet (English, like the rest of its text), and
 * '24 nov – 30 nov 2026' on the Italian cover.
 */
export function validityText(from: string, to: string, language: Language = 'en'): string {
  const parse = (iso: string) => {
    const [y = '', m = '1', d = '1'] = iso.split('-');
    return { year: y, text: `${Number(d)} ${MONTHS[language][Number(m) - 1] ?? ''}` };
  };
  const start = parse(from);
  const end = parse(to);
  const startText = start.year === end.year ? start.text : `${start.text} ${start.year}`;
  return `${startText} – ${end.text} ${end.year}`;
}
