import 'server-only';
import type { Category } from '@shop/product-api/contract/catalogue';
import { getTranslations } from 'next-intl/server';
import { notFound } from 'next/navigation';
import {
  type CategorySelection,
  type CategoryView,
  categoryHref,
  selectedCategoryId,
  selectedPath,
  selectionOf,
} from '@/components/catalogue/category-selection';
import { tagName } from '@/components/catalogue/category-tag';
import type { AppLocale } from '@/i18n/routing';
import { getCategories } from '@/lib/catalogue/catalogue-fetch';
import type { ProductFilters } from '@/lib/catalogue/product-filters';
import { type RawSearchParams, categoryParamsOf } from '@/lib/catalogue/products-params';

export type CategoryScreen = {
  view: CategoryView;
  /** The side tree: the whole tree, or for a tag only where its products are. */
  tree: Category[];
  main: Category | null;
  sub: Category | null;
  tagLabel: string | null;
  title: string;
  filters: ProductFilters;
  /** The canonical address: the category or tag, without the promotions and food filters. */
  canonicalPath: string;
};

const pathOf = (href: { pathname: string; query: Record<string, string> }) => {
  const query = new URLSearchParams(href.query).toString();
  return query ? `${href.pathname}?${query}` : href.pathname;
};

/**
 * What a /category address shows (the address is the whole state, so a shared link, a search
 * engine and the back button from a product page all see the same screen). An id that is not a
 * category of the tree is not found.
 */
export async function loadCategoryScreen(locale: AppLocale, raw: RawSearchParams): Promise<CategoryScreen> {
  const params = categoryParamsOf(raw);
  if (params.id === 'invalid') notFound();
  const [whole, tagged, t] = await Promise.all([
    getCategories(locale),
    params.tag ? getCategories(locale, params.tag) : null,
    getTranslations({ locale, namespace: 'categoryPage' }),
  ]);
  if (!whole.ok) throw new Error(`category tree: ${whole.message}`);
  const selection: CategorySelection | null = selectionOf(whole.data, params.id);
  if (!selection) notFound();

  const { main, sub } = selectedPath(whole.data, selection);
  const tagLabel = params.tag ? tagName(params.tag, (key) => t(`tags.${key}`)) : null;
  const categoryName = sub?.description ?? main?.description ?? null;
  const title =
    categoryName && tagLabel
      ? t('categoryWithTag', { category: categoryName, tag: tagLabel })
      : (categoryName ?? tagLabel ?? t('allProducts'));

  const view: CategoryView = {
    selection,
    tag: params.tag,
    onlyPromotions: params.onlyPromotions,
    food: params.food,
  };
  const id = selectedCategoryId(selection);
  const filters: ProductFilters = {
    ...(id !== null ? { category: id } : {}),
    ...(params.tag ? { tag: params.tag } : {}),
    ...(params.onlyPromotions ? { onlyPromotions: true } : {}),
    ...params.food,
  };
  return {
    view,
    tree: tagged?.ok ? tagged.data : whole.data,
    main,
    sub,
    tagLabel,
    title,
    filters,
    canonicalPath: pathOf(categoryHref({ ...view, onlyPromotions: false, food: {} })),
  };
}
