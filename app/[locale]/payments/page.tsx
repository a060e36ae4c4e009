import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { PageMessages } from '@/components/layout/page-messages';
import { PaymentsScreen } from '@/components/payments/payments-screen';
import { toAppLocale } from '@/i18n/routing';
import { config } from '@/lib/config';
import { pageMetadata } from '@/lib/seo/page-metadata';
import styles from '../form-page.module.css';

type PaymentsPageProps = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: PaymentsPageProps): Promise<Metadata> {
  const locale = toAppLocale((await params).locale);
  const t = await getTranslations({ locale, namespace: 'payments' });
  // A customer's own page: nothing for a search engine.
  return pageMetadata({
    locale,
    path: '/payments',
    title: t('metaTitle'),
    description: t('metaDescription'),
    noIndex: true,
  });
}

/**
 * Spec §2 /payments: the customer's linked card, only with the payments flag on (spec §9, off by
 * default; README: Linked cards). Cached HTML like every page (README: Cached pages); the card is
 * drawn in the browser for whoever is signed in (components/payments/).
 */
export default async function PaymentsPage({ params }: PaymentsPageProps) {
  if (!config.features.payments) notFound();
  const locale = toAppLocale((await params).locale);
  setRequestLocale(locale);
  const t = await getTranslations('payments');
  return (
    <div className={`page-width ${styles.page}`}>
      <div className={styles.column}>
        <h1 className={styles.title}>{t('heading')}</h1>
        <p className={styles.intro}>{t('intro')}</p>
        <PageMessages locale={locale} namespaces={['payments']}>
          <PaymentsScreen />
        </PageMessages>
      </div>
    </div>
  );
}
