import { products } from '../db/schema';

/*
 * The product as catalogue and search both read it, below both of them so that neither imports the
 * other for it (architecture: Dependency order of the API domains).
 */

/** The product columns the API sends (a cart line too); the search text stays in the database. */
export const productColumns = {
  id: products.id,
  ref: products.ref,
  barcode: products.barcode,
  description: products.description,
  descriptionIt: products.descriptionIt,
  brand: products.brand,
  imageUrl: products.imageUrl,
  available: products.available,
  priceCents: products.priceCents,
  netPriceCents: products.netPriceCents,
  pricePerUmCents: products.pricePerUmCents,
  umPerUm: products.umPerUm,
  um: products.um,
  purchaseUm: products.purchaseUm,
  umStep: products.umStep,
  minWeight: products.minWeight,
  maxAmount: products.maxAmount,
  promotionType: products.promotionType,
  promotionValue: products.promotionValue,
  promotionDescription: products.promotionDescription,
  promotionQuantity: products.promotionQuantity,
  vatConfigurationId: products.vatConfigurationId,
  categoryId: products.categoryId,
  tags: products.tags,
  allergens: products.allergens,
  mayContain: products.mayContain,
  diets: products.diets,
  depositUnits: products.depositUnits,
};
export type ProductRow = Omit<
  typeof products.$inferSelect,
  'searchText' | 'updatedAt' | 'isBundle' | 'featuredRank'
>;

export type PageWindow = { limit: number; offset: number };
export type RowsWithTotal = { rows: ProductRow[]; total: number };
