import type { Allergen, Diet, Nutrition } from '../contract/food-info';

/**
 * A product's food information as the catalogue feeds it in (the import and the demo seed):
 * the lists listings filter on, which live on products, and the label texts of
 * product_food_info (docs/decisions/0008-food-information.md). `It` texts are Italian, null
 * where the catalogue has none.
 */
export type FoodLabel = {
  ingredients: string | null;
  ingredientsIt: string | null;
  netQuantity: string | null;
  storage: string | null;
  storageIt: string | null;
  instructions: string | null;
  instructionsIt: string | null;
  origin: string | null;
  originIt: string | null;
  abv: number | null;
  operator: string | null;
  warnings: string | null;
  warningsIt: string | null;
  nutrition: Nutrition | null;
};

export type ProductFood = {
  allergens: Allergen[];
  mayContain: Allergen[];
  diets: Diet[];
  /** Single-use drink containers, each with the BCRS deposit (SHOP_RULES). */
  depositUnits: number;
  label: FoodLabel;
};

export const EMPTY_LABEL: FoodLabel = {
  ingredients: null,
  ingredientsIt: null,
  netQuantity: null,
  storage: null,
  storageIt: null,
  instructions: null,
  instructionsIt: null,
  origin: null,
  originIt: null,
  abv: null,
  operator: null,
  warnings: null,
  warningsIt: null,
  nutrition: null,
};

/** A label with nothing on it has no product_food_info row. */
export const isEmptyLabel = (label: FoodLabel) => Object.values(label).every((value) => value === null);
