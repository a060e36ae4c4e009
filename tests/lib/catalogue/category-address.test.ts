import { categorySearchOf, categoryViewSegment, otherParams } from '@/lib/catalogue/category-address';

const segmentOf = (query: string) => categoryViewSegment(new URLSearchParams(query));

describe('the category view segment', () => {
  it('holds the screen state, normalised, and reads back', () => {
    const segment = segmentOf('id=012&tag=gluten free&onlyPromotions=true&utm_source=x');
    expect(segment).toMatch(/^v[A-Za-z0-9_-]+$/);
    expect(categorySearchOf(segment)).toEqual({ id: '12', tag: 'gluten free', onlyPromotions: 'true' });
  });

  it('makes one page of addresses that mean the same', () => {
    expect(segmentOf('id=12&x=1')).toBe(segmentOf('id=12'));
    expect(segmentOf('onlyPromotions=false')).toBe(segmentOf(''));
    expect(segmentOf('')).toBe('v');
  });

  it('keeps a bad id bad, so the page is not found', () => {
    expect(categorySearchOf(segmentOf('id=abc'))).toEqual({ id: 'invalid' });
  });

  it('refuses a segment it did not make', () => {
    expect(categorySearchOf('id=12')).toBeNull();
    expect(categorySearchOf('v../x')).toBeNull();
  });

  it('passes other parameters on', () => {
    expect(otherParams(new URLSearchParams('id=1&origin=APP'))).toBe('?origin=APP');
    expect(otherParams(new URLSearchParams('id=1'))).toBe('');
  });
});
