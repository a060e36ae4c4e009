/**
 * The pack size written in a product name ('1.5L', '6 x 330ml', '500g', 'pack of 12'), used to
 * show a price per kilogram, litre or piece next to the pack price.
 */
export type UnitOfMeasure = 'KG' | 'LT' | 'PZ';
export type PackSize = { quantity: number; unit: UnitOfMeasure };

const UNITS: Record<string, { unit: UnitOfMeasure; factor: number }> = {
  kg: { unit: 'KG', factor: 1 },
  g: { unit: 'KG', factor: 0.001 },
  l: { unit: 'LT', factor: 1 },
  cl: { unit: 'LT', factor: 0.01 },
  ml: { unit: 'LT', factor: 0.001 },
};

const MULTIPACK = /(\d+)\s*x\s*(\d+(?:\.\d+)?)\s*(kg|g|l|cl|ml)\b/i;
const SINGLE = /(\d+(?:\.\d+)?)\s*(kg|g|l|cl|ml)\b/i;
const PIECES = /pack of\s*(\d+)|(\d+)\s*(?:pcs|pieces|rolls)\b/i;

export function packSizeOf(name: string): PackSize {
  const multi = MULTIPACK.exec(name);
  if (multi) return measured(Number(multi[1]) * Number(multi[2]), multi[3]);
  const single = SINGLE.exec(name);
  if (single) return measured(Number(single[1]), single[2]);
  const pieces = PIECES.exec(name);
  const count = Number(pieces?.[1] ?? pieces?.[2] ?? 1);
  return { quantity: count > 0 ? count : 1, unit: 'PZ' };
}

function measured(amount: number, unitText: string | undefined): PackSize {
  const unit = UNITS[(unitText ?? '').toLowerCase()];
  if (!unit || !(amount > 0)) return { quantity: 1, unit: 'PZ' };
  return { quantity: Math.round(amount * unit.factor * 10000) / 10000, unit: unit.unit };
}

/** Price per unit of measure in cents, from the price the customer pays for one pack. */
export function pricePerUnitCents(packCents: number, pack: PackSize): number {
  return Math.round(packCents / pack.quantity);
}

/**
 * The price per unit a product shows: weighed goods are priced per kg; packed goods per kg, litre
 * or piece from the pack size in their name ('500g', '6 x 330ml').
 */
export function unitPriceOf(
  description: string,
  weighed: boolean,
  netPriceCents: number,
): { pricePerUmCents: number; umPerUm: UnitOfMeasure } {
  const pack: PackSize = weighed ? { quantity: 1, unit: 'KG' } : packSizeOf(description);
  return { pricePerUmCents: pricePerUnitCents(netPriceCents, pack), umPerUm: pack.unit };
}
