'use client';

import type { Cart } from '@shop/product-api/contract/cart';
import { useLocale, useTranslations } from 'next-intl';

/**
 * What the replacement box confirms, from the cart lines' own choices (issue 29): how many
 * products, and which, the picker must not replace, and how many notes the picker gets.
 */
export function ReplacementSummary({ cart }: { cart: Cart }) {
  const t = useTranslations('checkout.data');
  const locale = useLocale();
  const kept = cart.items.filter((item) => !item.replace).map((item) => item.description);
  const notes = cart.items.filter((item) => item.note !== '').length;
  const products = new Intl.ListFormat(locale, { type: 'conjunction' }).format(kept);
  return (
    <>
      <p>{t('replacementSummary', { count: kept.length, products })}</p>
      {notes > 0 ? <p>{t('replacementNotes', { count: notes })}</p> : null}
    </>
  );
}
