import { unitPriceOf } from '../../pricing/pack-size';
import type { ProductColumns } from '../../pricing/product-columns';
import { promotionOf } from '../../pricing/promotions';
import { searchColumnsOf, vectorTextsOf, type VectorTexts } from '../search-document';
import type { CatalogueRow } from './catalogue-row';

/** The tag that makes a product a bundle (a water pack, spec §1: at most 10 per order). */
export const BUNDLE_TAG = 'water-pack';

/** How a stepper for weighed goods moves when the file leaves step empty (kg). */
export const DEFAULT_WEIGHED_STEP = 0.1;

/** A category of a product being imported: its names in both languages, sub-category first. */
export type CategoryNames = { id: number; names: string[] };

/**
 * The columns of a products row that an import writes: a product's columns but ref, VAT
 * configuration and featured rank (an existing product keeps them), plus its category and the
 * search columns.
 */
export type ImportedProduct = Omit<ProductColumns, 'ref' | 'vatConfigurationId' | 'featuredRank'> & {
  categoryId: number;
  searchName: string;
  searchText: string;
  vectorTexts: VectorTexts;
};

/** The products columns of a checked row in its category (search columns as the seed writes them). */
export function importedProductOf(row: CatalogueRow, category: CategoryNames): ImportedProduct {
  const weighed = row.unit === 'KG';
  const netPriceCents = row.priceCents;
  const priceCents = Math.max(row.oldPriceCents ?? netPriceCents, netPriceCents);
  const promotion = promotionOf(priceCents, netPriceCents, weighed);
  const source = {
    description: row.description,
    brand: row.brand,
    categoryNames: category.names,
    tags: row.tags,
  };
  const search = searchColumnsOf(source);
  return {
    barcode: row.barcode,
    description: row.description,
    brand: row.brand,
    imageUrl: row.imageUrl,
    available: row.available,
    priceCents,
    netPriceCents,
    // Priced per unit as the seed does (pricing/pack-size.ts).
    ...unitPriceOf(row.description, weighed, netPriceCents),
    um: row.unit,
    purchaseUm: row.unit,
    umStep: weighed ? (row.step ?? DEFAULT_WEIGHED_STEP) : 1,
    minWeight: weighed ? row.minWeight : null,
    maxAmount: row.maxAmount,
    promotionType: promotion?.type ?? null,
    promotionValue: promotion?.value ?? null,
    promotionDescription: promotion?.description ?? null,
    categoryId: category.id,
    tags: row.tags,
    isBundle: row.tags.includes(BUNDLE_TAG),
    searchName: search.searchName,
    searchText: search.searchText,
    // The import builds the vector from these texts in SQL (one JSON parameter per chunk instead
    // of six per row), with the same builder as searchColumnsOf.
    vectorTexts: vectorTextsOf(source),
  };
}
