import { type Language, type ProductPage, type ProductQuery, type Suggestions } from '../contract/catalogue';
import { ok, type Result } from '../contract/envelope';
import { nameIn } from '../products/product-mapper';
import { pageOf, windowOf } from '../products/product-pages';
import type { SearchIndexHolder } from './search-index-holder';

/** How many of each kind the search box suggests (tips, sub-categories, brands). */
export const SUGGESTION_LIMITS = { tips: 8, categories: 5, brands: 5 } as const;

/** Spec §7 GET /products with q: the matches of the search text and the filters, best first. */
export async function searchPage(
  holder: SearchIndexHolder,
  query: ProductQuery & { q: string },
  language: Language,
): Promise<Result<ProductPage>> {
  const index = await holder.current();
  const { offset, limit } = windowOf(query.p);
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
    limit,
  );
  return ok(pageOf({ rows: docs.map((doc) => index.rows[doc]!), total }, query.p, language));
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
  const found = index.suggest(q, SUGGESTION_LIMITS);
  return ok({
    // Products of one name (sizes, variants) make one tip.
    tips: index.namesOf(found.tips, SUGGESTION_LIMITS.tips, language),
    categories: found.categories.map(({ categoryId, count }) => {
      const category = index.categories.get(categoryId);
      return { label: category ? nameIn(category, language) : '', count, categoryId };
    }),
    brands: found.brands,
  });
}
