import 'server-only';
import type { ProductDetail } from '@shop/product-api/contract/catalogue';
import type { Diet, Nutrition } from '@shop/product-api/contract/food-info';
import { config } from '@/lib/config';
import type { AppLocale } from '@/i18n/routing';
import { absoluteUrl } from './page-metadata';

export const productPath = (barcode: string) => `/product/${barcode}`;

/** '/app/media/…' as the absolute address search engines and link previews need. */
export const absoluteImage = (imageUrl: string | null) =>
  imageUrl === null ? undefined : imageUrl.startsWith('http') ? imageUrl : `${config.siteUrl}${imageUrl}`;

/**
 * GTIN-8/12/13/14 are trade barcodes; EAN-13 codes starting with 2 are the shop's own in-store
 * codes (weighed goods, GS1 restricted circulation) and mean nothing outside it.
 */
const isGtin = (barcode: string) => /^(\d{8}|\d{12,14})$/.test(barcode) && !/^2\d{12}$/.test(barcode);

/** schema.org's RestrictedDiet members for the diets a supplier declares. */
const SCHEMA_DIETS: Record<Diet, string> = {
  VEGAN: 'https://schema.org/VeganDiet',
  VEGETARIAN: 'https://schema.org/VegetarianDiet',
  GLUTEN_FREE: 'https://schema.org/GlutenFreeDiet',
  LACTOSE_FREE: 'https://schema.org/LowLactoseDiet',
};

/** Up to two decimals, as schema.org's Mass and Energy texts ('2.5 g'). */
const amount = (value: number) => String(Math.round(value * 100) / 100);

/**
 * schema.org NutritionInformation per 100 g or ml. schema.org has no salt, only sodium: the label's
 * salt is sodium × 2.5 (Regulation (EU) No 1169/2011, Annex I, 11), so sodium = salt / 2.5.
 */
function nutritionJsonLd(nutrition: Nutrition): Record<string, unknown> {
  return {
    '@type': 'NutritionInformation',
    servingSize: `100 ${nutrition.per}`,
    calories: `${amount(nutrition.energyKcal)} kcal`,
    fatContent: `${amount(nutrition.fat)} g`,
    saturatedFatContent: `${amount(nutrition.saturates)} g`,
    carbohydrateContent: `${amount(nutrition.carbohydrate)} g`,
    sugarContent: `${amount(nutrition.sugars)} g`,
    proteinContent: `${amount(nutrition.protein)} g`,
    sodiumContent: `${amount(nutrition.salt / 2.5)} g`,
  };
}

/**
 * schema.org Product with its offer (what search engines show as price and availability), and of
 * its food information what schema.org has words for: the nutrition and the diets it suits.
 */
export function productJsonLd(product: ProductDetail, locale: AppLocale): Record<string, unknown> {
  const url = absoluteUrl(locale, productPath(product.barcode));
  const price = product.netPrice.toFixed(2);
  const weighed = product.purchaseUm !== 'PZ';
  const food = product.foodInfo;
  return {
    '@type': 'Product',
    name: product.description,
    sku: product.ref,
    ...(isGtin(product.barcode) ? { gtin: product.barcode } : {}),
    ...(product.imageUrl ? { image: absoluteImage(product.imageUrl) } : {}),
    ...(product.brand ? { brand: { '@type': 'Brand', name: product.brand } } : {}),
    ...(food?.nutrition ? { nutrition: nutritionJsonLd(food.nutrition) } : {}),
    ...(food && food.diets.length > 0
      ? { suitableForDiet: food.diets.map((diet) => SCHEMA_DIETS[diet]) }
      : {}),
    offers: {
      '@type': 'Offer',
      url,
      price,
      priceCurrency: 'EUR',
      availability: product.available ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
      itemCondition: 'https://schema.org/NewCondition',
      // Weighed goods are priced per kilogram (UN/CEFACT unit code KGM).
      ...(weighed
        ? {
            priceSpecification: {
              '@type': 'UnitPriceSpecification',
              price,
              priceCurrency: 'EUR',
              referenceQuantity: { '@type': 'QuantitativeValue', value: 1, unitCode: 'KGM' },
            },
          }
        : {}),
    },
  };
}
