'use client';

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Trash2 } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { SignedInOnly } from '@/components/account/signed-in-only';
import { CartScreenSkeleton } from '@/components/cart-create/cart-screen-skeleton';
import { AllergenWarning } from '@/components/catalogue/allergen-warning';
import { ProductImage } from '@/components/catalogue/product-image';
import { FailureAlert } from '@/components/ui/failure-alert';
import { useToast } from '@/components/ui/toast';
import { Link } from '@/i18n/navigation';
import { favouritesQueryKey, favouritesQueryOptions } from '@/lib/lists/lists';
import styles from './lists.module.css';

/**
 * /favorites (spec §2 favourites): a table of image (placeholder when none), description, barcode
 * and delete; a product's name and photo open its page. Cached HTML drawn in the browser for
 * whoever is signed in, like /orders; a visitor is asked to sign in.
 */
export function FavouritesScreen() {
  const t = useTranslations('favourites');
  const texts = {
    visitorTitle: t('visitorTitle'),
    visitorText: t('visitorText'),
    signIn: t('signIn'),
    loading: t('loading'),
  };
  return (
    <SignedInOnly texts={texts} className={styles.box} titleClassName={styles.boxTitle}>
      <FavouritesTable />
    </SignedInOnly>
  );
}

function FavouritesTable() {
  const t = useTranslations('favourites');
  const queryClient = useQueryClient();
  const { showToast } = useToast();
  const favourites = useQuery(favouritesQueryOptions());
  const remove = useMutation({
    mutationFn: async (barcode: string) =>
      (await import('@/lib/lists/lists-requests')).removeFavourite(barcode),
    onSuccess: (left) => queryClient.setQueryData(favouritesQueryKey, left),
    onError: () => showToast(t('failed')),
  });

  if (favourites.isPending) return <CartScreenSkeleton label={t('loading')} />;
  if (favourites.isError) return <FailureAlert message={t('loadFailed')} announce={false} />;
  if (favourites.data.length === 0) {
    return (
      <div className={styles.box}>
        <h2 className={styles.boxTitle}>{t('emptyTitle')}</h2>
        <p>{t('emptyText')}</p>
      </div>
    );
  }

  return (
    <table className={styles.table}>
      <caption className="visually-hidden">{t('caption')}</caption>
      <thead>
        <tr>
          <th scope="col">
            <span className="visually-hidden">{t('image')}</span>
          </th>
          <th scope="col">{t('description')}</th>
          <th scope="col" className={styles.barcodeCell}>
            {t('barcode')}
          </th>
          <th scope="col">
            <span className="visually-hidden">{t('actions')}</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {favourites.data.map((favourite) => {
          const href = `/product/${encodeURIComponent(favourite.barcode)}`;
          return (
            <tr key={favourite.barcode}>
              <td className={styles.imageCell}>
                {/* The name is the keyboard's link; the photo a second target for mouse and touch. */}
                <Link href={href} tabIndex={-1} aria-hidden="true" className={styles.itemImage}>
                  <ProductImage src={favourite.imageUrl} alt="" size={160} />
                </Link>
              </td>
              <td>
                <Link href={href} className={styles.itemName}>
                  {favourite.description}
                </Link>
                {favourite.availability === 'AVAILABLE' ? null : (
                  <span className={styles.itemNote}>
                    {favourite.availability === 'NOT_SOLD' ? t('notSold') : t('unavailable')}
                  </span>
                )}
                <AllergenWarning product={favourite} className={styles.itemAllergens} />
              </td>
              <td className={styles.barcodeCell}>{favourite.barcode}</td>
              <td className={styles.actionCell}>
                <button
                  type="button"
                  className={styles.iconButton}
                  disabled={remove.isPending}
                  onClick={() => remove.mutate(favourite.barcode)}
                  aria-label={t('remove', { product: favourite.description })}
                >
                  <Trash2 aria-hidden="true" size={18} />
                </button>
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
