import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { JsonLd, breadcrumbList } from '@/components/seo/json-ld';
import { storeListJsonLd } from '@/components/stores/store-json-ld';
import { type StoreView, StoreLocator } from '@/components/stores/store-locator';
import { toAppLocale } from '@/i18n/routing';
import { getStorePage } from '@/lib/api/stores';
import { config } from '@/lib/config';
import { absoluteUrl, pageMetadata } from '@/lib/seo/page-metadata';
import { STORE_PAGE_SIZE } from '@shop/product-api/contract/stores';
import styles from './stores.module.css';

type StoresPageProps = {
  params: Promise<{ locale: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value) ?? '';

/** The view the address asks for (?q=&sort=&p=, p from 1); anything odd falls back to the default. */
function viewOf(search: Record<string, string | string[] | undefined>): StoreView {
  const page = Number.parseInt(first(search.p), 10);
  return {
    q: first(search.q).trim().slice(0, 100),
    sort: first(search.sort) === 'distance' ? 'distance' : 'name',
    page: Number.isInteger(page) && page >= 1 && page <= 10_000 ? page - 1 : 0,
  };
}

export async function generateMetadata({ params }: Pick<StoresPageProps, 'params'>): Promise<Metadata> {
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
 * Store locator (spec §2 /stores). The list the address asks for is rendered on the server (by
 * name: the distance sort needs the browser's position and follows in the browser).
 */
export default async function StoresPage({ params, searchParams }: StoresPageProps) {
  const locale = toAppLocale((await params).locale);
  setRequestLocale(locale);
  const t = await getTranslations('stores');
  const view = viewOf(await searchParams);
  const result = await getStorePage({ q: view.q, page: view.page, size: STORE_PAGE_SIZE });
  if (!result.ok) console.error(`stores page: ${result.message}`);

  return (
    <div className={`page-width ${styles.page}`}>
      <JsonLd
        data={breadcrumbList([
          { name: config.brand.name, url: absoluteUrl(locale, '/') },
          { name: t('heading'), url: absoluteUrl(locale, '/stores') },
        ])}
      />
      {result.ok && result.data.data.length > 0 ? (
        <JsonLd data={storeListJsonLd(result.data.data, config.brand.name)} />
      ) : null}
      <header className={styles.header}>
        <h1 className={styles.heading}>{t('heading')}</h1>
        <p className={styles.intro}>{t('intro')}</p>
      </header>
      <StoreLocator
        serverPage={result.ok ? result.data : null}
        initialView={view}
        pageSize={STORE_PAGE_SIZE}
        tiles={{ tileUrl: config.map.tileUrl, attribution: config.map.attribution }}
      />
    </div>
  );
}
