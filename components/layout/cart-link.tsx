import { ShoppingCart } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { IntentLink } from '@/components/ui/intent-link';
import { formatCents } from '@/lib/format';
import styles from './cart-link.module.css';

/**
 * Header's cart icon with item count and net total (spec §2). The cart itself arrives with the
 * cart issue; until then this is the honest empty state: 0 items, €0.00.
 */
export function CartLink({ className = '' }: { className?: string }) {
  const t = useTranslations('header');
  const count = 0;
  const total = formatCents(0);

  return (
    // The name is read from the visible count and total plus hidden words ("Cart: 0 items, €0.00"),
    // so it always contains what is on screen (WCAG 2.5.3, label in name).
    <IntentLink href="/cart" className={`${className} ${styles.cart}`}>
      <span className="visually-hidden">{t('cartLabel')} </span>
      <span className={styles.icon}>
        <ShoppingCart aria-hidden="true" size={22} />
        <span className={styles.count}>{count}</span>
      </span>
      <span className="visually-hidden"> {t('cartItems', { count })}, </span>
      <span className={styles.total}>{total}</span>
    </IntentLink>
  );
}
