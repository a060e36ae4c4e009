import { inflectionsOf } from './inflections';
import { stemOf } from './search-words';
import type { QuerySlot } from './vocabulary';

/**
 * How the query's words are read against what the index has, before they are searched (README:
 * Search): other forms of a word, words typed together or apart. Pure rules over the index's
 * terms and the vocabulary, seen through `TermLookup`.
 */
export type TermLookup = {
  /** The id of a term (a stemmed word) of the index, if it has it. */
  termId(stem: string): number | undefined;
  /** Whether the vocabulary knows the stemmed word. */
  knows(stem: string): boolean;
  /** Whether some term of the index starts with `prefix`. */
  beginsTerm(prefix: string): boolean;
  /** inflectedTermIds of the word, as the index keeps them. */
  inflectedIds(raw: string): number[];
};

/** The index's terms for the other forms of a word (inflections.ts). */
export function inflectedTermIds(termId: TermLookup['termId'], raw: string): number[] {
  if (raw.length < 4 || /\d/.test(raw)) return [];
  const ids: number[] = [];
  for (const form of inflectionsOf(raw)) {
    const id = termId(stemOf(form));
    if (id !== undefined && !ids.includes(id)) ids.push(id);
  }
  return ids;
}

/** A term of the index or a word of the vocabulary, as a part of a run-together word. */
function isPart(lookup: TermLookup, word: string): boolean {
  const stem = stemOf(word);
  return lookup.termId(stem) !== undefined || lookup.knows(stem);
}

/**
 * Words typed together split into the two the index has ('icecream' → 'ice cream', 'droetker'
 * → 'dr oetker'), the most even split first; while the last word is being typed its second part
 * may be a beginning ('kitchenrol'). A word the index or the vocabulary has as it is, in another
 * form, or as a beginning while typing, stays whole.
 */
export function splitRunTogether(lookup: TermLookup, words: string[], typingLast: boolean): string[] {
  const out: string[] = [];
  words.forEach((word, index) => {
    const typing = typingLast && index === words.length - 1;
    const whole =
      word.length < 5 ||
      /\d/.test(word) ||
      isPart(lookup, word) ||
      (typing && lookup.beginsTerm(word)) ||
      lookup.inflectedIds(word).length > 0;
    let best: [string, string] | null = null;
    for (let at = 2; !whole && at <= word.length - 2; at++) {
      const head = word.slice(0, at);
      const tail = word.slice(at);
      if (best && Math.min(head.length, tail.length) <= Math.min(best[0].length, best[1].length)) continue;
      if (isPart(lookup, head) && (isPart(lookup, tail) || (typing && lookup.beginsTerm(tail))))
        best = [head, tail];
    }
    out.push(...(best ?? [word]));
  });
  return out;
}

/**
 * Two words typed apart that the products have as one ('tooth paste', 'blue berries', 'kit
 * kat'): their slots become one, met by the two words or by the word they make. `typed` are the
 * words as typed and `stems` their stems, one for one.
 */
export function joinedSlots(
  lookup: TermLookup,
  slots: QuerySlot[],
  typed: string[],
  stems: string[],
): QuerySlot[] {
  const out: QuerySlot[] = [];
  const typedOf = (stem: string) => typed[stems.indexOf(stem)] ?? stem;
  for (let i = 0; i < slots.length; i++) {
    const here = slots[i]!.alternatives[0]!.words;
    const next = slots[i + 1]?.alternatives[0]?.words;
    const joined =
      here.length === 1 && next?.length === 1 ? stemOf(typedOf(here[0]!) + typedOf(next[0]!)) : undefined;
    if (joined === undefined || lookup.termId(joined) === undefined) {
      out.push(slots[i]!);
      continue;
    }
    out.push({
      alternatives: [
        { words: [here[0]!, next![0]!], fromVocabulary: false },
        { words: [joined], fromVocabulary: false },
      ],
      last: slots[i + 1]!.last,
    });
    i++;
  }
  return out;
}
