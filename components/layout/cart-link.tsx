'use client';

import { ShoppingCart } from 'lucide-react';
import { useLocale, useTranslations } from 'next-intl';
import { IntentLink } from '@/components/ui/intent-link';
import { formatMoney } from '@/lib/format';
import { useCurrentCart } from '@/lib/cart/cart';
import styles from './cart-link.module.css';

/**
 * Header's cart icon with the current cart's item count and net total (spec §2: 2 decimals with
 * the euro sign, 0 and €0.00 without a cart or signed out): the figure the cart page shows as its
 * products, offers and water-pack surcharge included. Pages are the same cached HTML for everyone,
 * so the server draws the empty state and the browser fills in the shopper's cart
 * (lib/cart/cart.ts), which a buy button changes at the click (optimistic update, by the API's
 * own rules so it does not jump). While a signed-in shopper's cart loads, count and total wait
 * unseen in their place instead of a false 'Cart: 0 items, €0.00' (issue 30 item 6; the
 * pre-paint script's data-signed-in with app/styles/globals.css, as for the account button).
 */
export function CartLink({ className = '' }: { className?: string }) {
  const t = useTranslations('header');
  const locale = useLocale();
  const { cart, isPending } = useCurrentCart();
  const pending = isPending ? '' : undefined;
  const count = cart?.itemsCount ?? 0;
  const total = formatMoney(cart?.netTotal ?? 0, locale);

  return (
    // The name is read from the visible count and total plus hidden words ("Cart: 0 items, €0.00"),
    // so it always contains what is on screen (WCAG 2.5.3, label in name).
    <IntentLink href="/cart" className={`${className} ${styles.cart}`} aria-busy={isPending}>
      <span className="visually-hidden">{t('cartLabel')} </span>
      <span className={styles.icon}>
        <ShoppingCart aria-hidden="true" size={22} />
        <span className={styles.count} data-session-pending={pending}>
          {count}
        </span>
      </span>
      <span className="visually-hidden" data-session-pending={pending}>
        {' '}
        {t('cartItems', { count })},{' '}
      </span>
      {/* 'products' beside the figure: it is the cart page's Products line, before the delivery
          fee, so the two pages never seem to disagree (issue 30 item 6). */}
      <span className={styles.figure}>
        <span className={styles.caption}>{t('cartGoods')} </span>
        <span className={styles.total} data-session-pending={pending}>
          {total}
        </span>
      </span>
    </IntentLink>
  );
}
