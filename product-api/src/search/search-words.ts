import { normaliseSearchText } from '../products/search-document';

/**
 * Words as the search index and the queries see them: accent-free, lower case (normaliseSearchText),
 * split at spaces, hyphens and apostrophes ('tal-Malti', "d'oliva", 'Gluten-Free'), each reduced
 * to a stem by stemOf.
 */
export function wordsOf(text: string): string[] {
  return normaliseSearchText(text)
    .split(/[\s'-]+/)
    .map((w) => w.replace(/^[.,%]+|[.,]+$/g, ''))
    .filter((w) => /[\p{L}\p{N}]/u.test(w));
}

/**
 * Words that carry no meaning of their own in a product name or a query, in English, Italian and
 * Maltese ('Tuna in Olive Oil', 'Polpa di Pomodoro', 'Ħobż tal-Malti'). A query made only of them
 * keeps them.
 */
const STOP_WORDS = new Set([
  // English
  ...['a', 'an', 'and', 'the', 'of', 'in', 'with', 'for', 'to', 'on', 'or', '&'],
  // Italian
  ...['di', 'del', 'della', 'dello', 'dei', 'delle', 'e', 'ed', 'con', 'per', 'al', 'alla', 'allo'],
  ...['il', 'lo', 'la', 'le', 'gli', 'i', 'da', 'd', 'un', 'una'],
  // Maltese: articles, 'of the', 'with the' in all their assimilated forms ('tal-', 'biż-')
  ...['u', 'l', 'il', 'ic', 'id', 'in', 'ir', 'is', 'it', 'ix', 'iz', 'ta', 'tal', 'tac', 'tad', 'tan'],
  ...['tar', 'tas', 'tat', 'tax', 'taz', 'bil', 'bic', 'bix', 'biz', 'ghal', 'ghall', 'fil', 'lil', 'minn'],
]);

export const isStopWord = (word: string): boolean => STOP_WORDS.has(word);

/** The words of a query or a name without its stop words, unless only stop words are left. */
export function meaningfulWords(words: string[]): string[] {
  const kept = words.filter((w) => !isStopWord(w));
  return kept.length > 0 ? kept : words;
}

/**
 * A light English stem: plural to singular ('tomatoes' → 'tomato', 'cherries' → 'cherry', 'eggs'
 * → 'egg', 'peaches' → 'peach'). Search words are mostly nouns, and a full stemmer folds words a
 * shopper tells apart ('pasta' and 'paste', 'oats' and 'oat'meal are fine; 'organic' and 'organ'
 * are not). Italian plurals ('pomodori') are left to the vocabulary and to typo matching.
 */
export function stemOf(word: string): string {
  if (word.length <= 3 || /\d/.test(word)) return word;
  if (word.endsWith('ies') && word.length > 4) return `${word.slice(0, -3)}y`;
  if (/(oes|ches|shes|sses|xes|zzes)$/.test(word)) return word.slice(0, -2);
  if (/(ss|us|is)$/.test(word)) return word;
  if (word.endsWith('s')) return word.slice(0, -1);
  return word;
}

/**
 * The kinds of product a category name joins ('Pork, Lamb & Rabbit', 'Caffè e tè'), each as its
 * meaningful words.
 */
export function kindsOf(name: string): string[][] {
  return name
    .split(/\s*(?:&|,|\band\b|\be\b|\bed\b|\bu\b)\s*/i)
    .map((part) => meaningfulWords(wordsOf(part)))
    .filter((words) => words.length > 0);
}

/**
 * The last word of a name that says what the product is: before any '(pack of 6)', without sizes
 * ('500g', '6 x 330ml') and stop words.
 */
export function headWordOf(description: string): string {
  const words = meaningfulWords(wordsOf(description.replace(/\([^)]*\)/g, ' ')));
  const named = words.filter((w) => !/\d/.test(w) && w !== 'x' && w !== 'pack');
  return named[named.length - 1] ?? '';
}
