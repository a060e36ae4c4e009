'use client';

import type { Product } from '@shop/product-api/contract/catalogue';
import { useTranslations } from 'next-intl';
import { formatMoney } from '@/lib/format';

type Promotion = Product['promotions'][number];

/**
 * The words of a product's offer, as the badge, the product page and the cart show them. A
 * multi-buy is worded from its numbers in the shopper's language ('2 for €1.50', '2 per €1.50');
 * other types show the API's description ('-20%'); UNKNOWN carries no meaningful text (spec §3),
 * so it has none (the badge then reads just 'Offer').
 */
export function useOfferText(): (promotion: Promotion | undefined) => string | null {
  const t = useTranslations('product');
  return (promotion) => {
    if (!promotion) return null;
    const { valueType, value, quantity, description } = promotion;
    if (valueType === 'MULTI_BUY' && value !== null && quantity !== null) {
      return t('multiBuy', { quantity, price: formatMoney(value) });
    }
    if (valueType === 'UNKNOWN' || !description.trim()) return null;
    return description;
  };
}
