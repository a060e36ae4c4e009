import { relaxedQueryOf } from '../../src/search/relaxed-query';

/** A catalogue as sets of words: a query matches the products having all its words. */
const products = [
  ['organic', 'whole', 'milk'],
  ['whole', 'milk'],
  ['barilla', 'spaghetti', 'pasta'],
  ['italian', 'parsley'],
];
const matches = (query: string) => {
  const words = query.split(' ');
  return products.filter((p) => words.every((w) => p.includes(w))).length;
};
/** Reach and count alike here: the toy catalogue has no filter and no cheaper estimate. */
const search = { reach: matches, count: matches };

describe('relaxedQueryOf (issue 31: no dead end for a word too many)', () => {
  it('drops the words that match nothing on their own, keeping the order typed', () => {
    expect(relaxedQueryOf('organic whole milk fresh', search)).toBe('organic whole milk');
  });

  it('then drops the least telling word (most products have it) whose loss leaves a match', () => {
    // Each word matches alone, together nothing: 'italian' is the word too many.
    expect(relaxedQueryOf('barilla spaghetti pasta italian', search)).toBe('barilla spaghetti pasta');
    // 'whole' is on two products, 'parsley' on one: the shopper means parsley.
    expect(relaxedQueryOf('whole parsley', search)).toBe('parsley');
    expect(relaxedQueryOf('organic parsley milk', search)).toBe('organic milk');
  });

  it('while typing, drops the unfinished last word first, then relaxes as a search does', () => {
    // 'whole parsley' relaxes to the rarer word; typed in the search box, 'parsley' is unfinished.
    expect(relaxedQueryOf('whole parsley', search, true)).toBe('whole');
    expect(relaxedQueryOf('italian whole milk', search, true)).toBe('whole milk');
  });

  it('gives up within a bounded number of searches, for a scripted query of many words', () => {
    let searches = 0;
    const counting = {
      reach: matches,
      count: (query: string) => {
        searches += 1;
        return matches(query);
      },
    };
    const words = Array.from({ length: 50 }, (_, i) => (i % 2 === 0 ? 'whole' : 'milk')).join(' ');
    expect(relaxedQueryOf(`${words} parsley`, counting)).toBe(words);
    expect(searches).toBeLessThanOrEqual(16);
    // 50 different words, each on a product of its own: only one word alone would match.
    searches = 0;
    const apart = Array.from({ length: 50 }, (_, i) => `word${i}`);
    const one = {
      reach: (word: string) => (apart.includes(word) ? 1 : 0),
      count: (query: string) => {
        searches += 1;
        return query.split(' ').length === 1 ? 1 : 0;
      },
    };
    expect(relaxedQueryOf(apart.join(' '), one)).toBeNull();
    expect(searches).toBeLessThanOrEqual(16);
  });

  it('asks each text once: not the query as typed, nor a text the typing step asked', () => {
    for (const [query, typing] of [
      ['barilla parsley whole', true],
      ['barilla spaghetti pasta italian', false],
      ['organic parsley milk fresh', false],
    ] as const) {
      const asked: string[] = [];
      const recording = {
        reach: matches,
        count: (text: string) => {
          asked.push(text);
          return matches(text);
        },
      };
      relaxedQueryOf(query, recording, typing);
      expect(asked).not.toContain(query);
      expect(new Set(asked).size).toBe(asked.length);
    }
  });

  it('answers nothing for one word and for words that all match nothing', () => {
    expect(relaxedQueryOf('caviar', search)).toBeNull();
    expect(relaxedQueryOf('caviar truffle', search)).toBeNull();
  });
});
