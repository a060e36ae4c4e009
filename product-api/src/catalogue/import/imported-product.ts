import { packSizeOf, pricePerUnitCents, type PackSize } from '../../db/seed/pack-size';
import type { ProductColumns } from '../../db/seed/product-plan';
import { euroText, type PromotionType } from '../../db/seed/promotions';
import { normaliseSearchText, searchColumnsOf } from '../search-document';
import type { CatalogueRow } from './catalogue-row';

/** The tag that makes a product a bundle (a water pack, spec §1: at most 10 per order). */
export const BUNDLE_TAG = 'water-pack';

/** How a stepper for weighed goods moves when the file leaves step empty (kg). */
export const DEFAULT_WEIGHED_STEP = 0.1;

/** A category of a product being imported: its names in both languages, sub-category first. */
export type CategoryNames = { id: number; names: string[] };

/**
 * The three texts of the full-text vector as searchColumnsOf weighs them: name (A), brand (B),
 * categories and tags (C). The import builds the vector from them in SQL (one JSON parameter per
 * chunk instead of six per row); a test holds it equal to searchColumnsOf's.
 */
export type VectorTexts = { name: string; brand: string; rest: string };

/**
 * The columns of a products row that an import writes: the seed's columns but ref, VAT
 * configuration and featured rank (an existing product keeps them), plus its category and the
 * search columns.
 */
export type ImportedProduct = Omit<ProductColumns, 'ref' | 'vatConfigurationId' | 'featuredRank'> & {
  categoryId: number;
  searchName: string;
  searchText: string;
  vectorTexts: VectorTexts;
};

type Promotion = { type: PromotionType; value: number; description: string };

/**
 * A struck-through old price as the shop stores a promotion (the seed's shapes): price keeps the
 * list price, net price what the customer pays. A whole-percent discount reads '-20%'; any other
 * a 'Now €1.99' price, since a rounded percentage would promise what the till does not give.
 */
export function promotionOf(oldCents: number, netCents: number, weighed: boolean): Promotion | null {
  if (oldCents <= netCents) return null;
  const percent = Math.round(((oldCents - netCents) * 100) / oldCents);
  if (percent > 0 && Math.round((oldCents * (100 - percent)) / 100) === netCents) {
    return { type: 'PERCENTAGE', value: percent, description: `-${percent}%` };
  }
  return {
    type: 'FIXED_PRICE',
    value: netCents / 100,
    description: `Now ${euroText(netCents)}${weighed ? '/kg' : ''}`,
  };
}

/** The products columns of a checked row in its category (search columns as the seed writes them). */
export function importedProductOf(row: CatalogueRow, category: CategoryNames): ImportedProduct {
  const weighed = row.unit === 'KG';
  const netPriceCents = row.priceCents;
  const priceCents = Math.max(row.oldPriceCents ?? netPriceCents, netPriceCents);
  const promotion = promotionOf(priceCents, netPriceCents, weighed);
  // Weighed goods are priced per kg; packed goods show a price per kg, litre or piece from the
  // pack size in their name ('500g', '6 x 330ml'), as the seed does.
  const pack: PackSize = weighed ? { quantity: 1, unit: 'KG' } : packSizeOf(row.description);
  const search = searchColumnsOf({
    description: row.description,
    brand: row.brand,
    categoryNames: category.names,
    tags: row.tags,
  });
  return {
    barcode: row.barcode,
    description: row.description,
    brand: row.brand,
    imageUrl: row.imageUrl,
    available: row.available,
    priceCents,
    netPriceCents,
    pricePerUmCents: pricePerUnitCents(netPriceCents, pack),
    umPerUm: pack.unit,
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
    vectorTexts: {
      name: search.searchName,
      brand: normaliseSearchText(row.brand ?? ''),
      rest: normaliseSearchText([...category.names, ...row.tags].join(' ')),
    },
  };
}
