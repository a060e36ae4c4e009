/** @jest-environment node */
import {
  otherSearchParams,
  searchViewOf,
  searchViewOfSegment,
  searchViewSegment,
} from '@/lib/catalogue/search-address';
import { pageMemoryKeyOf } from '../../../server/search-page-key';

const segmentOf = (query: string) => searchViewSegment(new URLSearchParams(query));
const viewOf = (query: string) => searchViewOf(new URLSearchParams(query));

describe('the search view segment', () => {
  it('holds the screen state, normalised, and reads back', () => {
    const segment = segmentOf('q= milk &category=012&brand=Benna&onlyPromotions=true&onlyBranded=true&x=1');
    expect(segment).toMatch(/^s[A-Za-z0-9_-]+$/);
    expect(searchViewOfSegment(segment)).toEqual({
      filters: { q: 'milk', category: 12, brand: 'Benna', onlyPromotions: true, onlyBranded: true },
      textShortened: false,
    });
  });

  it.each([
    ['spaces around and between words', 'q=%20%20milk%20%20%20bread%20', 'q=milk bread'],
    ['tabs and line breaks', 'q=milk%09bread%0A', 'q=milk bread'],
    ["'+' and '%20' for a space", 'q=milk+bread', 'q=milk%20bread'],
    ['parameters in another order', 'onlyPromotions=true&q=milk', 'q=milk&onlyPromotions=true'],
    ['unknown parameters', 'q=milk&utm_source=news&origin=APP&p=3', 'q=milk'],
    ['a repeated parameter: the first one counts', 'q=milk&q=bread', 'q=milk'],
    [
      "the spec's names for category and brand",
      'q=tea&categoryId=7&brands=Lipton',
      'q=tea&category=7&brand=Lipton',
    ],
    ['a category with leading zeros', 'q=tea&category=007', 'q=tea&category=7'],
    ['values the API would refuse', 'q=tea&category=abc&onlyPromotions=yes&onlyBranded=1', 'q=tea'],
    ['an empty text', 'q=', ''],
    ['a text of spaces', 'q=+++', ''],
  ])('one page for %s', (_case, spelled, canonical) => {
    expect(segmentOf(spelled)).toBe(segmentOf(canonical));
  });

  it.each([
    ['another text', 'q=milk', 'q=bread'],
    ['a literal plus', 'q=c%2B%2B', 'q=c  '],
    ['a filter', 'q=milk', 'q=milk&onlyPromotions=true'],
    ['another category', 'q=milk&category=1', 'q=milk&category=2'],
    ['another brand', 'q=milk&brand=Benna', 'q=milk&brand=Lactolux'],
    // The title shows the text as typed: 'Results for "Milk"' is not 'Results for "milk"'.
    ['the case of the text', 'q=Milk', 'q=milk'],
    ['accents', 'q=caff%C3%A8', 'q=caffe'],
  ])('keeps apart what the page shows differently: %s', (_case, one, other) => {
    expect(segmentOf(one)).not.toBe(segmentOf(other));
  });

  it('cuts a very long text as the page does, and remembers that it did', () => {
    const long = `${'pomodoro '.repeat(20)}`;
    const view = viewOf(`q=${encodeURIComponent(long)}`);
    expect(view.textShortened).toBe(true);
    expect(view.filters.q?.length).toBeLessThanOrEqual(100);
    expect(searchViewOfSegment(segmentOf(`q=${encodeURIComponent(long)}`))).toEqual(view);
    expect(segmentOf(`q=${encodeURIComponent(long)}`)).not.toBe(
      segmentOf(`q=${encodeURIComponent(view.filters.q ?? '')}`),
    );
    // Spaces are collapsed after the cut, so the results of the cut text stay as before.
    expect(viewOf(`q=a${'%20'.repeat(150)}b`)).toEqual({ filters: { q: 'a' }, textShortened: true });
  });

  it('keeps Maltese and Italian text as typed', () => {
    const view = searchViewOfSegment(segmentOf('q=%C4%A6ob%C5%BC%20tal-Malti'));
    expect(view?.filters.q).toBe('Ħobż tal-Malti');
    expect(searchViewOfSegment(segmentOf('q=pomodori%20pelati'))?.filters.q).toBe('pomodori pelati');
  });

  it('is the empty search for no query at all', () => {
    expect(segmentOf('')).toBe('s');
    expect(searchViewOfSegment('s')).toEqual({ filters: {}, textShortened: false });
  });

  it('refuses a segment it did not make', () => {
    expect(searchViewOfSegment('q=milk')).toBeNull();
    expect(searchViewOfSegment('s../x')).toBeNull();
    // The same view spelled otherwise would be a second cached page of it.
    const spelledOtherwise = `s${Buffer.from('onlyPromotions=true&q=milk').toString('base64url')}`;
    expect(searchViewOfSegment(spelledOtherwise)).toBeNull();
  });

  it('passes other parameters on', () => {
    expect(otherSearchParams(new URLSearchParams('q=milk&origin=APP'))).toBe('?origin=APP');
    expect(otherSearchParams(new URLSearchParams('q=milk&category=2'))).toBe('');
  });
});

describe("the page memory's key of a search", () => {
  it('is one for every spelling of a search, per language and scheme', () => {
    const key = pageMemoryKeyOf('http', '/app/search?q=milk');
    expect(pageMemoryKeyOf('http', '/app/search?utm_source=x&q=+milk%20')).toBe(key);
    expect(pageMemoryKeyOf('http', '/app/search?q=milk&origin=APP')).toBe(key);
    expect(pageMemoryKeyOf('http', '/app/it/search?q=milk')).not.toBe(key);
    expect(pageMemoryKeyOf('https', '/app/search?q=milk')).not.toBe(key);
    expect(pageMemoryKeyOf('http', '/app/search')).toBe(pageMemoryKeyOf('http', '/app/search?q='));
  });

  it('is the address itself for other pages, and for a search address Next redirects', () => {
    expect(pageMemoryKeyOf('http', '/app/category?id=1')).toBe('http /app/category?id=1');
    expect(pageMemoryKeyOf('http', '/app/search/?q=milk')).toBe('http /app/search/?q=milk');
    expect(pageMemoryKeyOf('http', '/app/en/search?q=milk')).toBe('http /app/en/search?q=milk');
  });
});
