import { asc, desc, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../db/client';
import { products } from '../db/schema';
import { WORD_SIMILARITY_THRESHOLD, type SearchTerms } from './search-query';

/** What a search query runs on: the database or the search transaction. */
export type Executor = Pick<Database, 'select'>;

/** Planner cost of one operator call during a search (PostgreSQL's default is 0.0025). */
const SEARCH_OPERATOR_COST = 0.25;

/** Whole words stemmed the English and the Italian way, either matching. */
const stemmed = (tsquery: string) =>
  sql`(to_tsquery('english', ${tsquery}) || to_tsquery('italian', ${tsquery}))`;

/**
 * A prefix stemmed both ways or as typed: both dictionaries drop a stop word ('a', 'in') even as
 * a prefix, which would leave nothing to look for while the shopper types 'in' for 'instant'.
 */
const prefixed = (tsquery: string) =>
  sql`(to_tsquery('english', ${tsquery}) || to_tsquery('italian', ${tsquery}) || to_tsquery('simple', ${tsquery}))`;

/**
 * How a search picks its products: by their words (English or Italian stems, the last word as a
 * prefix, products_search_vector_idx) or, only when no product passing the filters has them, by
 * spelling (trigram word similarity with the whole text, for typos: 'kinny', 'parmiggiano';
 * products_search_text_trgm_idx serves `%>` with the threshold inSearchTransaction sets).
 * Spelling matches beside word matches would all rank below them, yet finding them meant computing
 * word_similarity for every product sharing a few trigrams with the query (for 'pasta', 9,700 of
 * 50,000 products, to find 114 look-alikes): more than the rest of the search, for pages nobody
 * reaches and a total inflated by look-alikes ('bio' found every 'bi…' word).
 */
export type SearchMatch = { by: 'words' | 'spelling'; where: SQL };

export const byWords = (s: SearchTerms): SearchMatch => ({
  by: 'words',
  where: sql`${products.searchVector} @@ ${prefixed(s.prefixTsquery)}`,
});

export const bySpelling = (s: SearchTerms): SearchMatch => ({
  by: 'spelling',
  where: sql`${products.searchText} %> ${s.text}`,
});

/** How products match a search: by words when any product has them, otherwise by spelling. */
export async function chooseMatch(tx: Executor, s: SearchTerms): Promise<SearchMatch> {
  const words = byWords(s);
  const [first] = await tx.select({ id: products.id }).from(products).where(words.where).limit(1);
  return first ? words : bySpelling(s);
}

/** How many products pass the condition. */
export async function countProducts(tx: Executor, where: SQL | undefined): Promise<number> {
  const [row] = await tx
    .select({ total: sql<number>`count(*)`.mapWith(Number) })
    .from(products)
    .where(where);
  return row?.total ?? 0;
}

/**
 * How well a product matches, best first: a whole word beats the same stem ('bread' over
 * 'breaded'), which beats a prefix ('water' over 'watermelon'); at each of these levels a product
 * whose name has the words comes before one found only through its brand, category or tags ('tea'
 * puts every tea before the coffee of 'Tea & Coffee'), and a name starting with them first of all.
 * 0 the name starts with the query's words; 1 the name has them whole; 2 the brand, a category or
 * a tag has them whole; 3 the name starts with the same stems ('Tomatoes' for 'tomatoe'); 4 the
 * name has them; 5 the rest has them; 6 the name starts with the query as a prefix; 7 the name
 * has the words, the last as a prefix; 8 the rest has them.
 * Spelling matches are searched for only when no product has the words, so only the text tiers
 * can apply to them (a stop word the dictionaries drop) and the others (9) go by matchScores.
 */
export const matchTier = (m: SearchMatch, s: SearchTerms) => {
  const { searchName: name, searchText: text, searchVector: vector } = products;
  const startsWhole = sql`${name} = ${s.text} or starts_with(${name}, ${s.text + ' '})`;
  const hasWhole = (column: AnyPgColumn) =>
    sql`position(${' ' + s.text + ' '} in ' ' || ${column} || ' ') > 0`;
  const nameStarts = sql`starts_with(${name}, ${s.text})`;
  if (m.by === 'spelling') {
    return sql<number>`case when ${startsWhole} then 0 when ${hasWhole(name)} then 1
      when ${hasWhole(text)} then 2 when ${nameStarts} then 6 else 9 end`;
  }
  const nameStems = sql`${vector} @@ ${stemmed(s.nameWordsTsquery)}`;
  return sql<number>`case
    when ${startsWhole} then 0
    when ${hasWhole(name)} then 1
    when ${hasWhole(text)} then 2
    when ${nameStarts} and ${nameStems} then 3
    when ${nameStems} then 4
    when ${vector} @@ ${stemmed(s.wordsTsquery)} then 5
    when ${nameStarts} then 6
    when ${vector} @@ ${prefixed(s.namePrefixTsquery)} then 7
    else 8 end`;
};

/**
 * Inside a tier, best first. Word matches: the full-text rank of the whole words, then of the
 * prefix; the vector weighs name over brand over categories and tags, so 'Cream Cheese' in
 * Cheese comes before 'Nacho Cheese' crisps. Spelling matches: how close the closest words are,
 * then how close the name is when it is close enough to match alone ('chese': the cheeses by name
 * first, then those of the Cheese category by name, a name's few shared trigrams being noise).
 * word_similarity is the costly part, so it only ranks spelling matches.
 */
export const matchScores = (m: SearchMatch, s: SearchTerms): SQL<number>[] =>
  m.by === 'words'
    ? [
        sql<number>`ts_rank(${products.searchVector}, ${stemmed(s.wordsTsquery)})`,
        sql<number>`ts_rank(${products.searchVector}, ${prefixed(s.prefixTsquery)})`,
      ]
    : [
        sql<number>`word_similarity(${s.text}, ${products.searchText})`,
        sql<number>`case when ${products.searchName} %> ${s.text} then word_similarity(${s.text}, ${products.searchName}) else 0 end`,
      ];

/** The search order before the name: tier, then the scores. */
export const searchOrder = (m: SearchMatch, s: SearchTerms): SQL[] => [
  asc(matchTier(m, s)),
  ...matchScores(m, s).map((score) => desc(score)),
];

/**
 * Runs a search in a transaction with settings of our own, local to it (set_config(..., true)) so
 * a pooled connection goes back unchanged:
 * - pg_trgm.word_similarity_threshold, which `%>` reads (the default 0.6 is too strict for typos);
 * - cpu_operator_cost raised 100 times and enable_seqscan off. The planner prices `%>` and `@@`
 *   like a cheap comparison and a GIN index whose pending list a bulk load filled (PGlite has no
 *   autovacuum to merge it) as expensive, so it scans every row computing word_similarity: 30 ms
 *   for 5k products on PostgreSQL, 50 ms on PGlite, against 1 ms for the GIN index. Looking for
 *   any product with a word (chooseMatch) would likewise read every row when none has it. The
 *   higher operator cost also stops it from walking a b-tree index and filtering every row;
 * - max_parallel_workers_per_gather 0 (PostgreSQL; PGlite has no workers): starting workers took
 *   longer than the few milliseconds a search's index scan takes alone.
 */
export async function inSearchTransaction<T>(db: Database, work: (tx: Executor) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select
      set_config('pg_trgm.word_similarity_threshold', ${String(WORD_SIMILARITY_THRESHOLD)}, true),
      set_config('cpu_operator_cost', ${String(SEARCH_OPERATOR_COST)}, true),
      set_config('enable_seqscan', 'off', true),
      set_config('max_parallel_workers_per_gather', '0', true)`);
    return work(tx);
  });
}
