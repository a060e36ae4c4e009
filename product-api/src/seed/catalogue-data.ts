import { MAIN_CATEGORIES } from './categories-data';
import type { PlacedSeed } from './product-plan';
import type { ProductGroup } from './product-seed';
import { CHILLED_PRODUCTS } from './products-chilled-data';
import { DRINK_PRODUCTS } from './products-drinks-data';
import { FRESH_PRODUCTS } from './products-fresh-data';
import { FROZEN_AND_SNACK_PRODUCTS } from './products-frozen-snacks-data';
import { NON_FOOD_PRODUCTS } from './products-non-food-data';
import { PANTRY_PRODUCTS } from './products-pantry-data';

const ALL_GROUPS: ProductGroup[] = [
  ...FRESH_PRODUCTS,
  ...CHILLED_PRODUCTS,
  ...PANTRY_PRODUCTS,
  ...FROZEN_AND_SNACK_PRODUCTS,
  ...DRINK_PRODUCTS,
  ...NON_FOOD_PRODUCTS,
];

/**
 * Every demo product with its sub-category and main category, in aisle order. A product filed
 * under an unknown sub-category, or an empty sub-category, is a mistake in the data: it fails
 * loudly rather than leaving an empty aisle in the shop.
 */
export function placedProducts(): PlacedSeed[] {
  const bySub = new Map<string, ProductGroup['products']>();
  for (const group of ALL_GROUPS) bySub.set(group.sub, [...(bySub.get(group.sub) ?? []), ...group.products]);
  const placed: PlacedSeed[] = [];
  for (const main of MAIN_CATEGORIES) {
    for (const sub of main.subs) {
      const products = bySub.get(sub.key);
      if (!products?.length) throw new Error(`Demo data: sub-category ${sub.key} has no products`);
      bySub.delete(sub.key);
      for (const seed of products) placed.push({ seed, sub, main });
    }
  }
  const orphans = [...bySub.keys()];
  if (orphans.length) throw new Error(`Demo data: unknown sub-categories ${orphans.join(', ')}`);
  return placed;
}
