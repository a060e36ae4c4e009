import { type Language, type ProductPage, type ProductQuery, type Suggestions } from '../contract/catalogue';
import { isNarrowed } from '../contract/search-filters';
import { ok, type Result } from '../contract/envelope';
import { nameIn } from '../products/product-mapper';
import { pageOf, windowOf } from '../products/product-pages';
import { relaxedQueryOf } from './relaxed-query';
import type { RankedProducts, Suggested } from './search-index';
import type { SearchIndexHolder } from './search-index-holder';

/** How many of each kind the search box suggests (tips, sub-categories, brands). */
export const SUGGESTION_LIMITS = { tips: 8, categories: 5, brands: 5 } as const;

/**
 * Spec §7 GET /products with q: the matches of the search text and the filters, best first. A text
 * that matches nothing as typed is searched with fewer words (relaxed-query.ts), and says which.
 */
export async function searchPage(
  holder: SearchIndexHolder,
  query: ProductQuery & { q: string },
  language: Language,
): Promise<Result<ProductPage>> {
  const index = await holder.current();
  const { offset, limit } = windowOf(query.p);
  const filter = {
    categoryIds: query.category === undefined ? undefined : index.categoryWithDescendants(query.category),
    onlyPromotions: query.onlyPromotions,
    onlyBranded: query.onlyBranded,
    tag: query.tag || undefined,
    brand: query.brand || undefined,
    diets: query.diets,
    freeFrom: query.freeFrom,
  };
  const found = index.search(query.q, 'results', filter, offset, limit);
  // Each search relaxing asks is this page's: the one that answers is not asked twice.
  const asked = new Map<string, RankedProducts>();
  const relaxed =
    found.total === 0 && !isNarrowed(query)
      ? relaxedQueryOf(query.q, {
          reach: (word) => index.reach(word, 'results'),
          count: (q) => {
            const result = index.search(q, 'results', filter, offset, limit);
            asked.set(q, result);
            return result.total;
          },
        })
      : null;
  const { docs, total } = relaxed
    ? (asked.get(relaxed) ?? index.search(relaxed, 'results', filter, offset, limit))
    : found;
  const page = pageOf({ rows: docs.map((doc) => index.rows[doc]!), total }, query.p, language);
  return ok(relaxed ? { ...page, relaxedQuery: relaxed } : page);
}

/**
 * The search box's suggestions (spec §7 GET /products/search): the best matching product names,
 * the sub-categories holding most matches with their counts, and the brands of the best matches.
 * The last word counts as a beginning: the shopper is still typing. A text matching nothing is
 * relaxed as a search's is.
 */
export async function searchSuggestions(
  holder: SearchIndexHolder,
  q: string,
  language: Language,
): Promise<Result<Suggestions>> {
  const index = await holder.current();
  let found = index.suggest(q, SUGGESTION_LIMITS);
  // Suggestions relax as the results do: no dead end while a word of several matches nothing.
  if (found.tips.length === 0) {
    // Each suggestion relaxing asks is this answer's: the one that answers is not asked twice.
    const asked = new Map<string, Suggested>();
    const relaxed = relaxedQueryOf(
      q,
      {
        reach: (word) => index.reach(word, 'suggestions'),
        count: (text) => {
          const suggested = index.suggest(text, SUGGESTION_LIMITS);
          asked.set(text, suggested);
          return suggested.tips.length;
        },
      },
      true,
    );
    if (relaxed) found = asked.get(relaxed) ?? index.suggest(relaxed, SUGGESTION_LIMITS);
  }
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
