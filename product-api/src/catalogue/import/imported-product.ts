import { waterPackMaxAmount, isWaterPackTagged } from '../../pricing/water-packs';
import { unitPriceOf } from '../../pricing/pack-size';
import { multiBuyPromotion, promotionColumnsOf, promotionOf } from '../../pricing/promotions';
import type { ProductToWrite } from '../product-writer.repository';
import type { CatalogueRow } from './catalogue-row';

/** How a stepper for weighed goods moves when the file leaves step empty (kg). */
export const DEFAULT_WEIGHED_STEP = 0.1;

/** A category of a product being imported: its names in both languages, sub-category first. */
export type CategoryNames = { id: number; names: string[] };

/**
 * The products columns of a checked row in its category, for the shop's product writer (which
 * adds the search text as it does for the seed). Ref, VAT configuration and featured rank are
 * not in a file: a new product gets the writer's defaults, an existing one keeps its own.
 */
export function importedProductOf(row: CatalogueRow, category: CategoryNames): ProductToWrite {
  const weighed = row.unit === 'KG';
  const netPriceCents = row.priceCents;
  const priceCents = Math.max(row.oldPriceCents ?? netPriceCents, netPriceCents);
  // A row has an old price or a multi-buy offer, never both (catalogue-row.ts checks it).
  const promotion = row.multiBuy
    ? multiBuyPromotion(priceCents, row.multiBuy.quantity, row.multiBuy.offerCents)
    : promotionOf(priceCents, netPriceCents, weighed);
  const isBundle = isWaterPackTagged(row.tags);
  return {
    barcode: row.barcode,
    description: row.description,
    descriptionIt: row.descriptionIt,
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
    maxAmount: isBundle ? waterPackMaxAmount(row.maxAmount) : row.maxAmount,
    ...promotionColumnsOf(promotion),
    categoryId: category.id,
    categoryNames: category.names,
    tags: row.tags,
    isBundle,
  };
}
