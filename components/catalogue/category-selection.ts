import type { Category } from '@shop/product-api/contract/catalogue';
import { type FoodFilters, foodFilterParams } from '@/lib/catalogue/food-filters';

/**
 * Where the shopper is in the category screen's side tree: a main category, optionally one of its
 * sub-categories, or neither (the whole catalogue, or everything with a tag).
 */
export type CategorySelection = { mainId: number | null; subId: number | null };

export const NOTHING_SELECTED: CategorySelection = { mainId: null, subId: null };

/**
 * The categories from the top of the tree down to `categoryId` (main category, sub-category…),
 * or an empty list when the category is not in the tree.
 */
export function categoryTrail(tree: readonly Category[], categoryId: number): Category[] {
  for (const category of tree) {
    if (category.id === categoryId) return [category];
    const below = categoryTrail(category.items, categoryId);
    if (below.length > 0) return [category, ...below];
  }
  return [];
}

/**
 * The selection a shared address `?id=` stands for: a main category, or a sub-category under its
 * main one (banners link straight to sub-categories). Null when the tree has no such category.
 */
export function selectionOf(tree: readonly Category[], id: number | null): CategorySelection | null {
  if (id === null) return NOTHING_SELECTED;
  for (const main of tree) {
    if (main.id === id) return { mainId: id, subId: null };
    if (main.items.some((sub) => sub.id === id)) return { mainId: main.id, subId: id };
  }
  return null;
}

/**
 * Spec §4: clicking the selected main category resets to its parent (a main category's parent is
 * the whole catalogue); clicking another main category selects it and clears the sub-category.
 */
export function afterMainClick(current: CategorySelection, mainId: number): CategorySelection {
  return current.mainId === mainId ? NOTHING_SELECTED : { mainId, subId: null };
}

/** Spec §4: selecting a sub-category sets it (with its main category). */
export function afterSubClick(mainId: number, subId: number): CategorySelection {
  return { mainId, subId };
}

/** The category whose products the grid lists: the sub-category if any, else the main one. */
export function selectedCategoryId(selection: CategorySelection): number | null {
  return selection.subId ?? selection.mainId;
}

/** The selected main category and sub-category of the tree, for the title and the breadcrumb. */
export function selectedPath(
  tree: readonly Category[],
  selection: CategorySelection,
): { main: Category | null; sub: Category | null } {
  const main = tree.find((c) => c.id === selection.mainId) ?? null;
  const sub = main?.items.find((c) => c.id === selection.subId) ?? null;
  return { main, sub };
}

/** What the category screen shows; its address says all of it, so it can be shared and indexed. */
export type CategoryView = {
  selection: CategorySelection;
  tag: string | null;
  onlyPromotions: boolean;
  /** Diets and allergens to be free from (lib/catalogue/food-filters.ts). */
  food?: FoodFilters;
};

/**
 * The /category address of a view: `?id=` the category, `&tag=`, `&onlyPromotions=true`,
 * `&diets=`, `&freeFrom=`.
 */
export function categoryHref(view: CategoryView): { pathname: '/category'; query: Record<string, string> } {
  const query: Record<string, string> = {};
  const id = selectedCategoryId(view.selection);
  if (id !== null) query.id = String(id);
  if (view.tag) query.tag = view.tag;
  if (view.onlyPromotions) query.onlyPromotions = 'true';
  if (view.food) Object.assign(query, foodFilterParams(view.food));
  return { pathname: '/category', query };
}
