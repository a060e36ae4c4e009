import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { PageMessages } from '@/components/layout/page-messages';
import { FavouritesScreen } from '@/components/lists/favourites-screen';
import { Link } from '@/i18n/navigation';
import { toAppLocale } from '@/i18n/routing';
import { config } from '@/lib/config';
import { pageMetadata } from '@/lib/seo/page-metadata';
import styles from '../form-page.module.css';

type FavouritesPageProps = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: FavouritesPageProps): Promise<Metadata> {
  const locale = toAppLocale((await params).locale);
  const t = await getTranslations({ locale, namespace: 'favourites' });
  // A customer's own page: nothing for a search engine.
  return pageMetadata({
    locale,
    path: '/favorites',
    title: t('metaTitle'),
    description: t('metaDescription'),
    noIndex: true,
  });
}

/**
 * Spec §2 /favorites: the customer's favourite products. Favourites come with the lists (spec §4
 * start-up loads both when the smartlist flag is on), so the page follows the same flag. Cached
 * HTML drawn in the browser for whoever is signed in (components/lists/favourites-screen.tsx).
 */
export default async function FavouritesPage({ params }: FavouritesPageProps) {
  if (!config.features.smartlists) notFound();
  const locale = toAppLocale((await params).locale);
  setRequestLocale(locale);
  const t = await getTranslations('favourites');
  return (
    <div className={`page-width ${styles.page}`}>
      <div className={`${styles.column} ${styles.wideColumn}`}>
        <h1 className={styles.title}>{t('heading')}</h1>
        {/* The login modal links the lists only (spec §2); each of the two pages links the other. */}
        <p className={styles.intro}>
          <Link href="/smartlist">{t('toLists')}</Link>
        </p>
        <PageMessages locale={locale} namespaces={['favourites']}>
          <FavouritesScreen />
        </PageMessages>
      </div>
    </div>
  );
}
