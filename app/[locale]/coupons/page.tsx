import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { CouponsScreen } from '@/components/coupons/coupons-screen';
import { PageMessages } from '@/components/layout/page-messages';
import { toAppLocale } from '@/i18n/routing';
import { pageMetadata } from '@/lib/seo/page-metadata';
import styles from '../form-page.module.css';

type CouponsPageProps = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: CouponsPageProps): Promise<Metadata> {
  const locale = toAppLocale((await params).locale);
  const t = await getTranslations({ locale, namespace: 'coupons' });
  // A customer's own page: nothing for a search engine.
  return pageMetadata({
    locale,
    path: '/coupons',
    title: t('metaTitle'),
    description: t('metaDescription'),
    noIndex: true,
  });
}

/**
 * Spec §2 /coupons: the customer's coupons and their activation. Cached HTML like every page
 * (README: Cached pages); the coupons are drawn in the browser for whoever is signed in
 * (components/coupons/).
 */
export default async function CouponsPage({ params }: CouponsPageProps) {
  const locale = toAppLocale((await params).locale);
  setRequestLocale(locale);
  const t = await getTranslations('coupons');
  return (
    <div className={`page-width ${styles.page}`}>
      <div className={styles.column}>
        <h1 className={styles.title}>{t('heading')}</h1>
        <p className={styles.intro}>{t('intro')}</p>
        <PageMessages locale={locale} namespaces={['coupons']}>
          <CouponsScreen />
        </PageMessages>
      </div>
    </div>
  );
}
