/**
 * How the search ranks: how much each place of a product and each kind of match counts, and
 * the bonuses and penalties of search-index.ts. README: Search explains them.
 */

/** Where in a product a word was found. */
export const NAME = 1;
export const BRAND = 2;
export const CATEGORY = 4;
export const PARENT_CATEGORY = 8;
export const TAG = 16;
/** The product's Italian shelf name, where the catalogue has one. */
export const ITALIAN_NAME = 32;

/**
 * How much a word found in each place counts: the name most, then the brand and the product's
 * own category and its Italian name (English names rank first: most queries are English, and the
 * vocabulary already takes Italian words to them), a tag, and last a broad parent category ('Pantry').
 */
function fieldWeightOf(mask: number): number {
  if (mask & NAME) return 1;
  if (mask & (BRAND | CATEGORY | ITALIAN_NAME)) return 0.8;
  if (mask & TAG) return 0.6;
  return 0.5;
}
/** fieldWeightOf of every mask, looked up for each posting of a search. */
export const FIELD_WEIGHT = Float32Array.from({ length: 64 }, (_, mask) => fieldWeightOf(mask));

/** How well a query word matches a word of the index: as itself, as a beginning, as a typo. */
export const EXACT = 1;
export const PREFIX = 0.7;
export const ONE_TYPO = 0.6;
export const TWO_TYPOS = 0.5;
/** A meaning from the vocabulary counts a little less than the words as typed. */
export const FROM_VOCABULARY = 0.9;
/** So does another form of a word the products do not have as typed ('sliced' → 'slices'). */
export const INFLECTED = 0.9;
/**
 * Bonus of a product whose category is what the query names ('cheese' → the Cheese counter),
 * half of it when only a broader category above it does ('sweets' → Snacks & Sweets).
 */
export const CATEGORY_AGREES = 0.5;
export const PARENT_CATEGORY_AGREES = 0.25;
/**
 * Bonus of a name ending with a query word: English names put the thing itself last ('Cherry
 * Tomatoes', 'Pink Lady Apples') and what it is made with or tastes of first ('Tomato Ketchup').
 */
export const NAME_ENDS = 0.2;
/** Bonus of a name starting with the query's first word ('tomato' → 'Tomato Paste'). */
export const NAME_STARTS = 0.1;
/** A product sold outside food (pets, cosmetics, cleaning) when the query does not name its kind. */
export const NOT_FOOD = 1;
/** Words that narrow a query without being needed ('dog food': every product for dogs). */
export const OPTIONAL_WORDS = new Set(['food', 'foods', 'product', 'products', 'cibo', 'prodotti', 'ikel']);
export const OPTIONAL_WEIGHT = 0.3;
