import { categorySearchOf, categoryViewSegment } from '@/lib/catalogue/category-address';
import { foodFilterParams, foodFiltersOf, toggled } from '@/lib/catalogue/food-filters';
import { productsQueryString } from '@/lib/catalogue/product-filters';
import { searchHref } from '@/lib/catalogue/products-params';
import { searchViewOf } from '@/lib/catalogue/search-address';

describe('the diet and free-from filters of an address', () => {
  it('reads known codes in one order, each once, and drops the unknown', () => {
    expect(
      foodFiltersOf({ diets: 'gluten_free,VEGAN,VEGAN,KETO', freeFrom: 'MILK, PEANUTS,chocolate' }),
    ).toEqual({
      diets: ['VEGAN', 'GLUTEN_FREE'],
      freeFrom: ['PEANUTS', 'MILK'],
    });
    expect(foodFiltersOf({ diets: '', freeFrom: 'KETO' })).toEqual({});
  });

  it('writes them as the API takes them', () => {
    expect(foodFilterParams({ diets: ['GLUTEN_FREE', 'VEGAN'], freeFrom: ['MILK', 'PEANUTS'] })).toEqual({
      diets: 'VEGAN,GLUTEN_FREE',
      freeFrom: 'PEANUTS,MILK',
    });
    expect(productsQueryString({ category: 3, freeFrom: ['PEANUTS'] }, 0, 'en')).toBe(
      'category=3&freeFrom=PEANUTS&p=0&lang=en',
    );
  });

  it('adds and takes away one code', () => {
    const some = toggled({ diets: ['VEGAN'] }, 'freeFrom', 'SESAME', true);
    expect(some).toEqual({ diets: ['VEGAN'], freeFrom: ['SESAME'] });
    expect(toggled(some, 'freeFrom', 'SESAME', false)).toEqual({ diets: ['VEGAN'] });
  });

  it('are part of the search address, normalised, and read back', () => {
    const view = searchViewOf(new URLSearchParams('q=pasta&freeFrom=MILK,PEANUTS&diets=VEGAN'));
    expect(view.filters).toEqual({ q: 'pasta', diets: ['VEGAN'], freeFrom: ['PEANUTS', 'MILK'] });
    expect(searchHref(view.filters).query).toEqual({ q: 'pasta', diets: 'VEGAN', freeFrom: 'PEANUTS,MILK' });
  });

  it('are part of the category view: one cached page for every spelling', () => {
    const segment = categoryViewSegment(new URLSearchParams('id=4&freeFrom=MILK,PEANUTS,PEANUTS'));
    expect(segment).toBe(categoryViewSegment(new URLSearchParams('freeFrom=PEANUTS,MILK&id=4')));
    expect(categorySearchOf(segment)).toEqual({ id: '4', freeFrom: 'PEANUTS,MILK' });
  });
});
