import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { ProductCard } from '@/components/catalogue/product-card';
import grid from '@/components/catalogue/product-grid.module.css';
import { SearchBrowser } from '@/components/catalogue/search-browser';
import { toAppLocale } from '@/i18n/routing';
import { config } from '@/lib/config';
import { SEARCH_TEXT_MAX_LENGTH } from '@/lib/catalogue/products-params';
import { searchViewOfSegment } from '@/lib/catalogue/search-address';
import { pageMetadata } from '@/lib/seo/page-metadata';
import { loadSearchScreen } from '../search-screen';
import browse from '@/components/catalogue/browse.module.css';
import styles from '../search.module.css';

type SearchPageProps = { params: Promise<{ locale: string; view: string }> };

/** Rendered on first request, then kept (lib/catalogue/search-address.ts: how /search?q= gets here). */
export function generateStaticParams(): { view: string }[] {
  return [];
}

/** The screen's state from the view segment; one that proxy.ts did not make is not found. */
async function viewOf(params: SearchPageProps['params']) {
  const { locale, view } = await params;
  const search = searchViewOfSegment(view);
  if (!search) notFound();
  return { locale: toAppLocale(locale), search };
}

export async function generateMetadata({ params }: SearchPageProps): Promise<Metadata> {
  const { locale, search } = await viewOf(params);
  const screen = await loadSearchScreen(locale, search);
  const t = await getTranslations({ locale, namespace: 'searchPage' });
  const brand = config.brand.name;
  const { q, onlyPromotions } = screen.filters;
  return pageMetadata({
    locale,
    path: screen.canonicalPath,
    title: screen.title,
    description: q
      ? t('description', { q, brand })
      : onlyPromotions
        ? t('offersDescription', { brand })
        : t('allDescription', { brand }),
    // A search with nothing to show, or showing another search's results, is not worth an index.
    noIndex: screen.firstPage.data.length === 0 || screen.firstPage.relaxedQuery !== undefined,
  });
}

/**
 * Search results (spec §2): search text, category and brand, only promotions and only branded;
 * endless grid whose first page is in the server-rendered HTML; 'no products found' when empty.
 * The same HTML for everyone at an address: the address (?q=, &category=, &brand=,
 * &onlyPromotions=true, &onlyBranded=true) holds the whole state, which proxy.ts hands over as
 * the view segment.
 */
export default async function SearchPage({ params }: SearchPageProps) {
  const { locale, search } = await viewOf(params);
  setRequestLocale(locale);
  const [screen, t] = await Promise.all([loadSearchScreen(locale, search), getTranslations('searchPage')]);

  return (
    <div className={`page-width ${browse.page}`}>
      <h1 className={styles.title}>{screen.title}</h1>
      {screen.textShortened ? (
        <p className={styles.shortened} role="status">
          {t('textShortened', { max: SEARCH_TEXT_MAX_LENGTH })}
        </p>
      ) : null}
      {screen.firstPage.relaxedQuery && screen.filters.q ? (
        <p className={styles.relaxed} role="status">
          {t('relaxed', { q: screen.filters.q, relaxed: screen.firstPage.relaxedQuery })}
        </p>
      ) : null}
      <SearchBrowser
        filters={screen.filters}
        firstPage={screen.firstPage}
        categoryOptions={screen.categoryOptions}
        brandOptions={screen.brandOptions}
      />
      {screen.popular.length > 0 ? (
        <section className={styles.popular} aria-labelledby="popular-products">
          <h2 id="popular-products" className={styles.popularTitle}>
            {t('popular')}
          </h2>
          <ul className={grid.grid}>
            {screen.popular.map((product) => (
              <li key={product.id}>
                <ProductCard product={product} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}
