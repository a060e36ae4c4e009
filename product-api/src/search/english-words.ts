import fs from 'node:fs';

/**
 * English words (the 275,000 of an-array-of-english-words): a query word that is one is what the
 * shopper meant, so it is never read as a typo of another ('flour' is not 'floor', 'bred' not
 * 'bread'). Read once, on the first search; the package is its JSON word list alone.
 */
let words: Set<string> | null = null;

export function isEnglishWord(word: string): boolean {
  words ??= new Set(
    JSON.parse(fs.readFileSync(require.resolve('an-array-of-english-words'), 'utf8')) as string[],
  );
  return words.has(word);
}
