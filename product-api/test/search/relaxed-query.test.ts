import { relaxedQueryOf } from '../../src/search/relaxed-query';

/** A catalogue as sets of words: a query matches the products having all its words. */
const products = [
  ['organic', 'whole', 'milk'],
  ['whole', 'milk'],
  ['barilla', 'spaghetti', 'pasta'],
  ['italian', 'parsley'],
];
const count = (query: string) => {
  const words = query.split(' ');
  return products.filter((p) => words.every((w) => p.includes(w))).length;
};

describe('relaxedQueryOf (issue 31: no dead end for a word too many)', () => {
  it('drops the words that match nothing on their own, keeping the order typed', () => {
    expect(relaxedQueryOf('organic whole milk fresh', count)).toBe('organic whole milk');
  });

  it('then drops the least telling word (most products have it) whose loss leaves a match', () => {
    // Each word matches alone, together nothing: 'italian' is the word too many.
    expect(relaxedQueryOf('barilla spaghetti pasta italian', count)).toBe('barilla spaghetti pasta');
    // 'whole' is on two products, 'parsley' on one: the shopper means parsley.
    expect(relaxedQueryOf('whole parsley', count)).toBe('parsley');
    expect(relaxedQueryOf('organic parsley milk', count)).toBe('organic milk');
  });

  it('gives up within a bounded number of searches, for a scripted query of many words', () => {
    let searches = 0;
    const counting = (query: string) => {
      searches += 1;
      return count(query);
    };
    const words = Array.from({ length: 50 }, (_, i) => (i % 2 === 0 ? 'whole' : 'milk')).join(' ');
    expect(relaxedQueryOf(`${words} parsley`, counting)).toBeNull();
    expect(searches).toBeLessThanOrEqual(32);
  });

  it('answers nothing for one word, for words that all match nothing, and for a query that matches', () => {
    expect(relaxedQueryOf('caviar', count)).toBeNull();
    expect(relaxedQueryOf('caviar truffle', count)).toBeNull();
    expect(relaxedQueryOf('whole milk', count)).toBeNull();
  });
});
