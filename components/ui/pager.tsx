'use client';

import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useTranslations } from 'next-intl';
import type { MouseEvent, ReactNode } from 'react';
import { pagerItems } from './pager-items';
import styles from './pager.module.css';

type PagerProps = {
  /** Current page, from 0. */
  page: number;
  totalPages: number;
  /** The address of a page (from 0), so every page is a real link (shareable, works without JS). */
  hrefFor: (page: number) => string;
  /** Called instead of following the link when given (client-side paging). */
  onSelect?: (page: number) => void;
  /** Names the navigation landmark, e.g. 'Store pages'. */
  label: string;
};

/**
 * Page links with arrows (spec §9): every page up to 9 pages, above that the first and last and
 * the current page plus or minus 2. Only pages within 0..totalPages-1 can be chosen.
 */
export function Pager({ page, totalPages, hrefFor, onSelect, label }: PagerProps) {
  const t = useTranslations('pager');
  if (totalPages <= 1) return null;

  const go = (target: number) => (event: MouseEvent<HTMLAnchorElement>) => {
    if (!onSelect) return;
    event.preventDefault();
    if (target >= 0 && target < totalPages && target !== page) onSelect(target);
  };
  const arrow = (target: number, text: string, icon: ReactNode) =>
    target >= 0 && target < totalPages ? (
      <a href={hrefFor(target)} onClick={go(target)} className={styles.arrow} aria-label={text}>
        {icon}
      </a>
    ) : (
      <span className={`${styles.arrow} ${styles.disabled}`} aria-hidden="true">
        {icon}
      </span>
    );

  return (
    <nav aria-label={label} className={styles.pager}>
      {arrow(page - 1, t('previous'), <ChevronLeft aria-hidden="true" size={20} />)}
      <ol className={styles.pages}>
        {pagerItems(page, totalPages).map((item, index) =>
          item === 'gap' ? (
            <li key={`gap-${index}`} className={styles.gap} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={item}>
              <a
                href={hrefFor(item)}
                onClick={go(item)}
                className={styles.page}
                aria-current={item === page ? 'page' : undefined}
                aria-label={t('page', { page: item + 1 })}
              >
                {item + 1}
              </a>
            </li>
          ),
        )}
      </ol>
      {arrow(page + 1, t('next'), <ChevronRight aria-hidden="true" size={20} />)}
    </nav>
  );
}
