import 'server-only';
import type { Suggestions } from '@shop/product-api/contract/catalogue';
import { getTranslations } from 'next-intl/server';
import { categoryTrail } from '@/components/catalogue/category-selection';
import type { FilterOption } from '@/components/catalogue/search-browser';
import type { AppLocale } from '@/i18n/routing';
import { getCategories, getSuggestions } from '@/lib/api/catalogue';
import type { ProductFilters } from '@/lib/queries/products';
import { type RawSearchParams, searchFiltersOf, searchHref } from '@/lib/queries/products-params';

export type SearchScreen = {
  filters: ProductFilters;
  title: string;
  categoryOptions: FilterOption[];
  brandOptions: string[];
  /** Canonical address: the search text (or the offers), without the narrowing filters. */
  canonicalPath: string;
};

/** What a /search address shows: filters, title and the options of the category and brand filters. */
export async function loadSearchScreen(locale: AppLocale, raw: RawSearchParams): Promise<SearchScreen> {
  const filters = searchFiltersOf(raw);
  const [t, tree, suggestions] = await Promise.all([
    getTranslations({ locale, namespace: 'searchPage' }),
    getCategories(locale),
    filters.q ? getSuggestions(filters.q, locale) : null,
  ]);
  const found: Suggestions | null = suggestions?.ok ? suggestions.data : null;
  const categories = tree.ok ? tree.data : [];

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
    title,
    categoryOptions,
    brandOptions,
    canonicalPath: query ? `/search?${query}` : '/search',
  };
}
