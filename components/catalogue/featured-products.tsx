'use client';

import type { Product, ProductPage } from '@shop/product-api/contract/catalogue';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import { toAppLocale } from '@/i18n/routing';
import { useHydrated } from '@/lib/use-hydrated';
import buttons from '@/components/ui/button.module.css';
import { featuredProductsQueryOptions } from '@/lib/catalogue/featured-products';
import styles from './featured-products.module.css';
import { ProductCard } from './product-card';
import { ProductCardSkeleton } from './product-card-skeleton';
import grid from './product-grid.module.css';

const SKELETONS_WHILE_LOADING = 4;

/** A product can move between pages while the shopper reads; show it once. */
function uniqueById(products: Product[]): Product[] {
  const seen = new Set<number>();
  return products.filter((product) => {
    if (seen.has(product.id)) return false;
    seen.add(product.id);
    return true;
  });
}

/**
 * Featured products of the home page (spec §2): page 0 comes rendered from the server,
 * 'Load more' appends the next page and disappears on the last one.
 */
export function FeaturedProducts({ firstPage }: { firstPage: ProductPage }) {
  const t = useTranslations('home');
  const hydrated = useHydrated();
  const query = useInfiniteQuery(featuredProductsQueryOptions(toAppLocale(useLocale()), firstPage));
  const products = uniqueById(query.data?.pages.flatMap((page) => page.data) ?? []);

  return (
    <div className={styles.featured}>
      <ul className={grid.grid} aria-busy={query.isFetchingNextPage}>
        {products.map((product) => (
          <li key={product.id}>
            {/* Below the banner and the category slider: lazy images, the banner loads first. */}
            <ProductCard product={product} />
          </li>
        ))}
        {query.isFetchingNextPage
          ? Array.from({ length: SKELETONS_WHILE_LOADING }, (_, i) => (
              <li key={`skeleton-${i}`}>
                <ProductCardSkeleton />
              </li>
            ))
          : null}
      </ul>
      <p className="visually-hidden" role="status">
        {query.isFetchingNextPage ? t('loadingMore') : ''}
      </p>
      {query.isFetchNextPageError ? (
        <p className={styles.error} role="alert">
          {t('loadMoreFailed')}
        </p>
      ) : null}
      {query.hasNextPage ? (
        <button
          type="button"
          className={`${buttons.secondary} ${styles.loadMore}`}
          onClick={() => void query.fetchNextPage()}
          // Until React runs the page a click would be lost: the button says so by being disabled.
          disabled={!hydrated || query.isFetchingNextPage}
        >
          {t('loadMore')}
        </button>
      ) : null}
    </div>
  );
}
