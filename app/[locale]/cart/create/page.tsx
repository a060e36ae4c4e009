import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { CartCreateScreen } from '@/components/cart-create/cart-create-screen';
import { PageMessages } from '@/components/layout/page-messages';
import { toAppLocale } from '@/i18n/routing';
import { pageMetadata } from '@/lib/seo/page-metadata';
import styles from '../../form-page.module.css';

type CartCreatePageProps = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: CartCreatePageProps): Promise<Metadata> {
  const locale = toAppLocale((await params).locale);
  const t = await getTranslations({ locale, namespace: 'cartCreate' });
  // A customer's own step: nothing for a search engine.
  return pageMetadata({
    locale,
    path: '/cart/create',
    title: t('metaTitle'),
    description: t('metaDescription'),
    noIndex: true,
  });
}

/**
 * Spec §2 /cart/create: open a cart. Cached HTML like every page (README: Cached pages): the server
 * draws the heading, the same for everyone; the choice is drawn in the browser for whoever is
 * signed in (components/cart-create/). The profile's messages come along for its address popup.
 */
export default async function CartCreatePage({ params }: CartCreatePageProps) {
  const locale = toAppLocale((await params).locale);
  setRequestLocale(locale);
  const t = await getTranslations('cartCreate');
  return (
    <div className={`page-width ${styles.page}`}>
      <div className={`${styles.column} ${styles.wideColumn}`}>
        <h1 className={styles.title}>{t('heading')}</h1>
        <p className={styles.intro}>{t('intro')}</p>
        <PageMessages locale={locale} namespaces={['cartCreate', 'profile']}>
          <CartCreateScreen />
        </PageMessages>
      </div>
    </div>
  );
}
