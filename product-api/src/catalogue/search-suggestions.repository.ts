import { and, asc, desc, eq, isNotNull, ne, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { categories, products } from '../db/schema';
import { chooseMatch, inSearchTransaction, matchScores, matchTier } from './product-search.repository';
import type { SearchTerms } from './search-query';

export type SuggestionRows = {
  tips: string[];
  categories: { categoryId: number; description: string; descriptionIt: string | null; count: number }[];
  brands: string[];
};

/**
 * Best matching names, categories with their number of matches, and brands, for the search box;
 * names and brands in the order of the search itself (a brand by its best product).
 */
export async function findSuggestions(
  db: Database,
  search: SearchTerms,
  limits: { tips: number; categories: number; brands: number },
): Promise<SuggestionRows> {
  return inSearchTransaction(db, async (tx) => {
    const match = await chooseMatch(tx, search);
    const tier = sql<number>`min(${matchTier(match, search)})`;
    const scores = matchScores(match, search).map((score) => desc(sql`max(${score})`));
    const tips = await tx
      .select({ description: products.description })
      .from(products)
      .where(match.where)
      .groupBy(products.description)
      .orderBy(asc(tier), ...scores, sql`${products.description} collate "C"`)
      .limit(limits.tips);
    const categoryCounts = await tx
      .select({
        categoryId: categories.id,
        description: categories.description,
        descriptionIt: categories.descriptionIt,
        count: sql<number>`count(*)`.mapWith(Number),
      })
      .from(products)
      .innerJoin(categories, eq(categories.id, products.categoryId))
      .where(match.where)
      .groupBy(categories.id)
      .orderBy(desc(sql`count(*)`), asc(tier), asc(categories.order), asc(categories.id))
      .limit(limits.categories);
    const brands = await tx
      .select({ brand: products.brand })
      .from(products)
      .where(and(match.where, isNotNull(products.brand), ne(products.brand, '')))
      .groupBy(products.brand)
      .orderBy(asc(tier), ...scores, sql`${products.brand} collate "C"`)
      .limit(limits.brands);
    return {
      tips: tips.map((t) => t.description),
      categories: categoryCounts,
      brands: brands.flatMap((b) => (b.brand ? [b.brand] : [])),
    };
  });
}
