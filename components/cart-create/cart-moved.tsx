'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useRef } from 'react';
import buttons from '@/components/ui/button.module.css';
import { Link } from '@/i18n/navigation';
import styles from './cart-create.module.css';

type CartMovedProps = { unavailableItems: readonly { barcode: string; description: string }[] };

/** After POST /cart/move: the lines the new store could not take, then on to the cart. */
export function CartMoved({ unavailableItems }: CartMovedProps) {
  const t = useTranslations('cartUpdate');
  const heading = useRef<HTMLHeadingElement>(null);
  // The form the shopper was using is gone: say where they are now.
  useEffect(() => heading.current?.focus(), []);
  return (
    <section className={styles.card} aria-labelledby="cart-moved-title">
      <h2 id="cart-moved-title" ref={heading} tabIndex={-1} className={styles.visitorTitle}>
        {t('movedTitle')}
      </h2>
      <p>{t('unavailableIntro')}</p>
      <ul>
        {unavailableItems.map((item) => (
          <li key={item.barcode}>{item.description}</li>
        ))}
      </ul>
      <div>
        <Link href="/cart" className={buttons.primary}>
          {t('goToCart')}
        </Link>
      </div>
    </section>
  );
}
