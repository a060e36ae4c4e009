'use client';

import { useTranslations } from 'next-intl';

/** Translates the API's unit codes (KG, LT, PZ) for '€2.40 / kg' style labels. */
export function useUnitLabel(): (unit: string) => string {
  const t = useTranslations('product');
  return (unit) => {
    switch (unit.toUpperCase()) {
      case 'KG':
        return t('unitKg');
      case 'LT':
      case 'L':
        return t('unitLitre');
      case 'PZ':
        return t('unitPiece');
      default:
        // Other units (g, ml, m) read the same in both languages.
        return unit.toLowerCase();
    }
  };
}
