import { movedHighlight, suggestionOptions } from '@/components/layout/search-suggestions-options';

const suggestions = {
  tips: ['Kinnie Original 1.5L', 'Kinnie Zest 1.5L'],
  categories: [{ label: 'Soft Drinks', count: 4, categoryId: 21 }],
  brands: ['Kinnie'],
};

describe('suggestionOptions', () => {
  it('lists tips, then categories, then brands, each leading where spec §2 says', () => {
    const options = suggestionOptions(suggestions, ' kinn ');
    expect(options.map((o) => [o.kind, o.label, o.href])).toEqual([
      ['tip', 'Kinnie Original 1.5L', { pathname: '/search', query: { q: 'Kinnie Original 1.5L' } }],
      ['tip', 'Kinnie Zest 1.5L', { pathname: '/search', query: { q: 'Kinnie Zest 1.5L' } }],
      ['category', 'Soft Drinks', { pathname: '/category', query: { id: '21' } }],
      ['brand', 'Kinnie', { pathname: '/search', query: { q: 'kinn', brand: 'Kinnie' } }],
    ]);
    expect(options[2]).toMatchObject({ count: 4 });
  });

  it('gives each option a distinct key', () => {
    const keys = suggestionOptions({ ...suggestions, brands: ['Soft Drinks'] }, 'x').map((o) => o.key);
    expect(new Set(keys).size).toBe(keys.length);
  });
});

describe('movedHighlight', () => {
  it('goes down from nothing to the first and wraps at the end', () => {
    expect(movedHighlight(-1, 3, 'ArrowDown')).toBe(0);
    expect(movedHighlight(1, 3, 'ArrowDown')).toBe(2);
    expect(movedHighlight(2, 3, 'ArrowDown')).toBe(0);
  });

  it('goes up from nothing to the last and wraps at the start', () => {
    expect(movedHighlight(-1, 3, 'ArrowUp')).toBe(2);
    expect(movedHighlight(0, 3, 'ArrowUp')).toBe(2);
    expect(movedHighlight(2, 3, 'ArrowUp')).toBe(1);
  });

  it('highlights nothing when there is nothing', () => {
    expect(movedHighlight(-1, 0, 'ArrowDown')).toBe(-1);
  });
});
