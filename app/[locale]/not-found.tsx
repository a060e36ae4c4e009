import { useTranslations } from 'next-intl';
import { NotFoundTitle } from '@/components/seo/not-found-title';
import buttons from '@/components/ui/button.module.css';
import { Link } from '@/i18n/navigation';
import styles from './status-page.module.css';

export default function NotFound() {
  const t = useTranslations('common');
  return (
    <div className={`page-width ${styles.page}`}>
      <NotFoundTitle title={t('notFoundTitle')} />
      <h1 className={styles.title}>{t('notFoundTitle')}</h1>
      <p>{t('notFoundText')}</p>
      <Link href="/" className={buttons.primary}>
        {t('backHome')}
      </Link>
    </div>
  );
}
