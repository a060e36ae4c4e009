import { type FoodFilters, foodFilterParams, foodFiltersOf } from './food-filters';
import type { ProductFilters } from './product-filters';

/** A page's searchParams as Next hands them over. */
export type RawSearchParams = Record<string, string | string[] | undefined>;

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

/** Trimmed text within the API's limit, or undefined (the API would refuse a longer one). */
function textParam(value: string | string[] | undefined, max: number): string | undefined {
  const text = first(value)?.trim();
  return text && text.length <= max ? text : undefined;
}

/** The API's limit on the search text (productQuerySchema in the contract: q at most 100). */
export const SEARCH_TEXT_MAX_LENGTH = 100;

/**
 * The search text of an address. A longer text than the API takes is cut to its first 100
 * characters (not dropped, which showed every product as if nothing was asked), and `shortened`
 * lets the page say so. A cut never splits an emoji's surrogate pair.
 */
export function searchTextOf(value: string | string[] | undefined): { q?: string; shortened: boolean } {
  const text = first(value)?.trim();
  if (!text) return { shortened: false };
  if (text.length <= SEARCH_TEXT_MAX_LENGTH) return { q: text, shortened: false };
  const cut = text.slice(0, SEARCH_TEXT_MAX_LENGTH).replace(/[\uD800-\uDBFF]$/, '');
  return { q: cut.trimEnd(), shortened: true };
}

/** A positive whole number, or undefined; 'abc' and '-1' are not ids. */
function idParam(value: string | string[] | undefined): number | undefined {
  const text = first(value)?.trim();
  if (!text || !/^\d{1,9}$/.test(text)) return undefined;
  const id = Number(text);
  return id > 0 ? id : undefined;
}

const flag = (value: string | string[] | undefined) => first(value) === 'true';

/**
 * The search page's state from its address (spec §2: search text, category id, brands, only
 * promotions; plus only branded, diets and free from). What does not fit the API's rules is dropped (a too long text
 * is cut), so a mangled link still shows results instead of an error. `categoryId` is accepted as the spec's name for category.
 */
export function searchFiltersOf(params: RawSearchParams): ProductFilters {
  const filters: ProductFilters = foodFiltersOf(params);
  const { q } = searchTextOf(params.q);
  const category = idParam(params.category) ?? idParam(params.categoryId);
  const brand = textParam(params.brand, 80) ?? textParam(params.brands, 80);
  if (q) filters.q = q;
  if (category !== undefined) filters.category = category;
  if (brand) filters.brand = brand;
  if (flag(params.onlyPromotions)) filters.onlyPromotions = true;
  if (flag(params.onlyBranded)) filters.onlyBranded = true;
  return filters;
}

/** The /search address of a set of filters (the inverse of searchFiltersOf). */
export function searchHref(filters: ProductFilters): { pathname: '/search'; query: Record<string, string> } {
  const query: Record<string, string> = {};
  if (filters.q) query.q = filters.q;
  if (filters.category !== undefined) query.category = String(filters.category);
  if (filters.brand) query.brand = filters.brand;
  if (filters.onlyPromotions) query.onlyPromotions = 'true';
  if (filters.onlyBranded) query.onlyBranded = 'true';
  Object.assign(query, foodFilterParams(filters));
  return { pathname: '/search', query };
}

/**
 * The category page's state from its address: `id` (a main or a sub-category; 'invalid' when it
 * is not a number, which the page answers with not found), `tag`, `onlyPromotions`, `diets` and
 * `freeFrom`.
 */
export function categoryParamsOf(params: RawSearchParams): {
  id: number | null | 'invalid';
  tag: string | null;
  onlyPromotions: boolean;
  food: FoodFilters;
} {
  const raw = first(params.id);
  const id = raw === undefined || raw === '' ? null : (idParam(raw) ?? 'invalid');
  return {
    id,
    tag: textParam(params.tag, 50) ?? null,
    onlyPromotions: flag(params.onlyPromotions),
    food: foodFiltersOf(params),
  };
}
