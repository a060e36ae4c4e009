/**
 * Whether a product list is narrowed by a filter (category, tag, brand, only promotions or branded,
 * diets, free from allergens):
 * an empty search then offers to remove the filter rather than fewer words or popular products.
 * The API and the search page alike; no zod here, so the page's client bundle stays small.
 */
export const isNarrowed = (filters: {
  category?: number;
  tag?: string;
  brand?: string;
  onlyPromotions?: boolean;
  onlyBranded?: boolean;
  diets?: readonly string[];
  freeFrom?: readonly string[];
}): boolean =>
  filters.category !== undefined ||
  !!filters.tag ||
  !!filters.brand ||
  !!filters.onlyPromotions ||
  !!filters.onlyBranded ||
  !!filters.diets?.length ||
  !!filters.freeFrom?.length;
