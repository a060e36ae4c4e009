import type { ProductRow } from '../../src/products/product-row';
import { euroOf } from '../../src/contract/money';
import { toProduct } from '../../src/products/product-mapper';
import { productSchema } from '../../src/contract/catalogue';

const row: ProductRow = {
  id: 7,
  ref: 'REF7',
  barcode: '5350000000017',
  description: 'Ġbejniet Friski',
  descriptionIt: 'Ġbejniet freschi',
  brand: null,
  imageUrl: null,
  available: true,
  priceCents: 1999,
  netPriceCents: 1799,
  pricePerUmCents: 1999,
  umPerUm: 'KG',
  um: 'KG',
  purchaseUm: 'KG',
  umStep: 0.1,
  minWeight: 0.2,
  maxAmount: 3,
  promotionType: 'AMOUNT',
  promotionValue: 2,
  promotionQuantity: null,
  promotionDescription: null,
  vatConfigurationId: 2,
  categoryId: 4,
  tags: ['maltese'],
  allergens: ['MILK'],
  mayContain: ['NUTS'],
  diets: ['VEGETARIAN'],
  depositUnits: 0,
};

describe('toProduct', () => {
  it('names the product in the language asked for, in English where there is no Italian name', () => {
    expect(toProduct(row, 'it').description).toBe('Ġbejniet freschi');
    expect(toProduct(row, 'en').description).toBe('Ġbejniet Friski');
    expect(toProduct({ ...row, descriptionIt: null }, 'it').description).toBe('Ġbejniet Friski');
  });

  it('turns cents into euro numbers with 2 decimals', () => {
    expect(euroOf(1999)).toBe(19.99);
    expect(euroOf(10)).toBe(0.1);
    expect(euroOf(0)).toBe(0);
    const product = toProduct(row, 'en');
    expect([product.price, product.netPrice, product.pricePerUm]).toEqual([19.99, 17.99, 19.99]);
  });

  it('builds the promotions list from the promotion columns', () => {
    expect(toProduct(row, 'en').promotions).toEqual([
      { valueType: 'AMOUNT', value: 2, quantity: null, description: '' },
    ]);
    expect(toProduct({ ...row, promotionType: null, promotionValue: null }, 'en').promotions).toEqual([]);
  });

  it('sends a multi-buy offer with its bundle price, item count and words, at the list price', () => {
    const lettuce: ProductRow = {
      ...row,
      um: 'PZ',
      purchaseUm: 'PZ',
      priceCents: 99,
      netPriceCents: 99,
      promotionType: 'MULTI_BUY',
      promotionValue: 1.5,
      promotionQuantity: 2,
      promotionDescription: '2 for €1.50',
    };
    const product = toProduct(lettuce, 'en');
    expect(product.promotions).toEqual([
      { valueType: 'MULTI_BUY', value: 1.5, quantity: 2, description: '2 for €1.50' },
    ]);
    expect([product.price, product.netPrice]).toEqual([0.99, 0.99]);
    expect(productSchema.parse(product)).toEqual(product);
  });

  it('writes the price per kg in attrib3 for weighed goods only', () => {
    expect(toProduct(row, 'en').attrib3).toBe('€19.99 / kg');
    expect(toProduct({ ...row, purchaseUm: 'PZ', um: 'PZ' }, 'en').attrib3).toBeNull();
  });

  it('produces a valid contract Product', () => {
    expect(productSchema.parse(toProduct(row, 'en'))).toEqual(toProduct(row, 'en'));
  });
});
