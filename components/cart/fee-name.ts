'use client';

import type { CartFee } from '@shop/product-api/contract/cart';
import { useTranslations } from 'next-intl';
import cartMessages from '@/messages/en/cart.json';

/** Fees the shop has a name for (messages cartPage.fees), by the API's fee id. */
type KnownFee = keyof typeof cartMessages.cartPage.fees;

const isKnownFee = (id: string): id is KnownFee => Object.hasOwn(cartMessages.cartPage.fees, id);

/**
 * A cart fee's name in the shopper's language (issue 30 item 8). The API names a fee in English
 * ('Delivery fee'); the shop words the fees it knows by their id and keeps the API's words for a
 * fee it has no name for, so a new fee never shows a raw key.
 */
export function useFeeName(): (fee: CartFee) => string {
  const t = useTranslations('cartPage.fees');
  return (fee) => (isKnownFee(fee.id) ? t(fee.id) : fee.description);
}
