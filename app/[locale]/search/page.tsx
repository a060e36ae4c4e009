import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { SearchBrowser } from '@/components/catalogue/search-browser';
import { toAppLocale } from '@/i18n/routing';
import { config } from '@/lib/config';
import { type RawSearchParams, SEARCH_TEXT_MAX_LENGTH } from '@/lib/catalogue/products-params';
import { pageMetadata } from '@/lib/seo/page-metadata';
import { filtersKeyOf, firstResultsOf, loadSearchScreen } from './search-screen';
import browse from '@/components/catalogue/browse.module.css';
import styles from './search.module.css';

/**
 * The one catalogue page rendered per request: every text is another page. It reads nothing of
 * the shopper (no cookie, no session), only its address.
 */
export const dynamic = 'force-dynamic';

type SearchPageProps = { params: Promise<{ locale: string }>; searchParams: Promise<RawSearchParams> };

export async function generateMetadata({ params, searchParams }: SearchPageProps): Promise<Metadata> {
  const locale = toAppLocale((await params).locale);
  const screen = await loadSearchScreen(locale, await searchParams);
  const t = await getTranslations({ locale, namespace: 'searchPage' });
  const brand = config.brand.name;
  const { q, onlyPromotions } = screen.filters;
  const firstPage = await firstResultsOf(filtersKeyOf(screen.filters));
  return pageMetadata({
    locale,
    path: screen.canonicalPath,
    title: screen.title,
    description: q
      ? t('description', { q, brand })
      : onlyPromotions
        ? t('offersDescription', { brand })
        : t('allDescription', { brand }),
    // A search with nothing to show is not worth a search engine's index.
    noIndex: !firstPage.ok || firstPage.data.data.length === 0,
  });
}

/**
 * Search results (spec §2): search text, category and brand, only promotions and only branded;
 * endless grid whose first page is in the server-rendered HTML; 'no products found' when empty.
 */
export default async function SearchPage({ params, searchParams }: SearchPageProps) {
  const locale = toAppLocale((await params).locale);
  setRequestLocale(locale);
  const [screen, t] = await Promise.all([
    loadSearchScreen(locale, await searchParams),
    getTranslations('searchPage'),
  ]);
  const firstPage = await firstResultsOf(filtersKeyOf(screen.filters));
  if (!firstPage.ok) console.error(`search page: ${firstPage.message}`);

  return (
    <div className={`page-width ${browse.page}`}>
      <h1 className={styles.title}>{screen.title}</h1>
      {screen.textShortened ? (
        <p className={styles.shortened} role="status">
          {t('textShortened', { max: SEARCH_TEXT_MAX_LENGTH })}
        </p>
      ) : null}
      {firstPage.ok ? (
        <SearchBrowser
          filters={screen.filters}
          firstPage={firstPage.data}
          categoryOptions={screen.categoryOptions}
          brandOptions={screen.brandOptions}
        />
      ) : (
        <p className={browse.notice} role="alert">
          {t('unavailable')}
        </p>
      )}
    </div>
  );
}
