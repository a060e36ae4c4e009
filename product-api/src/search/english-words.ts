import englishWords from 'an-array-of-english-words';

/**
 * English words (the 275,000 of an-array-of-english-words): a query word that is one is what the
 * shopper meant, so it is never read as a typo of another ('flour' is not 'floor', 'bred' not
 * 'bread'). Loaded once, on the first search index build.
 */
let words: Set<string> | null = null;

export function isEnglishWord(word: string): boolean {
  words ??= new Set(englishWords);
  return words.has(word);
}
