/** Up to this many pages the pager shows them all (spec §9: the window starts above 9 pages). */
const ALL_PAGES_UP_TO = 9;
const WINDOW = 2;

/**
 * The page buttons of a pager, pages from 0, 'gap' where pages are left out. Above 9 pages:
 * the first and last page and a window of the current page plus or minus 2 (spec §9).
 */
export function pagerItems(current: number, totalPages: number): (number | 'gap')[] {
  if (totalPages <= ALL_PAGES_UP_TO) return Array.from({ length: totalPages }, (_, i) => i);
  let from = Math.max(1, current - WINDOW);
  let to = Math.min(totalPages - 2, current + WINDOW);
  // A gap standing for a single page would take as much room as that page: show the page.
  if (from === 2) from = 1;
  if (to === totalPages - 3) to = totalPages - 2;
  const items: (number | 'gap')[] = [0];
  if (from > 1) items.push('gap');
  for (let page = from; page <= to; page++) items.push(page);
  if (to < totalPages - 2) items.push('gap');
  items.push(totalPages - 1);
  return items;
}
