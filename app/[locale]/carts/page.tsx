import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { PageMessages } from '@/components/layout/page-messages';
import { OpenCartsScreen } from '@/components/open-carts/open-carts-screen';
import { toAppLocale } from '@/i18n/routing';
import { pageMetadata } from '@/lib/seo/page-metadata';
import styles from '../form-page.module.css';

type OpenCartsPageProps = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: OpenCartsPageProps): Promise<Metadata> {
  const locale = toAppLocale((await params).locale);
  const t = await getTranslations({ locale, namespace: 'openCarts' });
  // A customer's own page: nothing for a search engine.
  return pageMetadata({
    locale,
    path: '/carts',
    title: t('metaTitle'),
    description: t('metaDescription'),
    noIndex: true,
  });
}

/**
 * Spec §2 /carts: the open carts. Cached HTML like every page (README: Cached pages): the list is
 * drawn in the browser for whoever is signed in (components/open-carts/); the mode names come
 * from cart creation's messages.
 */
export default async function OpenCartsPage({ params }: OpenCartsPageProps) {
  const locale = toAppLocale((await params).locale);
  setRequestLocale(locale);
  const t = await getTranslations('openCarts');
  return (
    <div className={`page-width ${styles.page}`}>
      <div className={styles.column}>
        <h1 className={styles.title}>{t('heading')}</h1>
        <PageMessages locale={locale} namespaces={['openCarts', 'cartCreate']}>
          <OpenCartsScreen />
        </PageMessages>
      </div>
    </div>
  );
}
