import { Clock, Info } from 'lucide-react';
import { useTranslations } from 'next-intl';
import styles from './cart-create.module.css';

/**
 * Spec §2 cart creation: the two warnings shown before a cart is opened. The choice is fixed once
 * the cart exists, and unordered carts become an automated shopping list at the end of the day.
 */
export function CartWarnings() {
  const t = useTranslations('cartCreate');
  return (
    <section className={styles.warnings} aria-labelledby="cart-warnings-title">
      <h2 id="cart-warnings-title" className={styles.warningsTitle}>
        {t('warningsTitle')}
      </h2>
      <ul className={styles.warningList}>
        <li className={styles.warning}>
          <Info aria-hidden="true" size={18} className={styles.warningIcon} />
          {t('warningFixed')}
        </li>
        <li className={styles.warning}>
          <Clock aria-hidden="true" size={18} className={styles.warningIcon} />
          {t('warningEndOfDay')}
        </li>
      </ul>
    </section>
  );
}
