import {
  ALLERGENS,
  DIET_EXCLUDES,
  DIETS,
  type Allergen,
  type Diet,
  type Nutrition,
} from '../../contract/food-info';
import type { ProductFood } from '../product-food';
import { column, oneLine, quoted, type Parsed } from './row-parsing';

/**
 * The food information columns of a catalogue file (Regulation (EU) No 1169/2011; README.md,
 * Food information). A file whose header has none of them leaves its products' food information
 * as it is; a file with any of them sets all of it for its rows, an empty value meaning none.
 */
export const FOOD_COLUMNS = [
  'ingredients',
  'ingredients_it',
  'allergens',
  'may_contain',
  'diets',
  'nutrition_per',
  'energy_kj',
  'energy_kcal',
  'fat',
  'saturates',
  'carbohydrate',
  'sugars',
  'protein',
  'salt',
  'net_quantity',
  'storage',
  'storage_it',
  'instructions',
  'instructions_it',
  'origin',
  'origin_it',
  'abv',
  'operator',
  'warnings',
  'warnings_it',
  'deposit_units',
] as const;

export type FoodColumn = (typeof FOOD_COLUMNS)[number];

const NUTRIENTS = [
  'energy_kj',
  'energy_kcal',
  'fat',
  'saturates',
  'carbohydrate',
  'sugars',
  'protein',
  'salt',
] as const;
const NUTRITION_COLUMNS = ['nutrition_per', ...NUTRIENTS] as const;

/** Containers of one product (a crate of 24 doubled is the most a shelf item holds). */
export const MAX_DEPOSIT_UNITS = 48;
/** kcal × 4.184 may differ from kJ by this share: labels round both. */
const ENERGY_TOLERANCE = 0.05;
const KJ_PER_KCAL = 4.184;

const TEXT_LIMITS = {
  ingredients: 2000,
  storage: 500,
  instructions: 500,
  origin: 200,
  operator: 300,
  warnings: 1000,
};

export const FOOD_COLUMN_HELP: Record<FoodColumn, string> = {
  ingredients:
    `optional; the ingredients list, at most ${TEXT_LIMITS.ingredients} characters, each allergen marked ` +
    "with asterisks ('durum *wheat* semolina', shown in bold); the '*' must pair up",
  ingredients_it:
    'optional; the ingredients in Italian, marked the same way; empty: Italian pages show English',
  allergens:
    "optional; ';'-separated Annex II allergen codes the product contains, any case ('milk;nuts'): " +
    ALLERGENS.join(', '),
  may_contain: "optional; ';'-separated allergen codes it may contain by cross-contamination, as allergens",
  diets:
    `optional; ';'-separated diets it suits: ${DIETS.join(', ')} ('gluten-free' is read as GLUTEN_FREE). ` +
    'A diet its allergens contradict is refused (VEGAN with MILK); VEGAN is stored with VEGETARIAN',
  nutrition_per:
    "optional; 'g' (values per 100 g) or 'ml' (per 100 ml). The nutrition columns are all given or all empty",
  energy_kj: 'optional; energy in kJ per 100 g/ml; within 5% of energy_kcal × 4.184',
  energy_kcal: 'optional; energy in kcal per 100 g/ml',
  fat: "optional; grams per 100 g/ml, '.' for decimals, at most 3 decimals, not negative",
  saturates: 'optional; grams of saturates per 100 g/ml, at most fat',
  carbohydrate: 'optional; grams per 100 g/ml',
  sugars: 'optional; grams of sugars per 100 g/ml, at most carbohydrate',
  protein: 'optional; grams per 100 g/ml',
  salt: 'optional; grams per 100 g/ml',
  net_quantity:
    "optional; the net quantity as the label writes it ('500 g', '6 × 1.5 l'), at most 40 characters",
  storage: `optional; storage conditions, at most ${TEXT_LIMITS.storage} characters`,
  storage_it: 'optional; the storage conditions in Italian',
  instructions: `optional; instructions for use, at most ${TEXT_LIMITS.instructions} characters`,
  instructions_it: 'optional; the instructions in Italian',
  origin: `optional; country or place of origin, at most ${TEXT_LIMITS.origin} characters`,
  origin_it: 'optional; the origin in Italian',
  abv: "optional; alcohol by volume in %, 0 to 100, '.' for decimals (shown above 1.2)",
  operator: `optional; the food business operator's name and address, at most ${TEXT_LIMITS.operator} characters`,
  warnings: `optional; non-food: the label's warnings, at most ${TEXT_LIMITS.warnings} characters`,
  warnings_it: 'optional; the warnings in Italian',
  deposit_units:
    `optional, default 0; single-use drink containers the product holds (a six-pack: 6), a whole number ` +
    `0 to ${MAX_DEPOSIT_UNITS}; each carries the BCRS deposit`,
};

const text = (max: number) =>
  column<string | null>((value) => (value === '' ? { value: null } : oneLine(value, max)));

/** Allergens are marked in pairs of '*'; an odd count leaves the bold running to the end. */
const ingredients = column<string | null>((value) => {
  if (value === '') return { value: null };
  const line = oneLine(value, TEXT_LIMITS.ingredients);
  if ('error' in line) return line;
  const marks = value.split('*').length - 1;
  if (marks % 2 !== 0)
    return { error: `has ${marks} '*' marks, an odd number: mark each allergen on both sides, *like this*` };
  return line;
});

/** 'gluten-free', 'Gluten free', 'GLUTEN_FREE' → 'GLUTEN_FREE'. */
const codeOf = (text: string) =>
  text
    .trim()
    .toUpperCase()
    .replace(/[\s-]+/g, '_');

const codes = <T extends string>(allowed: readonly T[], what: string) =>
  column<T[]>((value) => {
    const found = new Set<T>();
    for (const part of value.split(';').filter((p) => p.trim() !== '')) {
      const code = allowed.find((a) => a === codeOf(part));
      if (code === undefined)
        return { error: `${quoted(part.trim())} is not ${what}; the codes are ${allowed.join(', ')}` };
      found.add(code);
    }
    // In the order of the list (Annex II for allergens), whatever the file's order.
    return { value: allowed.filter((a) => found.has(a)) };
  });

const DECIMAL = /^\d{1,5}(\.\d{1,3})?$/;

const amount = (what: string) =>
  column<number | null>((value) => {
    if (value === '') return { value: null };
    if (/^-\d/.test(value)) return { error: `${quoted(value)} is negative; ${what} is 0 or more` };
    if (!DECIMAL.test(value))
      return { error: `${quoted(value)} is not a number of ${what} ('.' for decimals, at most 3)` };
    return { value: Number(value) };
  });

const nutritionPer = column<'g' | 'ml' | null>((value) => {
  const lower = value.toLowerCase();
  if (lower === '') return { value: null };
  if (lower === 'g' || lower === 'ml') return { value: lower };
  return { error: `${quoted(value)} is not g (per 100 g) or ml (per 100 ml)` };
});

const abv = column<number | null>((value) => {
  if (value === '') return { value: null };
  const number = Number(value);
  if (!/^-?\d{1,3}(\.\d{1,2})?$/.test(value) || number < 0 || number > 100)
    return { error: `${quoted(value)} is not an alcohol strength in % from 0 to 100` };
  return { value: number };
});

const depositUnits = column<number>((value): Parsed<number> => {
  if (value === '') return { value: 0 };
  if (!/^\d{1,2}$/.test(value) || Number(value) > MAX_DEPOSIT_UNITS)
    return { error: `${quoted(value)} is not a whole number of containers from 0 to ${MAX_DEPOSIT_UNITS}` };
  return { value: Number(value) };
});

/** The zod fields of the food columns, spread into the row's schema. */
export const foodColumnFields = {
  ingredients,
  ingredients_it: ingredients,
  allergens: codes(ALLERGENS, 'an Annex II allergen code'),
  may_contain: codes(ALLERGENS, 'an Annex II allergen code'),
  diets: codes(DIETS, 'a diet'),
  nutrition_per: nutritionPer,
  energy_kj: amount('kJ'),
  energy_kcal: amount('kcal'),
  fat: amount('grams'),
  saturates: amount('grams'),
  carbohydrate: amount('grams'),
  sugars: amount('grams'),
  protein: amount('grams'),
  salt: amount('grams'),
  net_quantity: text(40),
  storage: text(TEXT_LIMITS.storage),
  storage_it: text(TEXT_LIMITS.storage),
  instructions: text(TEXT_LIMITS.instructions),
  instructions_it: text(TEXT_LIMITS.instructions),
  origin: text(TEXT_LIMITS.origin),
  origin_it: text(TEXT_LIMITS.origin),
  abv,
  operator: text(TEXT_LIMITS.operator),
  warnings: text(TEXT_LIMITS.warnings),
  warnings_it: text(TEXT_LIMITS.warnings),
  deposit_units: depositUnits,
};

/** The food columns as the row's schema has read them. */
export type FoodValues = {
  ingredients: string | null;
  ingredients_it: string | null;
  allergens: Allergen[];
  may_contain: Allergen[];
  diets: Diet[];
  nutrition_per: 'g' | 'ml' | null;
  energy_kj: number | null;
  energy_kcal: number | null;
  fat: number | null;
  saturates: number | null;
  carbohydrate: number | null;
  sugars: number | null;
  protein: number | null;
  salt: number | null;
  net_quantity: string | null;
  storage: string | null;
  storage_it: string | null;
  instructions: string | null;
  instructions_it: string | null;
  origin: string | null;
  origin_it: string | null;
  abv: number | null;
  operator: string | null;
  warnings: string | null;
  warnings_it: string | null;
  deposit_units: number;
};

type Problem = (path: FoodColumn, message: string) => void;

/** The checks across food columns: nutrition whole and consistent, diets the allergens allow. */
export function checkFood(row: FoodValues, problem: Problem): void {
  const given = NUTRITION_COLUMNS.filter((c) => row[c] !== null);
  if (given.length > 0 && given.length < NUTRITION_COLUMNS.length) {
    const missing = NUTRITION_COLUMNS.filter((c) => row[c] === null);
    problem(
      missing[0] ?? 'nutrition_per',
      `the nutrition is partly filled: ${missing.join(', ')} missing (give all of ${NUTRITION_COLUMNS.join(', ')} or none)`,
    );
  }
  if (row.fat !== null && row.saturates !== null && row.saturates > row.fat)
    problem('saturates', `${row.saturates} g is above fat (${row.fat} g); saturates are part of the fat`);
  if (row.carbohydrate !== null && row.sugars !== null && row.sugars > row.carbohydrate)
    problem(
      'sugars',
      `${row.sugars} g is above carbohydrate (${row.carbohydrate} g); sugars are part of the carbohydrate`,
    );
  if (row.energy_kj !== null && row.energy_kcal !== null) {
    const expected = row.energy_kcal * KJ_PER_KCAL;
    // Labels round both values; a few kJ either way is rounding, not a mistake.
    if (Math.abs(row.energy_kj - expected) > Math.max(ENERGY_TOLERANCE * expected, 4))
      problem(
        'energy_kj',
        `${row.energy_kj} kJ disagrees with ${row.energy_kcal} kcal (× 4.184 = ${Math.round(expected)} kJ, within 5%)`,
      );
  }
  for (const diet of row.diets) {
    const contradicting = DIET_EXCLUDES[diet].filter((a) => row.allergens.includes(a));
    if (contradicting.length > 0)
      problem('diets', `${diet} is contradicted by the allergens ${contradicting.join(', ')}`);
  }
}

/** The product's food information from a checked row; VEGAN is stored with VEGETARIAN. */
export function foodOf(row: FoodValues): ProductFood {
  const declared = new Set<Diet>(row.diets);
  if (declared.has('VEGAN')) declared.add('VEGETARIAN');
  const nutrition: Nutrition | null =
    row.nutrition_per !== null &&
    row.energy_kj !== null &&
    row.energy_kcal !== null &&
    row.fat !== null &&
    row.saturates !== null &&
    row.carbohydrate !== null &&
    row.sugars !== null &&
    row.protein !== null &&
    row.salt !== null
      ? {
          per: row.nutrition_per,
          energyKj: row.energy_kj,
          energyKcal: row.energy_kcal,
          fat: row.fat,
          saturates: row.saturates,
          carbohydrate: row.carbohydrate,
          sugars: row.sugars,
          protein: row.protein,
          salt: row.salt,
        }
      : null;
  return {
    allergens: row.allergens,
    mayContain: row.may_contain,
    diets: DIETS.filter((d) => declared.has(d)),
    depositUnits: row.deposit_units,
    label: {
      ingredients: row.ingredients,
      ingredientsIt: row.ingredients_it,
      netQuantity: row.net_quantity,
      storage: row.storage,
      storageIt: row.storage_it,
      instructions: row.instructions,
      instructionsIt: row.instructions_it,
      origin: row.origin,
      originIt: row.origin_it,
      abv: row.abv,
      operator: row.operator,
      warnings: row.warnings,
      warningsIt: row.warnings_it,
      nutrition,
    },
  };
}

const cell = (value: string | number | null) => (value === null ? '' : String(value));

/** A product's food information as a file writes it (the generator's rows): foodOf's inverse. */
export function foodCells(food: ProductFood): Record<FoodColumn, string> {
  const { label } = food;
  const n = label.nutrition;
  return {
    ingredients: cell(label.ingredients),
    ingredients_it: cell(label.ingredientsIt),
    allergens: food.allergens.join(';'),
    may_contain: food.mayContain.join(';'),
    diets: food.diets.join(';'),
    nutrition_per: cell(n?.per ?? null),
    energy_kj: cell(n?.energyKj ?? null),
    energy_kcal: cell(n?.energyKcal ?? null),
    fat: cell(n?.fat ?? null),
    saturates: cell(n?.saturates ?? null),
    carbohydrate: cell(n?.carbohydrate ?? null),
    sugars: cell(n?.sugars ?? null),
    protein: cell(n?.protein ?? null),
    salt: cell(n?.salt ?? null),
    net_quantity: cell(label.netQuantity),
    storage: cell(label.storage),
    storage_it: cell(label.storageIt),
    instructions: cell(label.instructions),
    instructions_it: cell(label.instructionsIt),
    origin: cell(label.origin),
    origin_it: cell(label.originIt),
    abv: cell(label.abv),
    operator: cell(label.operator),
    warnings: cell(label.warnings),
    warnings_it: cell(label.warningsIt),
    deposit_units: String(food.depositUnits),
  };
}
