import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { PasswordResetScreen } from '@/components/account/reset/password-reset-screen';
import { PageMessages } from '@/components/layout/page-messages';
import { toAppLocale } from '@/i18n/routing';
import { config } from '@/lib/config';
import { pageMetadata } from '@/lib/seo/page-metadata';
import styles from '../form-page.module.css';

type ResetPageProps = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: ResetPageProps): Promise<Metadata> {
  const locale = toAppLocale((await params).locale);
  const t = await getTranslations({ locale, namespace: 'reset' });
  // A form with nothing to find: search engines leave it out (and never see a link's token).
  return pageMetadata({
    locale,
    path: '/reset',
    title: t('metaTitle'),
    description: t('metaDescription', { brand: config.brand.name }),
    noIndex: true,
  });
}

/**
 * Spec §2 /reset: password reset. Cached HTML like the catalogue pages (README: Cached pages);
 * the link's ?token= is read in the browser, which picks the form to show.
 */
export default async function ResetPage({ params }: ResetPageProps) {
  const locale = toAppLocale((await params).locale);
  setRequestLocale(locale);
  const t = await getTranslations('reset');
  return (
    <div className={`page-width ${styles.page}`}>
      <div className={styles.column}>
        <h1 className={styles.title}>{t('heading')}</h1>
        <div className={styles.card}>
          <PageMessages locale={locale} namespaces={['reset']}>
            <PasswordResetScreen />
          </PageMessages>
        </div>
      </div>
    </div>
  );
}
