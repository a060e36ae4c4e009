'use client';

import type { Product } from '@shop/product-api/contract/catalogue';
import { BadgePercent } from 'lucide-react';
import { useTranslations } from 'next-intl';
import styles from './offer-badge.module.css';
import { useOfferText } from './offer-text';

type Promotion = Product['promotions'][number];

/**
 * Offer badge of spec §2: shown when the product has a promotion, with the first promotion's
 * words ('-20%', '2 for €1.50', 'Now €1.59'); a promotion without words (valueType UNKNOWN, spec §3) reads
 * just 'Offer'.
 */
export function OfferBadge({ promotions, purchaseUm }: { promotions: Promotion[]; purchaseUm: string }) {
  const t = useTranslations('product');
  const offerText = useOfferText();
  const first = promotions[0];
  if (!first) return null;
  return (
    <span className={styles.badge}>
      <BadgePercent aria-hidden="true" size={16} />
      {offerText(first, purchaseUm) ?? t('offer')}
    </span>
  );
}
