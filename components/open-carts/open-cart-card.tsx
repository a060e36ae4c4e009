'use client';

import type { Cart } from '@shop/product-api/contract/cart';
import { useLocale, useTranslations } from 'next-intl';
import buttons from '@/components/ui/button.module.css';
import { formatMoney } from '@/lib/format';
import styles from './open-carts.module.css';

type OpenCartCardProps = {
  cart: Cart;
  isCurrent: boolean;
  opening: boolean;
  disabled: boolean;
  onOpen: () => void;
};

/** One open cart (spec §2 /carts): title, mode and store (or address), items and total. */
export function OpenCartCard({ cart, isCurrent, opening, disabled, onOpen }: OpenCartCardProps) {
  const t = useTranslations('openCarts');
  const locale = useLocale();
  const modes = useTranslations('cartCreate');
  const titleId = `open-cart-${cart.id}`;
  const place = cart.delivery.addressDescription;
  return (
    <article className={styles.card} aria-labelledby={titleId}>
      <div className={styles.head}>
        <h2 id={titleId} className={styles.title}>
          {cart.title}
        </h2>
        {isCurrent ? <span className={styles.badge}>{t('current')}</span> : null}
      </div>
      <p>{modes(`modes.${cart.deliveryMode}`, { store: cart.storeDescription })}</p>
      {place ? <p className={styles.muted}>{place}</p> : null}
      <p className={styles.figures}>
        <span>{t('items', { count: cart.itemsCount })}</span>
        <span className={styles.total}>{t('total', { total: formatMoney(cart.total, locale) })}</span>
      </p>
      <div>
        <button
          type="button"
          className={buttons.secondary}
          disabled={disabled}
          aria-describedby={titleId}
          onClick={onOpen}
        >
          {opening ? t('opening') : t('open')}
        </button>
      </div>
    </article>
  );
}
