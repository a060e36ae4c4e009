import { SearchIndex } from '../../src/search/search-index';
import { SUGGESTION_LIMITS } from '../../src/search/search.service';
import { category, product } from './index-fixture';

const categories = [category(1, 'Bakery', null), category(2, 'Bread', 1)];

// One loaf in five sizes (one name), then loaves of names of their own.
const products = [
  ...Array.from({ length: 5 }, () => product('Sourdough Loaf', 2, 'Busy Bee')),
  ...Array.from({ length: 12 }, (_, i) => product(`Seeded Rye Loaf ${i + 1}`, 2, null)),
];

const index = new SearchIndex({ products, categories, vocabulary: [] });

describe('suggestion tips', () => {
  it('name each product once, best first, up to the limit', () => {
    const { tips } = index.suggest('loaf', SUGGESTION_LIMITS);
    const names = index.namesOf(tips, SUGGESTION_LIMITS.tips, 'en');
    expect(names).toHaveLength(SUGGESTION_LIMITS.tips);
    expect(new Set(names).size).toBe(names.length);
    // The shortest name ranks first among equal scores; its four other sizes give no tip of their own.
    expect(names[0]).toBe('Sourdough Loaf');
    expect(names.filter((name) => name === 'Sourdough Loaf')).toHaveLength(1);
  });

  it('stop at the names the products have', () => {
    const sizes = index.rows.flatMap((row, doc) => (row.description === 'Sourdough Loaf' ? [doc] : []));
    expect(sizes).toHaveLength(5);
    expect(index.namesOf(sizes, SUGGESTION_LIMITS.tips, 'en')).toEqual(['Sourdough Loaf']);
  });
});
