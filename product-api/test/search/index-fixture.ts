import type { ProductRow } from '../../src/products/product-row';
import type { IndexedCategory } from '../../src/search/search-index';

/** Rows for a SearchIndex built in a test, without a database: only what the index reads varies. */
export const category = (
  id: number,
  description: string,
  parentId: number | null,
  food = true,
): IndexedCategory => ({
  id,
  parentId,
  description,
  descriptionIt: null,
  food,
});

let nextId = 1;
export function product(
  description: string,
  categoryId: number,
  brand: string | null,
  tags: string[] = [],
): ProductRow {
  const id = nextId++;
  return {
    id,
    ref: `REF${id}`,
    barcode: String(5350000000000 + id),
    description,
    descriptionIt: null,
    brand,
    imageUrl: null,
    available: true,
    priceCents: 100 + (id % 50),
    netPriceCents: 100 + (id % 50),
    pricePerUmCents: 100,
    umPerUm: 'PZ',
    um: 'PZ',
    purchaseUm: 'PZ',
    umStep: 1,
    minWeight: null,
    maxAmount: 10,
    promotionType: null,
    promotionValue: null,
    promotionQuantity: null,
    promotionDescription: null,
    vatConfigurationId: 1,
    categoryId,
    tags,
    allergens: [],
    mayContain: [],
    diets: [],
    depositUnits: 0,
  };
}
