import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { CartUpdateScreen } from '@/components/cart-create/cart-update-screen';
import { PageMessages } from '@/components/layout/page-messages';
import { toAppLocale } from '@/i18n/routing';
import { pageMetadata } from '@/lib/seo/page-metadata';
import styles from '../../form-page.module.css';

type CartUpdatePageProps = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: CartUpdatePageProps): Promise<Metadata> {
  const locale = toAppLocale((await params).locale);
  const t = await getTranslations({ locale, namespace: 'cartUpdate' });
  // A customer's own step: nothing for a search engine.
  return pageMetadata({
    locale,
    path: '/cart/update',
    title: t('metaTitle'),
    description: t('metaDescription'),
    noIndex: true,
  });
}

/**
 * Spec §2 /cart/update: move the cart to another delivery mode or store. Cached HTML like every
 * page (README: Cached pages); the choice is drawn in the browser for whoever is signed in, with
 * cart creation's form (components/cart-create/) and the profile's messages for its address popup.
 */
export default async function CartUpdatePage({ params }: CartUpdatePageProps) {
  const locale = toAppLocale((await params).locale);
  setRequestLocale(locale);
  const t = await getTranslations('cartUpdate');
  return (
    <div className={`page-width ${styles.page}`}>
      <div className={`${styles.column} ${styles.wideColumn}`}>
        <h1 className={styles.title}>{t('heading')}</h1>
        <p className={styles.intro}>{t('intro')}</p>
        <PageMessages locale={locale} namespaces={['cartCreate', 'cartUpdate', 'profile']}>
          <CartUpdateScreen />
        </PageMessages>
      </div>
    </div>
  );
}
