import { meaningfulWords, stemOf, wordsOf } from './search-words';

/**
 * The grocery vocabulary: what shoppers type (Italian, Maltese, other English) and the words the
 * catalogue's names use for it. It is data the chain edits (src/seed/search-vocabulary.txt,
 * loaded into search_vocabulary by the seed; `catalogue:import --vocabulary` adds to it), written
 * as Solr's synonym files are, one entry a line:
 *   potatoes, potato, patate, patata     any of these means all of them
 *   gelato, sorbetto => ice cream         the left ones also mean the right ones (not back)
 * '#' starts a comment. Each term may be several words ("olio d'oliva").
 */
export type VocabularyEntry = { terms: string[]; means: string[] | null };

/** A line that is not an entry, with its number (1-based), for the import's report. */
export type VocabularyError = { line: number; text: string };

export function parseVocabulary(text: string): { entries: VocabularyEntry[]; errors: VocabularyError[] } {
  const entries: VocabularyEntry[] = [];
  const errors: VocabularyError[] = [];
  text.split(/\r?\n/).forEach((raw, index) => {
    const line = raw.replace(/#.*$/, '').trim();
    if (!line) return;
    const sides = line.split('=>');
    const termsOf = (side: string) =>
      side
        .split(',')
        .map((t) => t.trim())
        .filter((t) => wordsOf(t).length > 0);
    const terms = termsOf(sides[0] ?? '');
    const means = sides.length === 2 ? termsOf(sides[1] ?? '') : null;
    if (sides.length > 2 || terms.length === 0 || (means !== null && means.length === 0)) {
      errors.push({ line: index + 1, text: raw });
    } else if (means === null && terms.length < 2) {
      errors.push({ line: index + 1, text: raw });
    } else {
      entries.push({ terms, means });
    }
  });
  return { entries, errors };
}

/** A term as the index compares it: its meaningful words, stemmed. */
export const termWords = (term: string): string[] => meaningfulWords(wordsOf(term)).map(stemOf);

const keyOf = (words: string[]) => words.join(' ');

/** One part of a query: met by a product that has every word of any one of its alternatives. */
export type QuerySlot = {
  /** The words as typed (stemmed), then what the vocabulary says they mean. */
  alternatives: { words: string[]; fromVocabulary: boolean }[];
  /** The slot holds the query's last word, which the shopper may still be typing. */
  last: boolean;
};

export class Vocabulary {
  private readonly meanings = new Map<string, string[][]>();
  private readonly words = new Set<string>();
  private readonly groups = new Map<string, string>();
  private longest = 1;

  constructor(entries: VocabularyEntry[]) {
    for (const { terms, means } of entries) {
      const left = terms.map(termWords).filter((w) => w.length > 0);
      const right = (means ?? terms).map(termWords).filter((w) => w.length > 0);
      for (const words of left) {
        const key = keyOf(words);
        const known = this.meanings.get(key) ?? [];
        for (const meaning of right) {
          if (keyOf(meaning) !== key && !known.some((k) => keyOf(k) === keyOf(meaning))) known.push(meaning);
        }
        this.meanings.set(key, known);
        this.longest = Math.max(this.longest, words.length);
        for (const w of words) this.words.add(w);
        // Single words of an equivalence name one kind of thing ('coffee', 'caffe').
        const first = left.find((w) => w.length === 1);
        if (means === null && words.length === 1 && first && !this.groups.has(key))
          this.groups.set(key, keyOf(first));
      }
    }
  }

  /** A word (stemmed) the vocabulary knows: a real word, never taken for a typo of another. */
  knows(stem: string): boolean {
    return this.words.has(stem);
  }

  /** One name for a word and its equivalents ('caffe' and 'coffee' give the same), else itself. */
  groupOf(stem: string): string {
    return this.groups.get(stem) ?? stem;
  }

  /**
   * The query's meaningful words (stemmed) as slots: the longest run of words the vocabulary
   * knows becomes one slot with its meanings ('olio oliva' → olive oil), any other word a slot
   * of its own.
   */
  slotsOf(words: string[]): QuerySlot[] {
    const slots: QuerySlot[] = [];
    let i = 0;
    while (i < words.length) {
      let length = Math.min(this.longest, words.length - i);
      let meanings: string[][] | undefined;
      for (; length > 1; length--) {
        meanings = this.meanings.get(keyOf(words.slice(i, i + length)));
        if (meanings) break;
      }
      if (length === 1) meanings = this.meanings.get(words[i] ?? '');
      const typed = words.slice(i, i + length);
      slots.push({
        alternatives: [
          { words: typed, fromVocabulary: false },
          ...(meanings ?? []).map((m) => ({ words: m, fromVocabulary: true })),
        ],
        last: i + length === words.length,
      });
      i += length;
    }
    return slots;
  }
}
