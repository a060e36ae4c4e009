import { z } from 'zod';

/**
 * The food information a distance seller must show before the purchase (Regulation (EU) No
 * 1169/2011, Articles 9 and 14), as the catalogue import reads it and the product page shows it.
 * docs/decisions/0008-food-information.md says how it is stored and why.
 */

/** The 14 allergens of Annex II, in the Annex's order (the order the page lists them in). */
export const ALLERGENS = [
  'GLUTEN',
  'CRUSTACEANS',
  'EGGS',
  'FISH',
  'PEANUTS',
  'SOYBEANS',
  'MILK',
  'NUTS',
  'CELERY',
  'MUSTARD',
  'SESAME',
  'SULPHITES',
  'LUPIN',
  'MOLLUSCS',
] as const;
export const allergenSchema = z.enum(ALLERGENS);
export type Allergen = z.infer<typeof allergenSchema>;

/**
 * What a product is suitable for, as its supplier declares it. Declared, not derived: a product
 * without milk among its allergens is not lactose-free unless someone says so.
 */
export const DIETS = ['VEGAN', 'VEGETARIAN', 'GLUTEN_FREE', 'LACTOSE_FREE'] as const;
export const dietSchema = z.enum(DIETS);
export type Diet = z.infer<typeof dietSchema>;

/**
 * Allergens a diet cannot contain: the import refuses a vegan product containing milk. Lactose-free
 * milk still contains the milk allergen, so LACTOSE_FREE excludes nothing.
 */
export const DIET_EXCLUDES: Record<Diet, readonly Allergen[]> = {
  VEGAN: ['CRUSTACEANS', 'EGGS', 'FISH', 'MILK', 'MOLLUSCS'],
  VEGETARIAN: ['CRUSTACEANS', 'FISH', 'MOLLUSCS'],
  GLUTEN_FREE: ['GLUTEN'],
  LACTOSE_FREE: [],
};

/** The nutrition declaration per 100 g or 100 ml (Article 30(1)), grams except energy. */
export const nutritionSchema = z.object({
  /** 'g' (per 100 g) or 'ml' (per 100 ml, drinks). */
  per: z.enum(['g', 'ml']),
  energyKj: z.number().nonnegative(),
  energyKcal: z.number().nonnegative(),
  fat: z.number().nonnegative(),
  saturates: z.number().nonnegative(),
  carbohydrate: z.number().nonnegative(),
  sugars: z.number().nonnegative(),
  protein: z.number().nonnegative(),
  salt: z.number().nonnegative(),
});
export type Nutrition = z.infer<typeof nutritionSchema>;

/**
 * A product's food information in the page's language (Italian where the catalogue has it,
 * English otherwise). Ingredients mark each allergen they name with asterisks ('durum *wheat*
 * semolina'): the page shows those words in bold. Every field is null where it does not apply.
 */
export const foodInfoSchema = z.object({
  ingredients: z.string().nullable(),
  /** Annex II allergens the product contains. */
  allergens: z.array(allergenSchema),
  /** Allergens it may contain by cross-contamination ('May contain'). */
  mayContain: z.array(allergenSchema),
  diets: z.array(dietSchema),
  nutrition: nutritionSchema.nullable(),
  /** '500 g', '6 × 1.5 l'. */
  netQuantity: z.string().nullable(),
  storage: z.string().nullable(),
  /** Instructions for use, where the food would be hard to use without them. */
  instructions: z.string().nullable(),
  origin: z.string().nullable(),
  /** Alcohol by volume in %, shown above 1.2 % (Article 9(1)(k)). */
  abv: z.number().nullable(),
  /** The food business operator: name and address. */
  operator: z.string().nullable(),
  /** Non-food products: what the label warns of ('Keep out of reach of children'). */
  warnings: z.string().nullable(),
});
export type FoodInfo = z.infer<typeof foodInfoSchema>;
