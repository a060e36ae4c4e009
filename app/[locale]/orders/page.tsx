import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { PageMessages } from '@/components/layout/page-messages';
import { OrdersScreen } from '@/components/orders/orders-screen';
import { toAppLocale } from '@/i18n/routing';
import { pageMetadata } from '@/lib/seo/page-metadata';
import styles from '../form-page.module.css';

type OrdersPageProps = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: OrdersPageProps): Promise<Metadata> {
  const locale = toAppLocale((await params).locale);
  const t = await getTranslations({ locale, namespace: 'orders' });
  // A customer's own page: nothing for a search engine.
  return pageMetadata({
    locale,
    path: '/orders',
    title: t('metaTitle'),
    description: t('metaDescription'),
    noIndex: true,
  });
}

/**
 * Spec §2 /orders: the order list and an order's detail (`?orderId=`). Cached HTML like every page
 * (README: Cached pages): the orders are drawn in the browser for whoever is signed in, from
 * answers the BFF marks private and never stored. `cartPage` brings the changes popup of a
 * re-order (components/cart/price-change-dialog.tsx).
 */
export default async function OrdersPage({ params }: OrdersPageProps) {
  const locale = toAppLocale((await params).locale);
  setRequestLocale(locale);
  const t = await getTranslations('orders');
  return (
    <div className={`page-width ${styles.page}`}>
      <div className={styles.column}>
        <h1 className={styles.title}>{t('heading')}</h1>
        <PageMessages locale={locale} namespaces={['orders', 'cartPage']}>
          <OrdersScreen />
        </PageMessages>
      </div>
    </div>
  );
}
