import type { CartItem } from '@shop/product-api/contract/cart';
import { isPieces } from '@shop/product-api/contract/quantity';

/**
 * What a cart holds, told apart (spec §3 itemsCount, issue 30 item 7): pieces are counted by their
 * amount, weighed goods by their lines, so a kilogram of bananas is never called a piece. Lines no
 * longer available count in neither, as in the API's totals.
 */
export type CartCounts = { pieces: number; weighed: number };

export function cartCountsOf(items: readonly CartItem[]): CartCounts {
  return items.reduce<CartCounts>(
    (counts, item) => {
      if (item.status !== 'ok') return counts;
      return isPieces(item)
        ? { ...counts, pieces: counts.pieces + Math.round(item.amount) }
        : { ...counts, weighed: counts.weighed + 1 };
    },
    { pieces: 0, weighed: 0 },
  );
}
