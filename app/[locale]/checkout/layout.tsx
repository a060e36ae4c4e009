import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import type { ReactNode } from 'react';
import { CheckoutScreen } from '@/components/checkout/checkout-screen';
import styles from '@/components/checkout/checkout.module.css';
import { PageMessages } from '@/components/layout/page-messages';
import { toAppLocale } from '@/i18n/routing';
import { pageMetadata } from '@/lib/seo/page-metadata';

type CheckoutLayoutProps = { children: ReactNode; params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Omit<CheckoutLayoutProps, 'children'>): Promise<Metadata> {
  const locale = toAppLocale((await params).locale);
  const t = await getTranslations({ locale, namespace: 'checkout' });
  // A customer's own page: nothing for a search engine.
  return pageMetadata({
    locale,
    path: '/checkout',
    title: t('metaTitle'),
    description: t('metaDescription'),
    noIndex: true,
  });
}

/**
 * Spec §2: /checkout, /checkout/data, /checkout/summary and /checkout/confirm are one checkout
 * screen with steps. The screen lives in this layout, so moving between steps keeps it (and a
 * notice for step 1) in place; the pages below only say which addresses exist. Cached HTML like
 * every page (README: Cached pages): the screen is drawn in the browser for whoever is signed in.
 * `cartPage` brings the price-change popup's words (components/cart/price-change-dialog.tsx).
 */
export default async function CheckoutLayout({ children, params }: CheckoutLayoutProps) {
  const locale = toAppLocale((await params).locale);
  setRequestLocale(locale);
  const t = await getTranslations('checkout');
  return (
    <div className={`page-width ${styles.page}`}>
      <h1 className={styles.title}>{t('heading')}</h1>
      <PageMessages locale={locale} namespaces={['checkout', 'cartPage']}>
        <CheckoutScreen />
      </PageMessages>
      {children}
    </div>
  );
}
