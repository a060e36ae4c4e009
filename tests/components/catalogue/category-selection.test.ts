import {
  NOTHING_SELECTED,
  afterMainClick,
  afterSubClick,
  categoryHref,
  categoryTrail,
  selectedCategoryId,
  selectedPath,
  selectionOf,
} from '@/components/catalogue/category-selection';
import { aCategory } from '../fixtures';

const tree = [
  aCategory(1, 'Bakery', [aCategory(11, 'Bread'), aCategory(12, 'Pastries')]),
  aCategory(2, 'Drinks', [aCategory(21, 'Soft Drinks')]),
  aCategory(3, 'Snacks'),
];

describe('category screen click rules (spec §4)', () => {
  it('clicking another main category selects it and clears the sub-category', () => {
    expect(afterMainClick({ mainId: 1, subId: 11 }, 2)).toEqual({ mainId: 2, subId: null });
    expect(afterMainClick(NOTHING_SELECTED, 3)).toEqual({ mainId: 3, subId: null });
  });

  it('clicking the selected main category resets to its parent, the whole catalogue', () => {
    expect(afterMainClick({ mainId: 1, subId: null }, 1)).toEqual(NOTHING_SELECTED);
    expect(afterMainClick({ mainId: 1, subId: 12 }, 1)).toEqual(NOTHING_SELECTED);
  });

  it('selecting a sub-category sets it under its main category', () => {
    expect(afterSubClick(1, 12)).toEqual({ mainId: 1, subId: 12 });
  });

  it('lists the sub-category when one is chosen, else the main category, else everything', () => {
    expect(selectedCategoryId({ mainId: 1, subId: 12 })).toBe(12);
    expect(selectedCategoryId({ mainId: 1, subId: null })).toBe(1);
    expect(selectedCategoryId(NOTHING_SELECTED)).toBeNull();
  });
});

describe('selectionOf (the address ?id=)', () => {
  it('finds a main category, a sub-category under its parent, or nothing selected', () => {
    expect(selectionOf(tree, 2)).toEqual({ mainId: 2, subId: null });
    expect(selectionOf(tree, 12)).toEqual({ mainId: 1, subId: 12 });
    expect(selectionOf(tree, null)).toEqual(NOTHING_SELECTED);
  });

  it('is null for an id the tree does not have', () => {
    expect(selectionOf(tree, 999)).toBeNull();
  });

  it('gives the main and sub-category for the title and breadcrumb', () => {
    const path = selectedPath(tree, { mainId: 1, subId: 12 });
    expect([path.main?.description, path.sub?.description]).toEqual(['Bakery', 'Pastries']);
    expect(selectedPath(tree, NOTHING_SELECTED)).toEqual({ main: null, sub: null });
  });
});

describe('categoryHref', () => {
  it('puts the selected category, the tag and the promotions filter in the address', () => {
    expect(categoryHref({ selection: { mainId: 1, subId: 12 }, tag: 'vegan', onlyPromotions: true })).toEqual(
      {
        pathname: '/category',
        query: { id: '12', tag: 'vegan', onlyPromotions: 'true' },
      },
    );
  });

  it('leaves out what is not chosen', () => {
    expect(categoryHref({ selection: NOTHING_SELECTED, tag: null, onlyPromotions: false })).toEqual({
      pathname: '/category',
      query: {},
    });
    expect(
      categoryHref({ selection: { mainId: 2, subId: null }, tag: null, onlyPromotions: false }).query,
    ).toEqual({
      id: '2',
    });
  });
});

describe('categoryTrail', () => {
  // Three levels deep: the product page's trail goes down to a sub-sub-category.
  const deepTree = [
    aCategory(1, 'Bakery', [aCategory(2, 'Bread'), aCategory(3, 'Pastries')]),
    aCategory(4, 'Drinks', [aCategory(5, 'Soft Drinks', [aCategory(6, 'Cola')])]),
  ];

  it('walks from the main category down to the product’s category', () => {
    expect(categoryTrail(deepTree, 3).map((c) => c.description)).toEqual(['Bakery', 'Pastries']);
    expect(categoryTrail(deepTree, 6).map((c) => c.description)).toEqual(['Drinks', 'Soft Drinks', 'Cola']);
    expect(categoryTrail(deepTree, 4).map((c) => c.description)).toEqual(['Drinks']);
  });

  it('is empty for a category not in the tree', () => {
    expect(categoryTrail(deepTree, 99)).toEqual([]);
  });
});
