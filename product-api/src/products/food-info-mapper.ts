import type { Language } from '../contract/catalogue';
import type { Allergen, Diet, FoodInfo, Nutrition } from '../contract/food-info';
import type { productFoodInfo } from '../db/schema';

export type FoodInfoRow = typeof productFoodInfo.$inferSelect;

/** The Italian text where the catalogue has one and Italian is asked for, else the English. */
const textIn = (english: string | null, italian: string | null, language: Language) =>
  language === 'it' && italian ? italian : english;

function nutritionOf(row: FoodInfoRow): Nutrition | null {
  const { nutritionPer, energyKj, energyKcal, fat, saturates, carbohydrate, sugars, protein, salt } = row;
  // All values or none (the import's rule): a partial row is not a declaration.
  if (
    (nutritionPer !== 'g' && nutritionPer !== 'ml') ||
    energyKj === null ||
    energyKcal === null ||
    fat === null ||
    saturates === null ||
    carbohydrate === null ||
    sugars === null ||
    protein === null ||
    salt === null
  )
    return null;
  return { per: nutritionPer, energyKj, energyKcal, fat, saturates, carbohydrate, sugars, protein, salt };
}

/**
 * A product's food information in `language` (contract/food-info.ts), from its products row's
 * lists and its product_food_info row; null when it has neither texts nor lists.
 */
export function toFoodInfo(
  lists: { allergens: string[]; mayContain: string[]; diets: string[] },
  row: FoodInfoRow | null,
  language: Language,
): FoodInfo | null {
  const hasLists = lists.allergens.length + lists.mayContain.length + lists.diets.length > 0;
  if (row === null && !hasLists) return null;
  return {
    ingredients: row ? textIn(row.ingredients, row.ingredientsIt, language) : null,
    // Checked on the way in (catalogue import): unknown codes never reach the table.
    allergens: lists.allergens as Allergen[],
    mayContain: lists.mayContain as Allergen[],
    diets: lists.diets as Diet[],
    nutrition: row ? nutritionOf(row) : null,
    netQuantity: row?.netQuantity ?? null,
    storage: row ? textIn(row.storage, row.storageIt, language) : null,
    instructions: row ? textIn(row.instructions, row.instructionsIt, language) : null,
    origin: row ? textIn(row.origin, row.originIt, language) : null,
    abv: row?.abv ?? null,
    operator: row?.operator ?? null,
    warnings: row ? textIn(row.warnings, row.warningsIt, language) : null,
  };
}
