import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../db/client';
import { categories, products } from '../db/schema';
import { chooseMatch, inSearchTransaction, matchScores, matchTier } from './product-search.repository';
import type { SearchTerms } from './search-query';

export type SuggestionRows = {
  tips: string[];
  categories: { categoryId: number; description: string; descriptionIt: string | null; count: number }[];
  brands: string[];
};

const suggestionRowsSchema = z.object({
  tips: z.array(z.string()),
  categories: z.array(
    z.object({
      categoryId: z.number(),
      description: z.string(),
      descriptionIt: z.string().nullable(),
      count: z.number(),
    }),
  ),
  brands: z.array(z.string()),
});

/**
 * Best matching names, categories with their number of matches, and brands, for the search box;
 * names and brands in the order of the search itself (a brand by its best product).
 * One statement: the matching products, with their tier and scores, are found once (the
 * `matched` CTE, read three times) instead of once per list. A short prefix ('pas') matches
 * thousands of the 50,000 products, and finding and ranking them three times was most of the cost.
 */
export async function findSuggestions(
  db: Database,
  search: SearchTerms,
  limits: { tips: number; categories: number; brands: number },
): Promise<SuggestionRows> {
  return inSearchTransaction(db, async (tx) => {
    const match = await chooseMatch(tx, search);
    const [first, second] = matchScores(match, search);
    const p = products;
    const c = categories;
    // Names by their best product: tier first, then the scores, then the name (byte order).
    const ranked = sql`min(m.tier), max(m.score1) desc, max(m.score2) desc`;
    const [row] = await tx.select({ tips: sql`x.tips`, categories: sql`x.categories`, brands: sql`x.brands` })
      .from(sql`(with matched as materialized (
        select ${p.description} as description, ${p.brand} as brand, ${p.categoryId} as category_id,
          ${matchTier(match, search)} as tier, ${first ?? sql`0`} as score1, ${second ?? sql`0`} as score2
        from ${p} where ${match.where}
      )
      select
        (select coalesce(json_agg(t.description order by t.position), '[]'::json) from (
          select m.description, row_number() over (order by ${ranked}, m.description collate "C") as position
          from matched m group by m.description
          order by position limit ${limits.tips}) t) as tips,
        (select coalesce(json_agg(json_build_object('categoryId', k.id, 'description', k.description,
            'descriptionIt', k.description_it, 'count', k.count) order by k.position), '[]'::json) from (
          select ${c.id} as id, ${c.description} as description, ${c.descriptionIt} as description_it,
            count(*) as count,
            row_number() over (order by count(*) desc, min(m.tier), ${c.order}, ${c.id}) as position
          from matched m join ${c} on ${c.id} = m.category_id
          group by ${c.id}
          order by position limit ${limits.categories}) k) as categories,
        (select coalesce(json_agg(b.brand order by b.position), '[]'::json) from (
          select m.brand, row_number() over (order by ${ranked}, m.brand collate "C") as position
          from matched m where m.brand is not null and m.brand <> ''
          group by m.brand
          order by position limit ${limits.brands}) b) as brands) as x`);
    return suggestionRowsSchema.parse(row);
  });
}
