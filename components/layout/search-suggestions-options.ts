import type { Suggestions } from '@shop/product-api/contract/catalogue';

export type SuggestionHref =
  | { pathname: '/search'; query: Record<string, string> }
  | { pathname: '/category'; query: Record<string, string> };

/** One choice of the suggestions dropdown and where it leads. */
export type SuggestionOption =
  | { kind: 'tip'; key: string; label: string; href: SuggestionHref }
  | { kind: 'category'; key: string; label: string; count: number; href: SuggestionHref }
  | { kind: 'brand'; key: string; label: string; href: SuggestionHref };

/**
 * The suggestions as one list in the order the dropdown shows them (tips, categories, brands), so
 * the arrow keys walk through all of them. A tip searches for itself; a category opens the
 * category screen; a brand searches the typed text within that brand.
 */
export function suggestionOptions(suggestions: Suggestions, typed: string): SuggestionOption[] {
  const text = typed.trim();
  return [
    ...suggestions.tips.map((tip): SuggestionOption => ({
      kind: 'tip',
      key: `tip-${tip}`,
      label: tip,
      href: { pathname: '/search', query: { q: tip } },
    })),
    ...suggestions.categories.map((c): SuggestionOption => ({
      kind: 'category',
      key: `category-${c.categoryId}`,
      label: c.label,
      count: c.count,
      href: { pathname: '/category', query: { id: String(c.categoryId) } },
    })),
    ...suggestions.brands.map((brand): SuggestionOption => ({
      kind: 'brand',
      key: `brand-${brand}`,
      label: brand,
      href: { pathname: '/search', query: text ? { q: text, brand } : { brand } },
    })),
  ];
}

/**
 * The highlighted option after an arrow key: down from nothing is the first, up from nothing the
 * last, and both wrap around. -1 means nothing highlighted (Enter then submits the typed text).
 */
export function movedHighlight(current: number, count: number, key: 'ArrowDown' | 'ArrowUp'): number {
  if (count === 0) return -1;
  if (key === 'ArrowDown') return current < 0 || current >= count - 1 ? 0 : current + 1;
  return current <= 0 ? count - 1 : current - 1;
}
