/**
 * Display formats of spec §9: euro with 2 decimals ('€1.23'), weights in kg with 2 decimals
 * ('0.50 kg'). The API sends euro numbers; we go through integer cents so 0.1 + 0.2 style float
 * noise never reaches the screen (STYLE: money in integer cents inside the code).
 */
export function toCents(euro: number): number {
  return Math.round(euro * 100);
}

export function formatCents(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(Math.round(cents));
  const euros = Math.floor(abs / 100);
  const rest = String(abs % 100).padStart(2, '0');
  return `${sign}€${euros}.${rest}`;
}

export function formatMoney(euro: number): string {
  return formatCents(toCents(euro));
}

export function formatKg(kg: number): string {
  return `${(Math.round(kg * 100) / 100).toFixed(2)} kg`;
}

/** '€2.40 / kg': a price per unit of measure with the unit label already translated. */
export function formatPricePerUnit(euro: number, unitLabel: string): string {
  return `${formatMoney(euro)} / ${unitLabel}`;
}

/** Spec §9 weight in the cart: grams, or kg with 2 decimals from 1000 g ('750 g', '1.25 kg'). */
export function formatCartWeight(grams: number): string {
  return grams >= 1000 ? formatKg(grams / 1000) : `${Math.round(grams)} g`;
}
