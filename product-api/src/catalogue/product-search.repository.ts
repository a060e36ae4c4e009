import { and, asc, desc, eq, isNotNull, ne, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { categories, products } from '../db/schema';
import { WORD_SIMILARITY_THRESHOLD, type SearchTerms } from './search-query';

/** What a search query runs on: the database or the search transaction. */
export type Executor = Pick<Database, 'select'>;

export type SuggestionRows = {
  tips: string[];
  categories: { categoryId: number; description: string; descriptionIt: string | null; count: number }[];
  brands: string[];
};

/** Planner cost of one operator call during a search (PostgreSQL's default is 0.0025). */
const SEARCH_OPERATOR_COST = 0.25;

/** A tsquery of the shopper's words stemmed the English and the Italian way, either matching. */
const bothLanguages = (tsquery: string) =>
  sql`(to_tsquery('english', ${tsquery}) || to_tsquery('italian', ${tsquery}))`;

/**
 * Full-text match on the English and Italian stems (products_search_vector_idx) or a typo match by
 * trigram word similarity (products_search_text_trgm_idx serves `%>` with the threshold that
 * inSearchTransaction sets), so the planner can OR two bitmap index scans.
 */
export const matchesSearch = (s: SearchTerms) =>
  sql`(${products.searchVector} @@ ${bothLanguages(s.prefixTsquery)} or ${products.searchText} %> ${s.text})`;

/**
 * How well a product matches, best first. search_text is the normalised name first, then brand,
 * categories and tags; a whole word beats the same stem ('bread' over 'breaded'), which beats a
 * prefix ('water' over 'watermelon'), and at each level the name starting with it comes first:
 * 0 the name starts with the query's words; 1 the words appear whole (name, brand or category:
 * 'Mineral Water'); 2 the name starts with the same stem ('Tomatoes' for 'tomatoe'); 3 the same
 * stem appears; 4 the name starts with the query as a prefix; 5 a word does; 6 typos and the rest.
 */
export const matchTier = (s: SearchTerms) => {
  const text = products.searchText;
  const sameStems = sql`${products.searchVector} @@ ${bothLanguages(s.wordsTsquery)}`;
  const nameStarts = sql`starts_with(${text}, ${s.text})`;
  return sql<number>`case
    when ${text} = ${s.text} or starts_with(${text}, ${s.text + ' '}) then 0
    when position(${' ' + s.text + ' '} in ' ' || ${text} || ' ') > 0 then 1
    when ${nameStarts} and ${sameStems} then 2
    when ${sameStems} then 3
    when ${nameStarts} then 4
    when position(${' ' + s.text} in ${text}) > 0 then 5
    else 6 end`;
};

/**
 * Inside a tier: the full-text rank of the whole words (name and brand weigh more than category
 * names), then that of the prefix plus the trigram similarity, for the prefix and typo tiers.
 */
export const matchScores = (s: SearchTerms) => [
  sql<number>`ts_rank(${products.searchVector}, ${bothLanguages(s.wordsTsquery)})`,
  sql<number>`(ts_rank(${products.searchVector}, ${bothLanguages(s.prefixTsquery)}) + word_similarity(${s.text}, ${products.searchText}))`,
];

/**
 * Runs a search in a transaction with settings of our own, local to it (set_config(..., true)) so
 * a pooled connection goes back unchanged:
 * - pg_trgm.word_similarity_threshold, which `%>` reads (the default 0.6 is too strict for typos);
 * - cpu_operator_cost raised 100 times and enable_seqscan off. The planner prices `%>` and `@@`
 *   like a cheap comparison and a GIN index whose pending list a bulk load filled (PGlite has no
 *   autovacuum to merge it) as expensive, so it scans every row computing word_similarity: 30 ms
 *   for 5k products on PostgreSQL, 50 ms on PGlite, against 1 ms for the two GIN indexes OR-ed.
 *   The higher operator cost also stops it from walking a b-tree index and filtering every row.
 */
export async function inSearchTransaction<T>(db: Database, work: (tx: Executor) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select
      set_config('pg_trgm.word_similarity_threshold', ${String(WORD_SIMILARITY_THRESHOLD)}, true),
      set_config('cpu_operator_cost', ${String(SEARCH_OPERATOR_COST)}, true),
      set_config('enable_seqscan', 'off', true)`);
    return work(tx);
  });
}

/** Best matching names, categories with their number of matches, and brands, for the search box. */
export async function findSuggestions(
  db: Database,
  search: SearchTerms,
  limits: { tips: number; categories: number; brands: number },
): Promise<SuggestionRows> {
  const matches = matchesSearch(search);
  const tier = sql<number>`min(${matchTier(search)})`;
  const scores = matchScores(search).map((score) => desc(sql`max(${score})`));
  return inSearchTransaction(db, async (tx) => {
    const tips = await tx
      .select({ description: products.description })
      .from(products)
      .where(matches)
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
      .where(matches)
      .groupBy(categories.id)
      .orderBy(desc(sql`count(*)`), asc(tier), asc(categories.order), asc(categories.id))
      .limit(limits.categories);
    const brands = await tx
      .select({ brand: products.brand })
      .from(products)
      .where(and(matches, isNotNull(products.brand), ne(products.brand, '')))
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
