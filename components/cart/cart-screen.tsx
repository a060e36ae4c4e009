'use client';

import { useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useEffect } from 'react';
import { useLoginDialog } from '@/components/layout/login-dialog-context';
import buttons from '@/components/ui/button.module.css';
import { Link, useRouter } from '@/i18n/navigation';
import { cartQueryKey, useCurrentCart } from '@/lib/cart/cart';
import { CartActions } from './cart-actions';
import { CartLine } from './cart-line';
import styles from './cart-screen.module.css';
import { CartSummary } from './cart-summary';

/**
 * The cart page (spec §2 /cart), drawn in the browser for whoever is signed in (the page itself
 * is cached HTML). Signed out it offers the login (spec §2: a login button instead of checkout);
 * without a cart it sends the shopper to open one (/cart/create).
 */
export function CartScreen() {
  const t = useTranslations('cartPage');
  const { cart, signedIn, isPending, isError } = useCurrentCart();
  const { openLoginPopup } = useLoginDialog();
  const queryClient = useQueryClient();
  const router = useRouter();
  const noCart = signedIn && !isPending && !isError && cart === null;

  useEffect(() => {
    if (noCart) router.replace('/cart/create');
  }, [noCart, router]);

  if (isPending) {
    return (
      <p className={styles.status} role="status">
        {t('loading')}
      </p>
    );
  }
  if (!signedIn) {
    return (
      <div className={styles.card}>
        <h2 className={styles.cardTitle}>{t('signedOutTitle')}</h2>
        <p>{t('signedOutText')}</p>
        <div className={styles.cardActions}>
          <button type="button" className={buttons.primary} onClick={() => openLoginPopup()}>
            {t('signInToCheckout')}
          </button>
          <Link href="/" className={styles.continue}>
            {t('continueShopping')}
          </Link>
        </div>
      </div>
    );
  }
  if (isError) {
    return (
      <div className={styles.card} role="alert">
        <p>{t('loadFailed')}</p>
        <button
          type="button"
          className={buttons.secondary}
          onClick={() => void queryClient.refetchQueries({ queryKey: cartQueryKey, exact: true })}
        >
          {t('retry')}
        </button>
      </div>
    );
  }
  if (!cart) {
    return (
      <p className={styles.status} role="status">
        {t('toCreate')}
      </p>
    );
  }

  return (
    <div className={styles.layout}>
      <section className={styles.lines} aria-labelledby="cart-lines-heading">
        <h2 id="cart-lines-heading" className="visually-hidden">
          {t('linesHeading')}
        </h2>
        {cart.items.length === 0 ? (
          <div className={styles.empty}>
            <p className={styles.cardTitle}>{t('empty')}</p>
            <p>{t('emptyHint')}</p>
          </div>
        ) : (
          <ul className={styles.lineList}>
            {cart.items.map((item) => (
              <CartLine key={item.barcode} cart={cart} item={item} />
            ))}
          </ul>
        )}
      </section>
      <aside className={styles.side}>
        <CartSummary cart={cart} />
        <CartActions cart={cart} />
      </aside>
    </div>
  );
}
