'use client';

import type { CartItem } from '@shop/product-api/contract/cart';
import { useTranslations } from 'next-intl';
import { cartCountsOf } from '@/lib/cart/cart-counts';

/**
 * The items of a cart in the summaries: '3 pcs', '2 weighed', or '3 pcs + 2 weighed' (issue 30
 * item 7: weighed lines are not pieces).
 */
export function ItemsCount({ items }: { items: readonly CartItem[] }) {
  const t = useTranslations('cartPage');
  const { pieces, weighed } = cartCountsOf(items);
  const parts = [
    ...(pieces > 0 || weighed === 0 ? [t('pieces', { count: pieces })] : []),
    ...(weighed > 0 ? [t('weighed', { count: weighed })] : []),
  ];
  return <>{parts.join(' + ')}</>;
}
