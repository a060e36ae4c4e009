'use client';

import type { Product } from '@shop/product-api/contract/catalogue';
import { useLocale, useTranslations } from 'next-intl';
import { isPieces } from '@shop/product-api/contract/quantity';
import { formatMoney } from '@/lib/format';
import { useUnitLabel } from './unit-label';

type Promotion = Product['promotions'][number];

/**
 * The words of a product's offer, as the badge and the product page show them, worded from the
 * promotion's numbers in the shopper's language: '2 for €1.50' / '2 per €1.50' (multi-buy),
 * '-20%' (percentage), 'Now €1.59' / 'Ora €1.59', per kg for weighed goods (a new price). The
 * API's description is English ('Now €1.59'), so it is only the fallback for a type the shop
 * does not word itself; UNKNOWN carries no meaningful text (spec §3), so it has none (the badge
 * then reads just 'Offer').
 */
export function useOfferText(): (promotion: Promotion | undefined, purchaseUm: string) => string | null {
  const t = useTranslations('product');
  const unitLabel = useUnitLabel();
  const locale = useLocale();
  return (promotion, purchaseUm) => {
    if (!promotion) return null;
    const { valueType, value, quantity, description } = promotion;
    if (valueType === 'MULTI_BUY' && value !== null && quantity !== null) {
      return t('multiBuy', { quantity, price: formatMoney(value, locale) });
    }
    if (valueType === 'PERCENTAGE' && value !== null) return t('percentOff', { percent: value });
    if (valueType === 'FIXED_PRICE' && value !== null) {
      const price = formatMoney(value, locale);
      return isPieces({ purchaseUm })
        ? t('nowPrice', { price })
        : t('nowPricePerUnit', { price, unit: unitLabel(purchaseUm) });
    }
    if (valueType === 'UNKNOWN' || !description.trim()) return null;
    return description;
  };
}
