import { useTranslations } from 'next-intl';
import { NotFoundTitle } from '@/components/seo/not-found-title';
import buttons from '@/components/ui/button.module.css';
import { Link } from '@/i18n/navigation';
import styles from './product-page.module.css';

/** A barcode no product has (or that cannot be a barcode): HTTP 404 with a way back to shopping. */
export default function ProductNotFound() {
  const t = useTranslations('productPage');
  return (
    <div className={`page-width ${styles.page} ${styles.notFound}`}>
      <NotFoundTitle title={t('notFoundTitle')} />
      <h1 className={styles.notFoundTitle}>{t('notFoundTitle')}</h1>
      <p>{t('notFoundText')}</p>
      <div className={styles.notFoundActions}>
        <Link href="/search" className={buttons.primary}>
          {t('searchProducts')}
        </Link>
        <Link href="/" className={buttons.secondary}>
          {t('backHome')}
        </Link>
      </div>
    </div>
  );
}
