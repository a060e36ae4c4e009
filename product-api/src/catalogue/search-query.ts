import { normaliseSearchText } from './search-document';

/**
 * What the repository needs to search: the accent-free text the shopper typed (compared with
 * products.search_name and search_text by string and by trigram word similarity, for typos) and
 * to_tsquery expressions of its words (compared with products.search_vector, for stems such as
 * 'pomodori' → 'pomodor'), each also restricted to the name's stems (weight A of the vector).
 */
export type SearchTerms = {
  /** normaliseSearchText of the query: lower case, no accents, single spaces. */
  text: string;
  /**
   * Every word ANDed, the last one as a prefix ('tomato pas' → `'tomato' & 'pas':*`), so results
   * appear while the shopper is still typing. This one decides what matches.
   */
  prefixTsquery: string;
  /** Every word ANDed as a whole word: ranks 'water' above 'watermelon' for the query 'water'. */
  wordsTsquery: string;
  /** prefixTsquery with every word in the product's name. */
  namePrefixTsquery: string;
  /** wordsTsquery with every word in the product's name. */
  nameWordsTsquery: string;
};

/**
 * Minimum pg_trgm word_similarity between the query and a product's text for a typo match:
 * 'kinny' → 'kinnie' scores 0.67, 'tomatoe' → 'tomato' 0.75, 'parmiggiano' → 'parmigiano' 0.77.
 */
export const WORD_SIMILARITY_THRESHOLD = 0.5;

const hasLetterOrDigit = (word: string) => /[\p{L}\p{N}]/u.test(word);

/** Null when the query has nothing to search for (only spaces or punctuation). */
export function searchTermsOf(query: string): SearchTerms | null {
  const text = normaliseSearchText(query);
  const words = text.split(' ').filter(hasLetterOrDigit);
  // normaliseSearchText leaves only letters, digits and %.,' - so a quoted word cannot break out
  // of to_tsquery's syntax once its apostrophes are doubled; the text-search parser then splits
  // '1.5l' or 'tal-malti' inside the quotes as it did when the vector was written.
  const quoted = words.map((w) => `'${w.replace(/'/g, "''")}'`);
  if (quoted.length === 0) return null;
  // ':A' keeps a word to the lexemes of weight A, the name's (searchColumnsOf).
  const tsquery = (label: (last: boolean) => string) =>
    quoted.map((w, i) => `${w}${label(i === quoted.length - 1)}`).join(' & ');
  return {
    text,
    prefixTsquery: tsquery((last) => (last ? ':*' : '')),
    wordsTsquery: tsquery(() => ''),
    namePrefixTsquery: tsquery((last) => (last ? ':*A' : ':A')),
    nameWordsTsquery: tsquery(() => ':A'),
  };
}
