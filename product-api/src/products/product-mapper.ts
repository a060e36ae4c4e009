import type { Language, Product } from '../contract/catalogue';
import type { Allergen, Diet } from '../contract/food-info';
import { euroOf, formatEuro } from '../contract/money';
import { isPieces } from '../contract/quantity';
import type { ProductRow } from './product-row';

/** '€12.90 / kg', the storefront's price-per-unit format (lib/format.ts). */
const pricePerKgText = (cents: number): string => `${formatEuro(cents)} / kg`;

/** A product's or category's name in the language asked for where the catalogue has it, else English. */
export const nameIn = (row: { description: string; descriptionIt: string | null }, language: Language) =>
  language === 'it' && row.descriptionIt ? row.descriptionIt : row.description;

/** A products row as the Product of spec §3, named in `language`. */
export function toProduct(row: ProductRow, language: Language): Product {
  return {
    id: row.id,
    ref: row.ref,
    barcode: row.barcode,
    description: nameIn(row, language),
    brand: row.brand,
    imageUrl: row.imageUrl,
    available: row.available,
    price: euroOf(row.priceCents),
    netPrice: euroOf(row.netPriceCents),
    pricePerUm: euroOf(row.pricePerUmCents),
    umPerUm: row.umPerUm,
    um: row.um,
    purchaseUm: row.purchaseUm,
    umStep: row.umStep,
    minWeight: row.minWeight,
    maxAmount: row.maxAmount,
    // One promotion column set per product; the spec's list keeps room for more.
    promotions:
      row.promotionType === null
        ? []
        : [
            {
              valueType: row.promotionType,
              value: row.promotionValue,
              quantity: row.promotionQuantity,
              description: row.promotionDescription ?? '',
            },
          ],
    vatConfigurationId: row.vatConfigurationId,
    // Spec §3: attrib3 is the price per kg, which only weighed goods (not PZ) are sold by.
    attrib3: isPieces(row) ? null : pricePerKgText(row.pricePerUmCents),
    categoryId: row.categoryId,
    tags: row.tags,
    // Checked on the way in (catalogue import); unknown codes never reach the table.
    allergens: row.allergens as Allergen[],
    mayContain: row.mayContain as Allergen[],
    diets: row.diets as Diet[],
    depositUnits: row.depositUnits,
  };
}
