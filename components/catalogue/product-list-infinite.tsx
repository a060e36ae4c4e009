'use client';

import type { Product, ProductPage } from '@shop/product-api/contract/catalogue';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import { toAppLocale } from '@/i18n/routing';
import { useHydrated } from '@/lib/use-hydrated';
import { type ReactNode, useEffect, useRef } from 'react';
import buttons from '@/components/ui/button.module.css';
import type { ProductFilters } from '@/lib/catalogue/product-filters';
import { productsQueryOptions } from '@/lib/catalogue/products';
import { PRIORITY_CARDS, ProductCard } from './product-card';
import { ProductCardSkeleton } from './product-card-skeleton';
import grid from './product-grid.module.css';
import styles from './product-list-infinite.module.css';

const SKELETONS_WHILE_LOADING = 4;
/** Start loading the next page while the shopper is still this far above the end of the list. */
const PRELOAD_MARGIN = '600px';

/** A product can move between pages while the shopper scrolls; show it once. */
function uniqueById(products: Product[]): Product[] {
  const seen = new Set<number>();
  return products.filter((product) => {
    if (seen.has(product.id)) return false;
    seen.add(product.id);
    return true;
  });
}

type ProductListInfiniteProps = {
  filters: ProductFilters;
  /** Page 0, rendered on the server (search engines and slow phones get real HTML). */
  firstPage: ProductPage;
  /** What to show when the list is empty ('no items present', 'no products found'). */
  empty: ReactNode;
  /** A change of filters is on its way: the list shows skeletons in place of stale products. */
  pending?: boolean;
};

/**
 * Endless product grid of the category and search screens (spec §2, §4): when the end of the
 * list comes near, the next page loads, while number < totalPages - 1 and not `last`. A 'Load
 * more' button does the same for keyboard users and browsers without IntersectionObserver.
 * Callers key it on the filters, so any change starts again from page 0.
 */
export function ProductListInfinite({
  filters,
  firstPage,
  empty,
  pending = false,
}: ProductListInfiniteProps) {
  const t = useTranslations('productList');
  const hydrated = useHydrated();
  const query = useInfiniteQuery(productsQueryOptions(filters, toAppLocale(useLocale()), firstPage));
  const products = uniqueById(query.data?.pages.flatMap((page) => page.data) ?? []);
  const sentinel = useRef<HTMLDivElement>(null);
  const { hasNextPage, isFetchingNextPage, isFetchNextPageError, fetchNextPage } = query;

  useEffect(() => {
    const target = sentinel.current;
    if (!target || !hasNextPage || isFetchNextPageError || pending) return;
    if (typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting) && !isFetchingNextPage) void fetchNextPage();
      },
      { rootMargin: `0px 0px ${PRELOAD_MARGIN} 0px` },
    );
    observer.observe(target);
    return () => observer.disconnect();
  }, [hasNextPage, isFetchingNextPage, isFetchNextPageError, pending, fetchNextPage]);

  if (pending) {
    return (
      <div className={styles.list} aria-busy="true">
        <ul className={grid.grid}>
          {Array.from({ length: Math.max(SKELETONS_WHILE_LOADING, Math.min(products.length, 8)) }, (_, i) => (
            <li key={`pending-${i}`}>
              <ProductCardSkeleton />
            </li>
          ))}
        </ul>
        <p className="visually-hidden" role="status">
          {t('updating')}
        </p>
      </div>
    );
  }

  if (products.length === 0) return <div className={styles.list}>{empty}</div>;

  return (
    <div className={styles.list}>
      <ul className={grid.grid} aria-busy={isFetchingNextPage} aria-label={t('products')}>
        {products.map((product, index) => (
          <li key={product.id}>
            <ProductCard product={product} priority={index < PRIORITY_CARDS} />
          </li>
        ))}
        {isFetchingNextPage
          ? Array.from({ length: SKELETONS_WHILE_LOADING }, (_, i) => (
              <li key={`skeleton-${i}`}>
                <ProductCardSkeleton />
              </li>
            ))
          : null}
      </ul>
      <div ref={sentinel} className={styles.sentinel} aria-hidden="true" />
      <p className="visually-hidden" role="status">
        {isFetchingNextPage ? t('loadingMore') : ''}
      </p>
      {isFetchNextPageError ? (
        <p className={styles.error} role="alert">
          {t('loadMoreFailed')}
        </p>
      ) : null}
      {hasNextPage ? (
        <button
          type="button"
          className={`${buttons.secondary} ${styles.loadMore}`}
          onClick={() => void fetchNextPage()}
          // Until React runs the page a click would be lost: the button says so by being disabled.
          disabled={!hydrated || isFetchingNextPage}
        >
          {t('loadMore')}
        </button>
      ) : (
        <p className={styles.end}>{t('allShown', { count: products.length })}</p>
      )}
    </div>
  );
}
