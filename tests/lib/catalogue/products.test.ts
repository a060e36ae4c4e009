import type { ProductPage } from '@shop/product-api/contract/catalogue';
import { productsQueryString } from '@/lib/catalogue/product-filters';
import { nextPageOf, productsQueryKey } from '@/lib/catalogue/products';
import { categoryParamsOf, searchFiltersOf, searchHref, searchTextOf } from '@/lib/catalogue/products-params';

const page = (number: number, totalPages: number, last: boolean): ProductPage => ({
  data: [],
  number,
  totalPages,
  last,
});

describe('nextPageOf (spec §4 endless scroll)', () => {
  it('asks for the next page while number < totalPages - 1', () => {
    expect(nextPageOf(page(0, 3, false))).toBe(1);
    expect(nextPageOf(page(1, 3, false))).toBe(2);
  });

  it('stops on the last page and whenever the API says last', () => {
    expect(nextPageOf(page(2, 3, true))).toBeUndefined();
    expect(nextPageOf(page(2, 3, false))).toBeUndefined();
    expect(nextPageOf(page(0, 3, true))).toBeUndefined();
    expect(nextPageOf(page(0, 0, true))).toBeUndefined();
  });
});

describe('productsQueryString', () => {
  it('writes every filter the API knows, the page and the language of the names', () => {
    expect(
      productsQueryString(
        {
          q: 'tea & biscuits',
          category: 12,
          tag: 'vegan',
          brand: 'Kinnie',
          onlyPromotions: true,
          onlyBranded: true,
        },
        2,
        'it',
      ),
    ).toBe(
      'q=tea+%26+biscuits&category=12&tag=vegan&brand=Kinnie&onlyPromotions=true&onlyBranded=true&p=2&lang=it',
    );
  });

  it('leaves out filters that are off', () => {
    expect(productsQueryString({ onlyPromotions: false, onlyBranded: false }, 0, 'en')).toBe('p=0&lang=en');
  });

  it('gives the same key to the same filters, whatever their order', () => {
    expect(productsQueryKey({ category: 3, onlyPromotions: true }, 'en')).toEqual(
      productsQueryKey({ onlyPromotions: true, category: 3, q: undefined }, 'en'),
    );
    expect(productsQueryKey({ category: 3 }, 'en')).not.toEqual(
      productsQueryKey({ category: 3, onlyPromotions: true }, 'en'),
    );
    // Italian names are another list: never shown from the English one's cache.
    expect(productsQueryKey({ category: 3 }, 'en')).not.toEqual(productsQueryKey({ category: 3 }, 'it'));
  });
});

describe('search page address', () => {
  it('reads text, category, brand and both flags', () => {
    expect(
      searchFiltersOf({
        q: ' milk ',
        category: '12',
        brand: 'Benna',
        onlyPromotions: 'true',
        onlyBranded: 'true',
      }),
    ).toEqual({ q: 'milk', category: 12, brand: 'Benna', onlyPromotions: true, onlyBranded: true });
  });

  it("accepts the spec's categoryId and brands names", () => {
    expect(searchFiltersOf({ categoryId: '7', brands: 'Kinnie' })).toEqual({ category: 7, brand: 'Kinnie' });
  });

  it('drops what the API would refuse instead of failing', () => {
    expect(searchFiltersOf({ category: 'abc', onlyPromotions: 'yes', brand: ['A', 'B'] })).toEqual({
      brand: 'A',
    });
    expect(searchFiltersOf({ category: '-3', q: '   ' })).toEqual({});
  });

  it('cuts a search text longer than the API takes to its first 100 characters, and says so', () => {
    const long = `milk ${'x'.repeat(96)}yz`;
    expect(searchFiltersOf({ q: long })).toEqual({ q: long.slice(0, 100) });
    expect(searchTextOf(long)).toEqual({ q: long.slice(0, 100), shortened: true });
    expect(searchTextOf(` ${'a'.repeat(100)} `)).toEqual({ q: 'a'.repeat(100), shortened: false });
    expect(searchTextOf(`milk${' '.repeat(96)}tea`)).toEqual({ q: 'milk', shortened: true });
    // An emoji is two UTF-16 units: the cut drops it whole rather than leave half of it.
    expect(searchTextOf(`${'a'.repeat(99)}🍅b`)).toEqual({ q: 'a'.repeat(99), shortened: true });
    expect(searchTextOf(undefined)).toEqual({ shortened: false });
  });

  it('writes back the address it reads', () => {
    const filters = { q: 'tea', category: 4, brand: 'Twinings', onlyPromotions: true, onlyBranded: true };
    const href = searchHref(filters);
    expect(href.pathname).toBe('/search');
    expect(searchFiltersOf(href.query)).toEqual(filters);
  });
});

describe('category page address', () => {
  it('reads id, tag, promotions and the food filters', () => {
    expect(
      categoryParamsOf({ id: '12', tag: 'vegan', onlyPromotions: 'true', diets: 'VEGAN', freeFrom: 'NUTS' }),
    ).toEqual({
      id: 12,
      tag: 'vegan',
      onlyPromotions: true,
      food: { diets: ['VEGAN'], freeFrom: ['NUTS'] },
    });
    expect(categoryParamsOf({})).toEqual({ id: null, tag: null, onlyPromotions: false, food: {} });
  });

  it('marks an id that is not a number as invalid', () => {
    expect(categoryParamsOf({ id: 'bakery' }).id).toBe('invalid');
    expect(categoryParamsOf({ id: '0' }).id).toBe('invalid');
  });
});
