import {
  PRODUCT_PAGE_SIZE,
  type Language,
  type ProductPage,
  type ProductQuery,
  type Suggestions,
} from '../contract/catalogue';
import { ok, type Result } from '../contract/envelope';
import { toProduct } from '../catalogue/product-mapper';
import type { SearchIndexHolder } from './search-index-holder';
import { topOf, type SearchIndex } from './search-index';

/** How many of each kind the search box suggests (tips, sub-categories, brands). */
export const SUGGESTION_LIMITS = { tips: 8, categories: 5, brands: 5 } as const;

/** Spec §7 GET /products with q: the matches of the search text and the filters, best first. */
export async function searchPage(
  holder: SearchIndexHolder,
  query: ProductQuery & { q: string },
): Promise<Result<ProductPage>> {
  const index = await holder.current();
  const offset = query.p * PRODUCT_PAGE_SIZE;
  const { docs, total } = index.search(
    query.q,
    'results',
    {
      categoryIds: query.category === undefined ? undefined : index.categoryWithDescendants(query.category),
      onlyPromotions: query.onlyPromotions,
      onlyBranded: query.onlyBranded,
      tag: query.tag || undefined,
      brand: query.brand || undefined,
    },
    offset,
    PRODUCT_PAGE_SIZE,
  );
  const totalPages = Math.ceil(total / PRODUCT_PAGE_SIZE);
  return ok({
    data: docs.map((doc) => toProduct(index.rows[doc]!)),
    totalPages,
    number: query.p,
    last: query.p >= totalPages - 1,
  });
}

/**
 * The search box's suggestions (spec §7 GET /products/search): the best matching product names,
 * the sub-categories holding most matches with their counts, and the brands of the best matches.
 * The last word counts as a beginning: the shopper is still typing.
 */
export async function searchSuggestions(
  holder: SearchIndexHolder,
  q: string,
  language: Language,
): Promise<Result<Suggestions>> {
  const index = await holder.current();
  const scores = index.scores(q, 'suggestions');
  const docs = [...scores.keys()];
  const better = (a: number, b: number) => index.compare(a, b, scores);
  const ranked = topOf(docs, SUGGESTION_LIMITS.tips * 4, better);
  const tips = [...new Set(ranked.map((doc) => index.rows[doc]!.description))].slice(
    0,
    SUGGESTION_LIMITS.tips,
  );
  return ok({
    tips,
    categories: categoriesOf(index, scores, language),
    brands: brandsOf(index, scores),
  });
}

/** Sub-categories by how many matches they hold, then by the score of their best match. */
function categoriesOf(
  index: SearchIndex,
  scores: Map<number, number>,
  language: Language,
): Suggestions['categories'] {
  const byCategory = new Map<number, { count: number; best: number }>();
  for (const [doc, score] of scores) {
    const id = index.rows[doc]!.categoryId;
    const seen = byCategory.get(id);
    if (!seen) byCategory.set(id, { count: 1, best: score });
    else {
      seen.count += 1;
      seen.best = Math.max(seen.best, score);
    }
  }
  return [...byCategory]
    .sort(([a, x], [b, y]) => y.count - x.count || y.best - x.best || a - b)
    .slice(0, SUGGESTION_LIMITS.categories)
    .map(([categoryId, { count }]) => {
      const category = index.categories.get(categoryId);
      const label = (language === 'it' && category?.descriptionIt) || category?.description || '';
      return { label, count, categoryId };
    });
}

/** Brands by the score of their best match, then by name. */
function brandsOf(index: SearchIndex, scores: Map<number, number>): string[] {
  const best = new Map<string, number>();
  for (const [doc, score] of scores) {
    const brand = index.rows[doc]!.brand;
    if (brand && score > (best.get(brand) ?? Number.NEGATIVE_INFINITY)) best.set(brand, score);
  }
  return [...best]
    .sort(([a, x], [b, y]) => y - x || (a < b ? -1 : a > b ? 1 : 0))
    .slice(0, SUGGESTION_LIMITS.brands)
    .map(([brand]) => brand);
}
