import { SearchIndex } from '../../src/search/search-index';
import { category, product } from './index-fixture';

/**
 * The index looks for the rarest word of a query first and for the others only among its
 * products. Which word is rarer depends on the rest of the catalogue, so it must not change how
 * two products that match the query rank against each other.
 */
const categories = [category(1, 'Pasta', null), category(2, 'Drinks', null), category(3, 'Snacks', null)];
// 'free' in the name, 'spa…' only in a tag.
const linguine = product('Free From Linguine', 1, null, ['spaghetti']);
// 'spa…' in the name, 'free' only in a tag.
const water = product('Sparkling Water', 2, null, ['sugar free']);
// Products with one of the two words only, to make the other the rarer one.
const withFree = Array.from({ length: 30 }, (_, i) => product(`Free Range Crisps ${i}`, 3, null));
const withSpa = Array.from({ length: 30 }, (_, i) => product(`Spanish Crisps ${i}`, 3, null));

function ranked(extra: typeof withFree, q: string): string[] {
  const index = new SearchIndex({ products: [linguine, water, ...extra], categories, vocabulary: [] });
  return index.search(q, 'suggestions', {}, 0, 10).docs.map((doc) => index.rows[doc]!.description);
}

describe('the words of a query', () => {
  it('rank two products alike whichever word the catalogue holds more of', () => {
    const freeRarer = ranked(withSpa, 'free spa');
    const spaRarer = ranked(withFree, 'free spa');
    // The name counts more than a tag: 'free' in the name beats 'spa…' in it, a beginning.
    expect(freeRarer).toEqual(['Free From Linguine', 'Sparkling Water']);
    expect(spaRarer).toEqual(freeRarer);
  });
});
