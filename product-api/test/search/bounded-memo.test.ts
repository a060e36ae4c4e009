import { BoundedMemo } from '../../src/search/bounded-memo';

describe('BoundedMemo (a word read once, memory bounded)', () => {
  it('keeps what it is given until it holds its limit, then starts again', () => {
    const memo = new BoundedMemo<number>(2);
    expect(memo.get('a')).toBeUndefined();
    expect(memo.set('a', 1)).toBe(1);
    memo.set('b', 2);
    expect([memo.get('a'), memo.get('b')]).toEqual([1, 2]);
    memo.set('c', 3);
    expect([memo.get('a'), memo.get('b'), memo.get('c')]).toEqual([undefined, undefined, 3]);
  });
});
