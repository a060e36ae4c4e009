import type { ProductRow } from '../../src/products/product-row';
import { SearchIndex } from '../../src/search/search-index';
import { category, product } from './index-fixture';
import { SUGGESTION_LIMITS } from '../../src/search/search.service';

/**
 * A short beginning ('pas') walks its terms' postings merged into one list, a longer one
 * ('pass') walks them term by term. Where both stand for the same terms, the answers must be
 * the same: a product found in several places counts its best place, its category agrees once.
 */
const categories = [
  category(1, 'Pantry', null),
  category(2, 'Sauces', 1),
  category(3, 'Drinks', null),
  category(4, 'Passion Fruit Drinks', 3),
  category(5, 'Pet Care', null, false),
];

const sizes = ['250g', '500g', '700g', '1kg'];
const products: ProductRow[] = [
  // 'passata' in the name, some with 'passion' in the brand too.
  ...Array.from({ length: 300 }, (_, i) =>
    product(`Passata Rustica ${sizes[i % 4]} ${i}`, 2, i % 3 === 0 ? 'Passione Italiana' : 'Mutti'),
  ),
  // 'passion' only in the category, and in a tag for some.
  ...Array.from({ length: 250 }, (_, i) =>
    product(`Tropical Nectar ${i}`, 4, 'Rauch', i % 5 === 0 ? ['passion'] : []),
  ),
  // 'passion' in the name of a product not sold as food.
  ...Array.from({ length: 40 }, (_, i) => product(`Passion Dog Chews ${i}`, 5, 'Pedigree')),
  // Nothing starting with 'pas'.
  ...Array.from({ length: 50 }, (_, i) => product(`Still Water ${i}`, 3, 'Kinnie')),
];

const index = new SearchIndex({ products, categories, vocabulary: [] });
const namesOf = (docs: number[]) => docs.map((doc) => index.rows[doc]!.description);
const suggestionsFor = (q: string) => {
  const { tips, categories: found, brands } = index.suggest(q, SUGGESTION_LIMITS);
  return { tips: namesOf(tips), categories: found, brands };
};

describe('a short beginning', () => {
  it('is walked merged here (the case this file is about)', () => {
    // Not what a shopper sees: it checks that 'pas' takes the merged walk at all, so the
    // comparisons below compare the two walks and not one walk with itself.
    expect((index as unknown as { prefixPostings: Map<string, unknown> }).prefixPostings.has('pas')).toBe(
      true,
    );
  });

  it('suggests what a longer beginning of the same words suggests', () => {
    const merged = suggestionsFor('pas');
    expect(merged).toEqual(suggestionsFor('pass'));
    expect(merged.tips.length).toBe(SUGGESTION_LIMITS.tips * 4);
    // Every product with a 'pas…' word, counted once, by category.
    expect(merged.categories).toEqual([
      { categoryId: 2, count: 300 },
      { categoryId: 4, count: 250 },
      { categoryId: 5, count: 40 },
    ]);
    expect(merged.brands).toEqual(expect.arrayContaining(['Passione Italiana', 'Mutti']));
  });

  it('gives the same answers with another word before it', () => {
    expect(suggestionsFor('tropical pas')).toEqual(suggestionsFor('tropical pass'));
    expect(suggestionsFor('rustica pas')).toEqual(suggestionsFor('rustica pass'));
    expect(suggestionsFor('tropical pas').categories).toEqual([{ categoryId: 4, count: 250 }]);
  });

  it('ranks every match, food first, and pages through that ranking', () => {
    const all = index.search('pas', 'suggestions', {}, 0, 1000);
    expect(all.total).toBe(590);
    expect(all.docs).toHaveLength(590);
    expect(namesOf(all.docs.slice(-40)).every((name) => name.startsWith('Passion Dog Chews'))).toBe(true);
    expect(index.search('pas', 'suggestions', {}, 24, 24).docs).toEqual(all.docs.slice(24, 48));
    expect(index.search('pass', 'suggestions', {}, 0, 1000).docs).toEqual(all.docs);
  });
});
