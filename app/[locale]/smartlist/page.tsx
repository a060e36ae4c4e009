import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { PageMessages } from '@/components/layout/page-messages';
import { SmartlistScreen } from '@/components/lists/smartlist-screen';
import { Link } from '@/i18n/navigation';
import { toAppLocale } from '@/i18n/routing';
import { config } from '@/lib/config';
import { pageMetadata } from '@/lib/seo/page-metadata';
import styles from '../form-page.module.css';

type SmartlistPageProps = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: SmartlistPageProps): Promise<Metadata> {
  const locale = toAppLocale((await params).locale);
  const t = await getTranslations({ locale, namespace: 'lists' });
  // A customer's own page: nothing for a search engine.
  return pageMetadata({
    locale,
    path: '/smartlist',
    title: t('metaTitle'),
    description: t('metaDescription'),
    noIndex: true,
  });
}

/**
 * Spec §2 /smartlist: the customer's shopping lists, only with the smartlist flag on (spec §9, on
 * by default). Cached HTML like every page (README: Cached pages); the lists are drawn in the
 * browser for whoever is signed in (components/lists/).
 */
export default async function SmartlistPage({ params }: SmartlistPageProps) {
  if (!config.features.smartlists) notFound();
  const locale = toAppLocale((await params).locale);
  setRequestLocale(locale);
  const t = await getTranslations('lists');
  return (
    <div className={`page-width ${styles.page}`}>
      <div className={`${styles.column} ${styles.wideColumn}`}>
        <h1 className={styles.title}>{t('heading')}</h1>
        {/* The login modal links the lists only (spec §2); each of the two pages links the other. */}
        <p className={styles.intro}>
          <Link href="/favorites">{t('toFavourites')}</Link>
        </p>
        <PageMessages locale={locale} namespaces={['lists']}>
          <SmartlistScreen />
        </PageMessages>
      </div>
    </div>
  );
}
