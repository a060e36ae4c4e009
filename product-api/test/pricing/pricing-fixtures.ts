import type { PricedLineInput, PricedProduct } from '../../src/pricing/cart-pricing-types';

/** Products for the price-rule tests: a piece product by default, overridden per case. */
let nextId = 1;

export function product(overrides: Partial<PricedProduct> = {}): PricedProduct {
  const id = nextId++;
  return {
    id,
    barcode: String(8000000000000 + id),
    description: 'Penne 500g',
    priceCents: 100,
    netPriceCents: 100,
    purchaseUm: 'PZ',
    umStep: 1,
    minWeight: null,
    maxAmount: null,
    promotion: null,
    isBundle: false,
    available: true,
    depositUnits: 0,
    ...overrides,
  };
}

export const line = (p: PricedProduct, amount: number): PricedLineInput => ({ product: p, amount });

/** One piece line costing exactly `cents`. */
export const goods = (cents: number): PricedLineInput =>
  line(product({ priceCents: cents, netPriceCents: cents, description: 'Gift box' }), 1);

export const waterPack = (overrides: Partial<PricedProduct> = {}): PricedProduct =>
  product({
    description: 'Still Water 6 x 1.5L',
    priceCents: 300,
    netPriceCents: 300,
    isBundle: true,
    ...overrides,
  });

export const weighed = (overrides: Partial<PricedProduct> = {}): PricedProduct =>
  product({
    description: 'Tomatoes',
    priceCents: 299,
    netPriceCents: 299,
    purchaseUm: 'KG',
    umStep: 0.25,
    ...overrides,
  });

export const lettuce = (overrides: Partial<PricedProduct> = {}): PricedProduct =>
  product({
    description: 'Iceberg Lettuce',
    priceCents: 89,
    netPriceCents: 89,
    promotion: { type: 'MULTI_BUY', value: 1.5, quantity: 2, description: '2 for €1.50' },
    ...overrides,
  });
