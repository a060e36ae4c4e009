import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { CartScreen } from '@/components/cart/cart-screen';
import styles from '@/components/cart/cart-screen.module.css';
import { PageMessages } from '@/components/layout/page-messages';
import { toAppLocale } from '@/i18n/routing';
import { pageMetadata } from '@/lib/seo/page-metadata';

type CartPageProps = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: CartPageProps): Promise<Metadata> {
  const locale = toAppLocale((await params).locale);
  const t = await getTranslations({ locale, namespace: 'cartPage' });
  // A customer's own page: nothing for a search engine.
  return pageMetadata({
    locale,
    path: '/cart',
    title: t('metaTitle'),
    description: t('metaDescription'),
    noIndex: true,
  });
}

/**
 * Spec §2 /cart: the current cart. Cached HTML like every page (README: Cached pages): the server
 * draws the heading, the same for everyone, and the cart is drawn in the browser for whoever is
 * signed in (components/cart/cart-screen.tsx).
 */
export default async function CartPage({ params }: CartPageProps) {
  const locale = toAppLocale((await params).locale);
  setRequestLocale(locale);
  const t = await getTranslations('cartPage');
  return (
    <div className={`page-width ${styles.page}`}>
      <h1 className={styles.heading}>{t('heading')}</h1>
      <PageMessages locale={locale} namespaces={['cartPage']}>
        <CartScreen />
      </PageMessages>
    </div>
  );
}
