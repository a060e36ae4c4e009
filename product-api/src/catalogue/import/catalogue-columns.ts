import { SHOP_RULES } from '../../contract/shop-rules';
import { WATER_PACK_TAG } from '../../pricing/water-packs';
import { FOOD_COLUMN_HELP, FOOD_COLUMNS } from './food-columns';

/**
 * The columns of a catalogue file (CSV, comma-separated, UTF-8 with or without BOM, a header row
 * naming the columns in any order). Header names are matched without regard to case, spaces,
 * hyphens or underscores, so 'Category path', 'category_path' and 'CategoryPath' are one column.
 * A column the shop does not know stops the import: a misspelt 'old prise' would otherwise drop
 * every promotion without a word.
 */
export const PRODUCT_COLUMNS = [
  'barcode',
  'description',
  'description_it',
  'brand',
  'category_path',
  'price',
  'old_price',
  'multi_buy_quantity',
  'multi_buy_price',
  'unit',
  'step',
  'min_weight',
  'max_amount',
  'image_url',
  'available',
  'tags',
] as const;

/** The product's columns, then its food information (food-columns.ts). */
export const CATALOGUE_COLUMNS = [...PRODUCT_COLUMNS, ...FOOD_COLUMNS] as const;

export type CatalogueColumn = (typeof CATALOGUE_COLUMNS)[number];
export type ProductColumn = (typeof PRODUCT_COLUMNS)[number];

/** Columns every file must have; the others may be left out of the header altogether. */
export const REQUIRED_COLUMNS: readonly CatalogueColumn[] = [
  'barcode',
  'description',
  'category_path',
  'price',
];

/** What each column holds, for --help and the README. */
export const COLUMN_HELP: Record<CatalogueColumn, string> = {
  barcode:
    'required; digits only, 4 to 14. 8 and 13 digits are checked as EAN-8 / EAN-13 (check digit); ' +
    'other lengths are internal codes. The key: a barcode already in the shop updates that product',
  description: 'required; the product name, at most 200 characters',
  description_it:
    'optional; the product name in Italian, at most 200 characters, shown on Italian pages and found by ' +
    'search; empty: Italian pages show the English name',
  brand: 'optional; at most 80 characters',
  category_path:
    "required; 'Main > Sub' or 'Main', matched to the shop's categories by their English name, " +
    'ignoring case. A category that does not exist yet is created (a main category at the end of ' +
    'the menu, a sub-category at the end of its main category) and listed in the summary',
  price: "required; the price the customer pays, in euro with '.' for decimals (2.49); per kg for unit KG",
  old_price:
    'optional; the struck-through price. Above price it makes a promotion (a -N% badge when the ' +
    "discount is a whole percentage, otherwise 'Now €X'); equal to price or empty: no promotion",
  multi_buy_quantity:
    'optional; with multi_buy_price, a multi-buy offer: this many items (a whole number, 2 to 99) for ' +
    "multi_buy_price ('2 for €1.50'). One item still costs price. Pieces (PZ) only, not with old_price",
  multi_buy_price:
    "optional; with multi_buy_quantity, what that many items cost together, in euro with '.' for " +
    'decimals (1.50); below multi_buy_quantity × price, so the offer saves money',
  unit: 'optional, default PZ; PZ for pieces, KG for weighed goods (priced per kg)',
  step: 'optional; KG: how many kg the stepper adds, at most 2 decimals (default 0.1); PZ: empty or 1',
  min_weight: 'optional; KG only: the least weight in kg a customer can order',
  max_amount: 'optional; the most pieces (a whole number) or kg one order may hold; empty: no limit',
  image_url: 'optional; an http(s):// address or a path of the shop’s media (/media/... or /app/media/...)',
  available: 'optional, default true; true/false, 1/0, yes/no',
  tags:
    "optional; ';'-separated (maltese;gluten-free), stored in lower case, at most 20 of 40 characters. " +
    `The tag ${WATER_PACK_TAG} marks a water pack: at most ${SHOP_RULES.maxWaterPacksPerOrder} per order, so its ` +
    `max_amount is at most ${SHOP_RULES.maxWaterPacksPerOrder} (empty or higher: ${SHOP_RULES.maxWaterPacksPerOrder})`,
  ...FOOD_COLUMN_HELP,
};

/**
 * 'Category Path', 'category-path', 'CATEGORY_PATH' → 'categorypath': how a header cell names its
 * column, in a catalogue file and a leaflet hotspots file alike.
 */
export const columnKey = (name: string) => name.toLowerCase().replace(/[\s_-]+/g, '');

const BY_KEY = new Map<string, CatalogueColumn>(CATALOGUE_COLUMNS.map((c) => [columnKey(c), c]));

export type HeaderResult =
  { ok: true; columns: CatalogueColumn[]; hasFoodColumns: boolean } | { ok: false; reason: string };

const FOOD = new Set<CatalogueColumn>(FOOD_COLUMNS);

/** The column of each header cell, or why the header cannot be used. */
export function readHeader(cells: string[]): HeaderResult {
  const columns: CatalogueColumn[] = [];
  const unknown: string[] = [];
  for (const cell of cells) {
    const column = BY_KEY.get(columnKey(cell.trim()));
    if (column) columns.push(column);
    else unknown.push(`'${cell.trim()}'`);
  }
  if (unknown.length > 0) {
    return {
      ok: false,
      reason: `unknown column ${unknown.join(', ')}; the columns are ${CATALOGUE_COLUMNS.join(', ')}`,
    };
  }
  const repeated = columns.filter((c, i) => columns.indexOf(c) !== i);
  if (repeated.length > 0) return { ok: false, reason: `column ${repeated[0]} appears twice` };
  const missing = REQUIRED_COLUMNS.filter((c) => !columns.includes(c));
  if (missing.length > 0) return { ok: false, reason: `missing required column ${missing.join(', ')}` };
  return { ok: true, columns, hasFoodColumns: columns.some((c) => FOOD.has(c)) };
}
