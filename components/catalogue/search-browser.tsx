'use client';

import type { ProductPage } from '@shop/product-api/contract/catalogue';
import { isNarrowed } from '@shop/product-api/contract/search-filters';
import { useTranslations } from 'next-intl';
import { useEffect, useId, useOptimistic, useTransition } from 'react';
import buttons from '@/components/ui/button.module.css';
import browse from './browse.module.css';
import { Link, useRouter } from '@/i18n/navigation';
import type { ProductFilters } from '@/lib/catalogue/product-filters';
import { searchHref } from '@/lib/catalogue/products-params';
import { announceAddressQuery } from '@/lib/use-address-query';
import { FoodFilterControls } from './food-filter-controls';
import { ProductListInfinite } from './product-list-infinite';
import styles from './search-browser.module.css';

export type FilterOption = { value: string; label: string };

type SearchBrowserProps = {
  filters: ProductFilters;
  firstPage: ProductPage;
  /** Categories to narrow to (those the search text has products in, with their counts). */
  categoryOptions: FilterOption[];
  /** Brands to narrow to (those the search text suggests). */
  brandOptions: string[];
};

/**
 * Filters and endless results of the search screen (spec §2): only promotions, only branded,
 * category and brand; diets and free from (issue 33). Each change navigates to the new address (shareable; the server renders its
 * page 0) and the grid shows skeletons until it arrives (spec §4: reload from page 0).
 */
export function SearchBrowser({ filters, firstPage, categoryOptions, brandOptions }: SearchBrowserProps) {
  const t = useTranslations('searchPage');
  const list = useTranslations('productList');
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  const [optimistic, setOptimistic] = useOptimistic(filters);
  const categoryId = useId();
  const brandId = useId();
  // The header's search box shows this search once it is on screen, not at its next render.
  useEffect(announceAddressQuery, [filters.q]);

  const go = (next: ProductFilters) =>
    startTransition(() => {
      setOptimistic(next);
      router.push(searchHref(next), { scroll: false });
    });
  const without = (key: keyof ProductFilters): ProductFilters => {
    const next = { ...optimistic };
    delete next[key];
    return next;
  };
  const narrowed = isNarrowed(optimistic);

  const empty = (
    <div className={styles.empty}>
      <p className={styles.emptyTitle}>{t('noProducts')}</p>
      <p>{t('noProductsHint')}</p>
      <div className={styles.emptyActions}>
        {narrowed ? (
          <Link className={buttons.primary} href={searchHref(filters.q ? { q: filters.q } : {})}>
            {t('clearFilters')}
          </Link>
        ) : null}
        <Link className={buttons.secondary} href="/">
          {t('backHome')}
        </Link>
      </div>
    </div>
  );

  return (
    <div className={styles.layout}>
      <div className={styles.filters} role="group" aria-label={t('filters')}>
        <label className={browse.check}>
          <input
            type="checkbox"
            checked={optimistic.onlyPromotions === true}
            onChange={(event) =>
              go(event.target.checked ? { ...optimistic, onlyPromotions: true } : without('onlyPromotions'))
            }
          />
          {t('onlyPromotions')}
        </label>
        <label className={browse.check}>
          <input
            type="checkbox"
            checked={optimistic.onlyBranded === true}
            onChange={(event) =>
              go(event.target.checked ? { ...optimistic, onlyBranded: true } : without('onlyBranded'))
            }
          />
          {t('onlyBranded')}
        </label>
        {categoryOptions.length > 0 ? (
          <div className={styles.select}>
            <label htmlFor={categoryId}>{t('category')}</label>
            <select
              id={categoryId}
              value={optimistic.category === undefined ? '' : String(optimistic.category)}
              onChange={(event) =>
                go(
                  event.target.value
                    ? { ...optimistic, category: Number(event.target.value) }
                    : without('category'),
                )
              }
            >
              <option value="">{t('anyCategory')}</option>
              {categoryOptions.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </select>
          </div>
        ) : null}
        {brandOptions.length > 0 ? (
          <div className={styles.select}>
            <label htmlFor={brandId}>{t('brand')}</label>
            <select
              id={brandId}
              value={optimistic.brand ?? ''}
              onChange={(event) =>
                go(event.target.value ? { ...optimistic, brand: event.target.value } : without('brand'))
              }
            >
              <option value="">{t('anyBrand')}</option>
              {brandOptions.map((brand) => (
                <option key={brand} value={brand}>
                  {brand}
                </option>
              ))}
            </select>
          </div>
        ) : null}
        <FoodFilterControls
          value={optimistic}
          onChange={(food) => {
            const next: ProductFilters = { ...optimistic };
            delete next.diets;
            delete next.freeFrom;
            go({ ...next, ...food });
          }}
        />
      </div>
      <h2 className="visually-hidden">{list('products')}</h2>
      <ProductListInfinite
        key={JSON.stringify(filters)}
        filters={filters}
        firstPage={firstPage}
        empty={empty}
        pending={pending}
      />
    </div>
  );
}
