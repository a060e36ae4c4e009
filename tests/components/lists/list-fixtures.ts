import type { Favourite, Smartlist, SmartlistItem } from '@shop/product-api/contract/lists';

export function aListItem(overrides: Partial<SmartlistItem> = {}): SmartlistItem {
  const id = overrides.id ?? 11;
  return {
    id,
    itemId: id,
    type: 'PRODUCT',
    ref: null,
    barcode: '5000000000011',
    description: 'Whole milk 1 l',
    imageUrl: null,
    amount: 2,
    checked: false,
    availability: 'AVAILABLE',
    purchaseUm: 'PZ',
    umStep: 1,
    minWeight: null,
    maxAmount: 99,
    allergens: ['MILK'],
    mayContain: [],
    ...overrides,
  };
}

export function aList(overrides: Partial<Smartlist> = {}): Smartlist {
  return { id: 1, title: 'Weekly shop', automated: false, items: [aListItem()], ...overrides };
}

export function aFavourite(overrides: Partial<Favourite> = {}): Favourite {
  return {
    id: 5,
    barcode: '5000000000011',
    description: 'Whole milk 1 l',
    imageUrl: null,
    availability: 'AVAILABLE',
    allergens: ['MILK'],
    mayContain: [],
    ...overrides,
  };
}
