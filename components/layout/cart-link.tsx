import { ShoppingCart } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { Link } from '@/i18n/navigation';
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
    <Link
      href="/cart"
      className={`${className} ${styles.cart}`}
      aria-label={t('cartSummary', { count, total })}
    >
      <span className={styles.icon}>
        <ShoppingCart aria-hidden="true" size={22} />
        <span className={styles.count} aria-hidden="true">
          {count}
        </span>
      </span>
      <span className={styles.total} aria-hidden="true">
        {total}
      </span>
    </Link>
  );
}
