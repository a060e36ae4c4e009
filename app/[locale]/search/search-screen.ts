import 'server-only';
import { isNarrowed } from '@shop/product-api/contract/search-filters';
import type { Product, ProductPage, Suggestions } from '@shop/product-api/contract/catalogue';
import { getTranslations } from 'next-intl/server';
import { cache } from 'react';
import { categoryTrail } from '@/components/catalogue/category-selection';
import type { FilterOption } from '@/components/catalogue/search-browser';
import type { AppLocale } from '@/i18n/routing';
import {
  getCategories,
  getFeaturedProducts,
  getProductPage,
  getSuggestions,
} from '@/lib/catalogue/catalogue-fetch';
import type { ProductFilters } from '@/lib/catalogue/product-filters';
import { searchFiltersOf, searchHref } from '@/lib/catalogue/products-params';
import type { SearchView } from '@/lib/catalogue/search-address';
import { dataOrThrow } from '@/lib/api/fetch-envelope';

export type SearchScreen = {
  filters: ProductFilters;
  /** The first page of results, in the server-rendered HTML. */
  firstPage: ProductPage;
  title: string;
  categoryOptions: FilterOption[];
  brandOptions: string[];
  /** Canonical address: the search text (or the offers), without the narrowing filters. */
  canonicalPath: string;
  /** The address's text was longer than the API takes and was cut to SEARCH_TEXT_MAX_LENGTH. */
  textShortened: boolean;
  /**
   * A text that finds nothing, without filters (a thing the shop does not sell): a few popular
   * products to go on with, never passed off as results (issue 31). Empty otherwise.
   */
  popular: Product[];
};

/** How many popular products a search that finds nothing offers: two full rows at 2 and 5 a row. */
const POPULAR_AFTER_NO_RESULTS = 10;

/**
 * What a search view shows: filters, title, the first page of results and the options of the
 * category and brand filters. Once per render: the page and its metadata both ask (React's cache,
 * keyed by the filters). A call that fails throws, so a page without its data is never kept
 * (lib/api/fetch-envelope.ts, dataOrThrow).
 */
export async function loadSearchScreen(locale: AppLocale, view: SearchView): Promise<SearchScreen> {
  const screen = await searchScreenOf(locale, filtersKeyOf(view.filters));
  return { ...screen, textShortened: view.textShortened };
}

/** The filters as a string (their canonical /search query), the key of the request's cache. */
const filtersKeyOf = (filters: ProductFilters): string =>
  new URLSearchParams(searchHref(filters).query).toString();
const filtersOfKey = (key: string): ProductFilters =>
  searchFiltersOf(Object.fromEntries(new URLSearchParams(key)));

type FiltersScreen = Omit<SearchScreen, 'textShortened'>;

const searchScreenOf = cache(async (locale: AppLocale, filtersKey: string): Promise<FiltersScreen> => {
  const filters = filtersOfKey(filtersKey);
  // All at once: the results do not wait for the filters' options.
  const [t, tree, suggestions, results] = await Promise.all([
    getTranslations({ locale, namespace: 'searchPage' }),
    getCategories(locale),
    filters.q ? getSuggestions(filters.q, locale) : null,
    getProductPage(filters, 0, 'page', locale),
  ]);
  const firstPage = dataOrThrow(results, 'search results');
  const popular =
    filters.q && !isNarrowed(filters) && firstPage.data.length === 0
      ? dataOrThrow(await getFeaturedProducts(0, locale), 'popular products').data.slice(
          0,
          POPULAR_AFTER_NO_RESULTS,
        )
      : [];
  const found: Suggestions | null = suggestions ? dataOrThrow(suggestions, 'search suggestions') : null;
  const categories = dataOrThrow(tree, 'category tree');

  // With a text: the categories and brands its products are in. Without: the main categories.
  const categoryOptions: FilterOption[] = found
    ? found.categories.map((c) => ({
        value: String(c.categoryId),
        label: t('categoryOption', { label: c.label, count: c.count }),
      }))
    : categories.map((c) => ({ value: String(c.id), label: c.description }));
  if (filters.category !== undefined && !categoryOptions.some((o) => o.value === String(filters.category))) {
    const chosen = categoryTrail(categories, filters.category).at(-1);
    if (chosen) categoryOptions.unshift({ value: String(chosen.id), label: chosen.description });
  }
  const brandOptions = [...(found?.brands ?? [])];
  if (filters.brand && !brandOptions.includes(filters.brand)) brandOptions.unshift(filters.brand);

  const title = filters.q
    ? t('resultsFor', { q: filters.q })
    : filters.onlyPromotions
      ? t('offers')
      : t('allProducts');
  const canonical = searchHref(
    filters.q ? { q: filters.q } : filters.onlyPromotions ? { onlyPromotions: true } : {},
  );
  const query = new URLSearchParams(canonical.query).toString();
  return {
    filters,
    firstPage,
    title,
    categoryOptions,
    brandOptions,
    canonicalPath: query ? `/search?${query}` : '/search',
    popular,
  };
});
