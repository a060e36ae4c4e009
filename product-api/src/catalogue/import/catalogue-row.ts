import { z } from 'zod';
import { CATALOGUE_COLUMNS, type CatalogueColumn } from './catalogue-columns';
import type { ProductFood } from '../product-food';
import { checkFood, foodColumnFields, foodOf } from './food-columns';
import { column, CONTROL, oneLine, quoted, type Parsed } from './row-parsing';

/**
 * One line of a catalogue file, checked column by column (catalogue-columns.ts says what each
 * holds). Every problem names its column and the value found, so whoever fixes the file knows
 * what to change without reading code.
 */
export type CatalogueRow = {
  barcode: string;
  description: string;
  descriptionIt: string | null;
  brand: string | null;
  /** ['Main'] or ['Main', 'Sub'], trimmed, inner spaces single. */
  categoryPath: string[];
  priceCents: number;
  oldPriceCents: number | null;
  /** A multi-buy offer: quantity items for offerCents ('2 for €1.50'). */
  multiBuy: { quantity: number; offerCents: number } | null;
  unit: 'PZ' | 'KG';
  step: number | null;
  minWeight: number | null;
  maxAmount: number | null;
  imageUrl: string | null;
  available: boolean;
  tags: string[];
  /** Written only when the file's header has food columns (food-columns.ts). */
  food: ProductFood;
};

const requiredText = (max: number) =>
  column<string>((value) => (value === '' ? { error: 'is empty' } : oneLine(value, max)));

const optionalText = (max: number) =>
  column<string | null>((value) => (value === '' ? { value: null } : oneLine(value, max)));

/** GS1 check digit (EAN-8, EAN-13): weights 3 and 1 alternating from the right. */
function checkDigitOf(body: string): number {
  let sum = 0;
  for (let i = 0; i < body.length; i++) sum += Number(body[body.length - 1 - i]) * (i % 2 === 0 ? 3 : 1);
  return (10 - (sum % 10)) % 10;
}

const barcode = column<string>((value) => {
  if (value === '') return { error: 'is empty' };
  if (!/^\d+$/.test(value)) return { error: `${quoted(value)} is not digits only` };
  if (value.length < 4 || value.length > 14)
    return { error: `${quoted(value)} has ${value.length} digits, a barcode has 4 to 14` };
  if (value.length === 8 || value.length === 13) {
    const expected = checkDigitOf(value.slice(0, -1));
    if (expected !== Number(value.slice(-1)))
      return {
        error: `${quoted(value)} is not a valid EAN-${value.length}: its check digit should be ${expected}`,
      };
  }
  return { value };
});

const EURO = /^\d{1,5}(\.\d{1,2})?$/;

/** '2.49' → 249, exactly (no binary floating point on the way). */
function centsOf(euro: string): number {
  const [whole = '0', fraction = ''] = euro.split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}

function cents(value: string): Parsed<number> {
  if (!EURO.test(value))
    return { error: `${quoted(value)} is not an amount in euro (digits and '.' for decimals, e.g. 2.49)` };
  const amount = centsOf(value);
  return amount > 0 ? { value: amount } : { error: 'must be above 0' };
}

const requiredEuro = column<number>((value) => (value === '' ? { error: 'is empty' } : cents(value)));
const optionalEuro = column<number | null>((value) => (value === '' ? { value: null } : cents(value)));

/** The item count of a multi-buy offer: '2 for €1.50' needs at least two. */
const offerQuantity = column<number | null>((value) => {
  if (value === '') return { value: null };
  if (!/^\d{1,2}$/.test(value) || Number(value) < 2)
    return { error: `${quoted(value)} is not a whole number of items from 2 to 99` };
  return { value: Number(value) };
});

const QUANTITY = /^\d{1,5}(\.\d{1,2})?$/;

const quantity = (unit: string) =>
  column<number | null>((value) => {
    if (value === '') return { value: null };
    if (!QUANTITY.test(value))
      return { error: `${quoted(value)} is not a number of ${unit} (at most 2 decimals, '.' for decimals)` };
    const number = Number(value);
    return number > 0 ? { value: number } : { error: 'must be above 0' };
  });

const unit = column<'PZ' | 'KG'>((value) => {
  const upper = value.toUpperCase();
  if (upper === '') return { value: 'PZ' };
  if (upper === 'PZ' || upper === 'KG') return { value: upper };
  return { error: `${quoted(value)} is not a unit: PZ (pieces) or KG (weighed goods)` };
});

const TRUE = ['true', '1', 'yes'];
const FALSE = ['false', '0', 'no'];

const available = column<boolean>((value) => {
  const lower = value.toLowerCase();
  if (lower === '' || TRUE.includes(lower)) return { value: true };
  if (FALSE.includes(lower)) return { value: false };
  return { error: `${quoted(value)} is not true/false, 1/0 or yes/no` };
});

const categoryPath = column<string[]>((value) => {
  if (value === '') return { error: 'is empty' };
  const parts = value.split('>').map((part) => part.trim().replace(/\s+/g, ' '));
  if (parts.some((part) => part === ''))
    return { error: `${quoted(value)} has an empty level ('Main > Sub' or 'Main')` };
  if (parts.length > 2)
    return { error: `${quoted(value)} has ${parts.length} levels; the shop has two ('Main > Sub')` };
  if (parts.some((part) => part.length > 60 || CONTROL.test(part)))
    return { error: `${quoted(value)}: a category name is at most 60 characters on one line` };
  return { value: parts };
});

/** Same rule as the storefront's media rewrite (proxy.ts): plain file paths only. */
const MEDIA_FILE = /^[A-Za-z0-9_-]+(\/[A-Za-z0-9_-]+)*\.[A-Za-z0-9]+$/;

const imageUrl = column<string | null>((value) => {
  if (value === '') return { value: null };
  if (value.length > 500) return { error: 'is longer than 500 characters' };
  const media = /^(?:\/app)?\/media\/(.*)$/.exec(value);
  if (media) {
    const file = media[1] ?? '';
    return MEDIA_FILE.test(file)
      ? { value: `/app/media/${file}` }
      : { error: `${quoted(value)} is not a plain file path under /media/` };
  }
  if (/^https?:\/\//i.test(value) && URL.canParse(value)) return { value };
  return { error: `${quoted(value)} is neither an http(s):// address nor a /media/ path` };
});

const tags = column<string[]>((value) => {
  const list = [...new Set(value.split(';').map((tag) => tag.trim().toLowerCase()))].filter(Boolean);
  const long = list.find((tag) => tag.length > 40 || CONTROL.test(tag));
  if (long !== undefined)
    return { error: `tag ${quoted(long)} is longer than 40 characters or not on one line` };
  if (list.length > 20) return { error: `has ${list.length} tags, at most 20` };
  return { value: list };
});

export const catalogueRowSchema = z
  .object({
    barcode,
    description: requiredText(200),
    description_it: optionalText(200),
    brand: optionalText(80),
    category_path: categoryPath,
    price: requiredEuro,
    old_price: optionalEuro,
    multi_buy_quantity: offerQuantity,
    multi_buy_price: optionalEuro,
    unit,
    step: quantity('kg'),
    min_weight: quantity('kg'),
    max_amount: quantity('pieces or kg'),
    image_url: imageUrl,
    available,
    tags,
    ...foodColumnFields,
  })
  .superRefine((row, ctx) => {
    const problem = (path: CatalogueColumn, message: string) =>
      ctx.addIssue({ code: 'custom', path: [path], message });
    checkFood(row, problem);
    if (row.old_price !== null && row.old_price < row.price)
      problem(
        'old_price',
        'is below price; it is the struck-through price of a promotion, so at least price',
      );
    checkMultiBuy(row, problem);
    if (row.unit === 'PZ') {
      if (row.step !== null && row.step !== 1) problem('step', 'must be 1 or empty for pieces (PZ)');
      if (row.min_weight !== null) problem('min_weight', 'applies to weighed goods (unit KG) only');
      if (row.max_amount !== null && !Number.isInteger(row.max_amount))
        problem('max_amount', 'must be a whole number of pieces for unit PZ');
    } else {
      const least = Math.max(row.step ?? 0, row.min_weight ?? 0);
      if (row.max_amount !== null && row.max_amount < least)
        problem('max_amount', `is below the step or minimum weight (${least} kg)`);
    }
  });

type CheckedColumns = {
  price: number;
  old_price: number | null;
  multi_buy_quantity: number | null;
  multi_buy_price: number | null;
  unit: 'PZ' | 'KG';
};

/**
 * A multi-buy offer needs both its columns, is for pieces only (the cart counts items), must save
 * money, and is a product's one promotion: the shop stores one per product (spec §3).
 */
function checkMultiBuy(row: CheckedColumns, problem: (path: CatalogueColumn, message: string) => void) {
  const quantity = row.multi_buy_quantity;
  const offer = row.multi_buy_price;
  if (quantity === null && offer === null) return;
  if (quantity === null) {
    problem('multi_buy_quantity', 'is empty while multi_buy_price is given; a multi-buy offer needs both');
    return;
  }
  if (offer === null) {
    problem('multi_buy_price', 'is empty while multi_buy_quantity is given; a multi-buy offer needs both');
    return;
  }
  if (row.unit !== 'PZ') problem('multi_buy_quantity', 'a multi-buy offer applies to pieces (unit PZ) only');
  if (offer >= quantity * row.price)
    problem(
      'multi_buy_price',
      `saves nothing: ${quantity} items cost ${plainEuro(quantity * row.price)} at price, the offer must be less`,
    );
  if (row.old_price !== null && row.old_price > row.price)
    problem(
      'old_price',
      'a product has one promotion: an old price above price or a multi-buy offer, not both',
    );
}

/** 150 → "1.50", as the file writes amounts. */
const plainEuro = (cents: number) => (cents / 100).toFixed(2);

/** A record's values by column; columns missing from the file's header count as empty. */
export type RowValues = Partial<Record<CatalogueColumn, string>>;

export type RowCheck = { ok: true; row: CatalogueRow } | { ok: false; reason: string };

/** The row, or every problem it has as one sentence: 'price: "2,49" is not…; unit: …'. */
export function checkCatalogueRow(values: RowValues): RowCheck {
  const parsed = catalogueRowSchema.safeParse(
    Object.fromEntries(CATALOGUE_COLUMNS.map((name) => [name, values[name] ?? ''])),
  );
  if (!parsed.success) {
    return {
      ok: false,
      reason: parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; '),
    };
  }
  const row = parsed.data;
  return {
    ok: true,
    row: {
      barcode: row.barcode,
      description: row.description,
      descriptionIt: row.description_it,
      brand: row.brand,
      categoryPath: row.category_path,
      priceCents: row.price,
      oldPriceCents: row.old_price,
      multiBuy:
        row.multi_buy_quantity !== null && row.multi_buy_price !== null
          ? { quantity: row.multi_buy_quantity, offerCents: row.multi_buy_price }
          : null,
      unit: row.unit,
      step: row.step,
      minWeight: row.min_weight,
      maxAmount: row.max_amount,
      imageUrl: row.image_url,
      available: row.available,
      tags: row.tags,
      food: foodOf(row),
    },
  };
}
