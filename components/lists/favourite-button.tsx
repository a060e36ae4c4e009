'use client';

import { Heart } from 'lucide-react';
import { useTranslations } from 'next-intl';
import styles from './list-buttons.module.css';
import { useFavourite } from './use-shopper-lists';

/**
 * The heart of a product card and page (spec §2 favourites; issue 32 item 2): adds or removes the
 * product. Its name says which, with the product, since a grid shows two dozen of them.
 */
export function FavouriteButton({ barcode, productName }: { barcode: string; productName: string }) {
  const t = useTranslations('listButtons');
  const { isFavourite, onToggle, isPending } = useFavourite(barcode);
  return (
    <button
      type="button"
      className={isFavourite ? `${styles.heart} ${styles.heartOn}` : styles.heart}
      onClick={() => void onToggle()}
      disabled={isPending}
      aria-label={
        isFavourite
          ? t('removeFavourite', { product: productName })
          : t('addFavourite', { product: productName })
      }
    >
      <Heart aria-hidden="true" size={20} fill={isFavourite ? 'currentColor' : 'none'} />
    </button>
  );
}
