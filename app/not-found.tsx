import { getTranslations } from 'next-intl/server';
import { BASE_PATH } from '@/lib/base-path';
import styles from './[locale]/status-page.module.css';
import './styles/globals.css';

/** Not-found for addresses outside any locale (e.g. /app/unknown.txt); renders its own document. */
export default async function GlobalNotFound() {
  const t = await getTranslations({ locale: 'en', namespace: 'common' });
  return (
    <html lang="en">
      <body>
        <main className={`page-width ${styles.page}`}>
          <h1>{t('notFoundTitle')}</h1>
          <p>{t('notFoundText')}</p>
          <p>
            <a href={BASE_PATH}>{t('backHome')}</a>
          </p>
        </main>
      </body>
    </html>
  );
}
