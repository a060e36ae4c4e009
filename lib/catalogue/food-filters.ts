import { ALLERGENS, DIETS, type Allergen, type Diet } from '@shop/product-api/contract/food-info';

/**
 * The diet and free-from filters of a product list (issue 33), in the address as the API takes
 * them: `diets=VEGAN,GLUTEN_FREE&freeFrom=PEANUTS`. Free from also drops 'may contain' products
 * (README: Dietary and free-from filters).
 */
export type FoodFilters = { diets?: Diet[]; freeFrom?: Allergen[] };

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

/**
 * The known codes of a comma-separated value, each once and in the order of `codes`, so every
 * spelling of one filter is one address (one cached page); unknown codes are dropped, as a
 * mangled link should still show products.
 */
function codesOf<T extends string>(codes: readonly T[], value: string | string[] | undefined): T[] {
  const named = new Set((first(value) ?? '').split(',').map((code) => code.trim().toUpperCase()));
  return codes.filter((code) => named.has(code));
}

/** The food filters of an address's parameters; none set are left out. */
export function foodFiltersOf(params: {
  diets?: string | string[] | undefined;
  freeFrom?: string | string[] | undefined;
}): FoodFilters {
  const filters: FoodFilters = {};
  const diets = codesOf(DIETS, params.diets);
  const freeFrom = codesOf(ALLERGENS, params.freeFrom);
  if (diets.length > 0) filters.diets = diets;
  if (freeFrom.length > 0) filters.freeFrom = freeFrom;
  return filters;
}

/** The filters as query parameters (the API's and the page address's alike), codes in order. */
export function foodFilterParams(filters: FoodFilters): Record<string, string> {
  const params: Record<string, string> = {};
  if (filters.diets?.length) params.diets = codesOf(DIETS, filters.diets.join(',')).join(',');
  if (filters.freeFrom?.length) params.freeFrom = codesOf(ALLERGENS, filters.freeFrom.join(',')).join(',');
  return params;
}

/** The filters with one code added or taken away (the controls' change). */
export function toggled<K extends keyof FoodFilters>(
  filters: FoodFilters,
  key: K,
  code: NonNullable<FoodFilters[K]>[number],
  on: boolean,
): FoodFilters {
  const list = (filters[key] ?? []) as string[];
  const nextList = on ? [...list.filter((c) => c !== code), code] : list.filter((c) => c !== code);
  const next: FoodFilters = { ...filters };
  delete next[key];
  return { ...next, ...foodFiltersOf({ [key]: nextList.join(',') }) };
}
