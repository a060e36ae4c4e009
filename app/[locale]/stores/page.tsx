import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { JsonLd, breadcrumbList } from '@/components/seo/json-ld';
import { storeListJsonLd } from '@/components/stores/store-json-ld';
import { StoreLocator } from '@/components/stores/store-locator';
import { DEFAULT_STORE_VIEW } from '@/components/stores/store-view';
import { toAppLocale } from '@/i18n/routing';
import { dataOrThrow } from '@/lib/api/fetch-envelope';
import { getStorePage } from '@/lib/stores/stores-fetch';
import { config } from '@/lib/config';
import { absoluteUrl, pageMetadata } from '@/lib/seo/page-metadata';
import { STORE_PAGE_SIZE } from '@shop/product-api/contract/stores';
import styles from './stores.module.css';

type StoresPageProps = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: StoresPageProps): Promise<Metadata> {
  const locale = toAppLocale((await params).locale);
  const t = await getTranslations({ locale, namespace: 'stores' });
  // Every search and page of the locator is the same page to a search engine: one canonical.
  return pageMetadata({
    locale,
    path: '/stores',
    title: t('metaTitle'),
    description: t('metaDescription', { brand: config.brand.name }),
  });
}

/**
 * Store locator (spec §2 /stores). A cached page (issue 11), so it never reads the query string:
 * the server renders the default view (every store by name, first page) and the locator, once
 * mounted, fetches the view the address asks for (?q=&sort=&p=) through the BFF.
 */
export default async function StoresPage({ params }: StoresPageProps) {
  const locale = toAppLocale((await params).locale);
  setRequestLocale(locale);
  const t = await getTranslations('stores');
  const { q, page } = DEFAULT_STORE_VIEW;
  const stores = dataOrThrow(await getStorePage({ q, page, size: STORE_PAGE_SIZE, lang: locale }), 'stores');

  return (
    <div className={`page-width ${styles.page}`}>
      <JsonLd
        data={breadcrumbList([
          { name: config.brand.name, url: absoluteUrl(locale, '/') },
          { name: t('heading'), url: absoluteUrl(locale, '/stores') },
        ])}
      />
      {stores.data.length > 0 ? <JsonLd data={storeListJsonLd(stores.data, config.brand.name)} /> : null}
      <header className={styles.header}>
        <h1 className={styles.heading}>{t('heading')}</h1>
        <p className={styles.intro}>{t('intro')}</p>
      </header>
      <StoreLocator
        serverPage={stores}
        pageSize={STORE_PAGE_SIZE}
        tiles={{ tileUrl: config.map.tileUrl, attribution: config.map.attribution }}
      />
    </div>
  );
}
