'use client';

import { useTranslations } from 'next-intl';
import { useEffect } from 'react';
import buttons from '@/components/ui/button.module.css';
import styles from './status-page.module.css';

/** A page that failed to render: say so, keep header and footer, offer a retry. */
export default function PageError({ error, retry }: { error: unknown; retry: () => void }) {
  const t = useTranslations('failure');
  useEffect(() => {
    console.error(error);
  }, [error]);
  return (
    <div className={`page-width ${styles.page}`} role="alert">
      <h1 className={styles.title}>{t('title')}</h1>
      <p>{t('text')}</p>
      <button type="button" className={buttons.primary} onClick={retry}>
        {t('retry')}
      </button>
    </div>
  );
}
