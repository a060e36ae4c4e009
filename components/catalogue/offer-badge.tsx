'use client';

import type { Product } from '@shop/product-api/contract/catalogue';
import { BadgePercent } from 'lucide-react';
import { useTranslations } from 'next-intl';
import styles from './offer-badge.module.css';

type Promotion = Product['promotions'][number];

/**
 * Offer badge of spec §2: shown when the product has a promotion. Its text is the first
 * promotion's description; valueType UNKNOWN carries no meaningful text (spec §3), so it reads
 * just 'Offer'.
 */
export function OfferBadge({ promotions }: { promotions: Promotion[] }) {
  const t = useTranslations('product');
  const first = promotions[0];
  if (!first) return null;
  const text = first.valueType === 'UNKNOWN' || !first.description.trim() ? t('offer') : first.description;
  return (
    <span className={styles.badge}>
      <BadgePercent aria-hidden="true" size={16} />
      {text}
    </span>
  );
}
