import type { Allergen } from '@shop/product-api/contract/food-info';

/** What a product's label says of the allergens a customer avoids (issue 33). */
export type AvoidedAllergens = {
  /** Avoided allergens the product contains. */
  contains: Allergen[];
  /** Avoided allergens it may contain by cross-contamination, and does not contain outright. */
  mayContain: Allergen[];
};

type Labelled = { allergens: readonly Allergen[]; mayContain: readonly Allergen[] };

/**
 * The avoided allergens a product's label names, in the label's order (the Annex's). A type-only
 * import of the contract: cards on every page call this, and zod stays out of their first scripts.
 */
export function avoidedAllergens(product: Labelled, avoid: readonly Allergen[]): AvoidedAllergens {
  if (avoid.length === 0) return { contains: [], mayContain: [] };
  const contains = product.allergens.filter((code) => avoid.includes(code));
  const mayContain = product.mayContain.filter(
    (code) => avoid.includes(code) && !product.allergens.includes(code),
  );
  return { contains, mayContain };
}

export const avoidsAny = (found: AvoidedAllergens) => found.contains.length + found.mayContain.length > 0;
