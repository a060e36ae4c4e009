/**
 * The order a picker walks the store in (docs/order-lifecycle.md: Picking), as data in this one
 * place: produce first, then the ambient aisles, chilled and frozen last, so cold goods spend the
 * least time out of the fridge. Main categories are named by their English description, as the
 * catalogue holds them, compared without case and with '&' read as 'and'. A main category not listed walks after the ambient aisles and before the
 * cold ones, in the catalogue's own order: a new aisle never sits among the frozen goods.
 */
export const AMBIENT_WALK: readonly string[] = [
  'Fruit & Vegetables',
  'Bakery',
  'Pantry',
  'Snacks & Sweets',
  'Drinks',
  'Household',
  'Personal Care',
  'Baby',
  'Pets',
];

export const COLD_WALK: readonly string[] = [
  'Deli & Cheese',
  'Dairy & Eggs',
  'Meat & Poultry',
  'Fish & Seafood',
  'Frozen',
];

/** A line's place: its main category (or itself when top-level) and its own sub-category. */
export type AislePlace = {
  mainDescription: string;
  mainOrder: number;
  subOrder: number;
  categoryId: number;
};

/** 'Fruit & Vegetables' and 'fruit and vegetables' are one aisle (a catalogue import may spell either). */
const keyOf = (name: string): string =>
  name
    .trim()
    .toLowerCase()
    .replace(/\s*&\s*/g, ' and ');
const AMBIENT_KEYS = AMBIENT_WALK.map(keyOf);
const COLD_KEYS = COLD_WALK.map(keyOf);

/** Where a main category comes in the walk: ambient, then unlisted ones, then cold. */
function walkRankOf(mainDescription: string): number {
  const key = keyOf(mainDescription);
  const ambient = AMBIENT_KEYS.indexOf(key);
  if (ambient >= 0) return ambient;
  const cold = COLD_KEYS.indexOf(key);
  if (cold >= 0) return AMBIENT_WALK.length + 1 + cold;
  return AMBIENT_WALK.length;
}

/** Sorts aisles into the walk: main category's rank, then catalogue order, then sub-category. */
export function compareAisles(a: AislePlace, b: AislePlace): number {
  return (
    walkRankOf(a.mainDescription) - walkRankOf(b.mainDescription) ||
    a.mainOrder - b.mainOrder ||
    a.mainDescription.localeCompare(b.mainDescription) ||
    a.subOrder - b.subOrder ||
    a.categoryId - b.categoryId
  );
}
