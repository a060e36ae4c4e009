import { BestDocs, DocScores, topOf } from '../../src/search/doc-scores';

describe('DocScores', () => {
  it('keeps each product once, at its highest score, and clears only what was set', () => {
    const scores = new DocScores(10);
    scores.raise(7, 1);
    scores.raise(2, 3);
    scores.raise(7, 5);
    scores.raise(7, 4);
    expect([...scores.docs.subarray(0, scores.count)]).toEqual([7, 2]);
    expect(scores.values[7]).toBe(5);
    expect(scores.values[2]).toBe(3);

    scores.clear();
    expect(scores.count).toBe(0);
    expect([...scores.values].every((v) => v === 0)).toBe(true);
    scores.raise(4, 2);
    expect([...scores.docs.subarray(0, scores.count)]).toEqual([4]);
  });
});

describe('topOf', () => {
  // A fixed pseudo-random sequence: scores with many ties, broken by the number itself.
  const items = Array.from({ length: 500 }, (_, i) => (i * 7919) % 503);
  const score = (n: number) => n % 13;
  const better = (a: number, b: number) => score(b) - score(a) || a - b;
  const sorted = [...items].sort(better);

  it.each([1, 8, 32, 499, 500, 600])('gives the first %i of a full sort', (k) => {
    expect(topOf(items, k, better)).toEqual(sorted.slice(0, k));
    expect(topOf(Int32Array.from(items), k, better)).toEqual(sorted.slice(0, k));
  });

  it('answers an array, never the typed array it was given', () => {
    const top = topOf(Int32Array.from([3, 1, 2]), 5, (a, b) => a - b);
    expect(Array.isArray(top)).toBe(true);
    expect(top).toEqual([1, 2, 3]);
  });
});

describe('BestDocs', () => {
  // 503 products with scores of many ties, ranked among equals by a shuffled rank.
  const n = 503;
  const scores = Float64Array.from({ length: n }, (_, doc) => (doc * 7919) % 13);
  const rank = Int32Array.from({ length: n }, (_, doc) => (doc * 101) % n);
  const sorted = [...Array(n).keys()].sort((a, b) => scores[b]! - scores[a]! || rank[a]! - rank[b]!);

  it.each([1, 8, 32, 502, 503, 600])('keeps the first %i of a full sort, offered in any order', (k) => {
    const best = new BestDocs(k, scores, rank);
    for (let i = 0; i < n; i++) best.offer((i * 211) % n, scores[(i * 211) % n]!);
    expect(best.docs).toEqual(sorted.slice(0, k));
  });
});

describe('DocScores.clear', () => {
  it.each([3, 900])('leaves every score at 0 after %i were set', (set) => {
    const scores = new DocScores(1000);
    for (let i = 0; i < set; i++) scores.raise((i * 7) % 1000, 1 + i);
    scores.clear();
    expect(scores.count).toBe(0);
    expect(scores.values.every((v) => v === 0)).toBe(true);
  });
});
