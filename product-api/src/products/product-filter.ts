import {
  arrayContains,
  arrayOverlaps,
  eq,
  inArray,
  isNotNull,
  lt,
  not,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import { ALLERGENS, DIETS, type Allergen, type Diet } from '../contract/food-info';
import { products } from '../db/schema';
import type { ProductRow } from './product-row';

/**
 * The filters of spec §7 GET /products besides the search text. A listing applies them in SQL
 * (filterConditions), a search on the rows of the search index (passesFilter): the same rules
 * twice, kept side by side here; product-filter.test.ts checks that both keep the same products.
 */
export type ProductFilter = {
  categoryId?: number;
  onlyPromotions?: boolean;
  onlyBranded?: boolean;
  tag?: string;
  brand?: string;
  /** Diets every product must suit. */
  diets?: readonly Diet[];
  /** Allergens no product may contain, nor may contain (a shopper avoiding them avoids both). */
  freeFrom?: readonly Allergen[];
};

/**
 * A listing's filter with its category resolved to the category and every one below it
 * (catalogue.repository.ts findCategoryTree), as the search index's `inCategories`.
 */
export type ListingFilter = Omit<ProductFilter, 'categoryId'> & { categoryIds?: readonly number[] };

/** The conditions of a listing's query. */
export function filterConditions(filter: ListingFilter): SQL[] {
  const conditions: SQL[] = [];
  // Listed ids, not a subquery: the planner then knows how many rows they hold and reads a small
  // category through products_category_idx instead of every product (bench/README.md).
  if (filter.categoryIds !== undefined)
    conditions.push(inArray(products.categoryId, [...filter.categoryIds]));
  if (filter.onlyPromotions) {
    // On promotion: a net price below the price, or a promotion of any kind.
    const promoted = or(lt(products.netPriceCents, products.priceCents), isNotNull(products.promotionType));
    if (promoted) conditions.push(promoted);
  }
  if (filter.onlyBranded) conditions.push(sql`${products.brand} is not null and ${products.brand} <> ''`);
  if (filter.tag !== undefined) conditions.push(arrayContains(products.tags, [filter.tag]));
  if (filter.brand !== undefined) conditions.push(eq(products.brand, filter.brand));
  if (filter.diets?.length) conditions.push(arrayContains(products.diets, [...filter.diets]));
  if (filter.freeFrom?.length) {
    conditions.push(not(arrayOverlaps(products.allergens, [...filter.freeFrom])));
    conditions.push(not(arrayOverlaps(products.mayContain, [...filter.freeFrom])));
  }
  return conditions;
}

/**
 * Whether a product row passes the filter; the category as `inCategories`, the filter's category
 * and every category below it (the search index knows the tree).
 */
export function passesFilter(
  row: ProductRow,
  filter: Omit<ProductFilter, 'categoryId'>,
  inCategories?: ReadonlySet<number>,
): boolean {
  if (inCategories && !inCategories.has(row.categoryId)) return false;
  if (filter.onlyPromotions && !(row.netPriceCents < row.priceCents || row.promotionType !== null))
    return false;
  if (filter.onlyBranded && !row.brand) return false;
  if (filter.tag !== undefined && !row.tags.includes(filter.tag)) return false;
  if (filter.brand !== undefined && row.brand !== filter.brand) return false;
  if (filter.diets) for (const diet of filter.diets) if (!row.diets.includes(diet)) return false;
  if (filter.freeFrom) {
    for (const allergen of filter.freeFrom)
      if (row.allergens.includes(allergen) || row.mayContain.includes(allergen)) return false;
  }
  return true;
}

/** Whether passesFilter can be false at all: a search without filters skips it. */
export function rulesOut(
  filter: Omit<ProductFilter, 'categoryId'>,
  inCategories?: ReadonlySet<number>,
): boolean {
  return (
    inCategories !== undefined ||
    Boolean(filter.onlyPromotions || filter.onlyBranded) ||
    filter.tag !== undefined ||
    filter.brand !== undefined ||
    Boolean(filter.diets?.length || filter.freeFrom?.length)
  );
}

/** A set of codes as bits, each code its place in `codes` (unknown codes: none). */
function bitsOf(codes: readonly string[], list: readonly string[]): number {
  let bits = 0;
  for (const code of list) {
    const at = codes.indexOf(code);
    if (at >= 0) bits |= 1 << at;
  }
  return bits;
}

/**
 * The food rules of passesFilter as bits, for the search index: a row's diets, and the allergens it
 * contains or may contain, each kept once per product; a filter's diets needed and allergens
 * avoided. A row passes when it has every needed diet bit and none of the avoided allergen bits.
 * Reading a row's lists for each match made a filtered search 2.4 times slower (bench/README.md).
 */
export const dietBitsOf = (diets: readonly string[]): number => bitsOf(DIETS, diets);
export const allergenBitsOf = (row: Pick<ProductRow, 'allergens' | 'mayContain'>): number =>
  bitsOf(ALLERGENS, row.allergens) | bitsOf(ALLERGENS, row.mayContain);
export const avoidedBitsOf = (filter: Pick<ProductFilter, 'freeFrom'>): number =>
  bitsOf(ALLERGENS, filter.freeFrom ?? []);
