import {
  inflectedTermIds,
  joinedSlots,
  splitRunTogether,
  type TermLookup,
} from '../../src/search/query-words';
import { stemOf } from '../../src/search/search-words';

/** An index of a few terms (stemmed) and a vocabulary of one word. */
const terms = ['ice', 'cream', 'kitchen', 'roll', 'dr', 'oetker', 'toothpaste', 'tooth', 'slice'];
const lookup: TermLookup = {
  termId: (stem) => (terms.includes(stem) ? terms.indexOf(stem) : undefined),
  knows: (stem) => stem === 'gelato',
  beginsTerm: (prefix) => terms.some((t) => t.startsWith(prefix)),
  inflectedIds: (raw) => inflectedTermIds(lookup.termId, raw),
};
const slot = (word: string, last = false) => ({
  alternatives: [{ words: [stemOf(word)], fromVocabulary: false }],
  last,
});

describe('splitRunTogether (issue 31: words typed together)', () => {
  it('splits a word no product has into the two it has, most even first', () => {
    expect(splitRunTogether(lookup, ['icecream'], false)).toEqual(['ice', 'cream']);
    expect(splitRunTogether(lookup, ['droetker', 'pizza'], false)).toEqual(['dr', 'oetker', 'pizza']);
  });

  it('takes a beginning for the second part only while the last word is typed', () => {
    expect(splitRunTogether(lookup, ['kitchenrol'], true)).toEqual(['kitchen', 'rol']);
    expect(splitRunTogether(lookup, ['kitchenrol'], false)).toEqual(['kitchenrol']);
  });

  it('leaves whole a word the index or the vocabulary has, in any form', () => {
    expect(splitRunTogether(lookup, ['toothpaste'], false)).toEqual(['toothpaste']);
    expect(splitRunTogether(lookup, ['slices'], false)).toEqual(['slices']);
    expect(splitRunTogether(lookup, ['gelato'], false)).toEqual(['gelato']);
  });
});

describe('joinedSlots (issue 31: words typed apart)', () => {
  it('makes two slots one when their words make a term, met either way', () => {
    const [joined, ...rest] = joinedSlots(
      lookup,
      [slot('tooth'), slot('paste', true)],
      ['tooth', 'paste'],
      ['tooth', 'paste'],
    );
    expect(rest).toEqual([]);
    expect(joined).toEqual({
      alternatives: [
        { words: ['tooth', 'paste'], fromVocabulary: false },
        { words: ['toothpaste'], fromVocabulary: false },
      ],
      last: true,
    });
  });

  it('leaves the slots as they are when the words make no term', () => {
    const slots = [slot('ice'), slot('cream', true)];
    expect(joinedSlots(lookup, slots, ['ice', 'cream'], ['ice', 'cream'])).toEqual(slots);
  });
});
