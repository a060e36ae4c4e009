'use client';

import type { Category } from '@shop/product-api/contract/catalogue';
import { ChevronDown } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { type MouseEvent, useState } from 'react';
import { Link } from '@/i18n/navigation';
import {
  type CategorySelection,
  type CategoryView,
  afterMainClick,
  afterSubClick,
  categoryHref,
} from './category-selection';
import styles from './category-tree.module.css';

type Href = ReturnType<typeof categoryHref>;

type CategoryTreeProps = {
  tree: readonly Category[];
  view: CategoryView;
  /** Called instead of following a plain click, so the screen can show that products are coming. */
  onNavigate: (href: Href, selection: CategorySelection) => void;
};

/** A click the browser should handle itself (new tab, new window, download). */
const isModifiedClick = (event: MouseEvent) =>
  event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;

/**
 * Side tree of the category screen (spec §2): main categories in `order`, each with its
 * collapsible sub-categories. The links are real addresses (shareable, crawlable, fine without
 * JavaScript); the click rules of spec §4 decide where each one leads.
 */
export function CategoryTree({ tree, view, onNavigate }: CategoryTreeProps) {
  const t = useTranslations('categoryPage');
  const { selection } = view;
  // The selected main category starts open; the shopper may open or close any other.
  const [open, setOpen] = useState<ReadonlySet<number>>(() =>
    selection.mainId === null ? new Set() : new Set([selection.mainId]),
  );
  const [openedFor, setOpenedFor] = useState(selection.mainId);
  if (openedFor !== selection.mainId) {
    setOpenedFor(selection.mainId);
    if (selection.mainId !== null) setOpen((current) => new Set([...current, selection.mainId as number]));
  }

  const toggle = (id: number) =>
    setOpen((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  const link = (next: CategorySelection, label: string, current: boolean, className: string) => {
    const href = categoryHref({ ...view, selection: next });
    return (
      <Link
        href={href}
        className={className}
        aria-current={current ? 'page' : undefined}
        scroll={false}
        onClick={(event) => {
          if (isModifiedClick(event)) return;
          event.preventDefault();
          onNavigate(href, next);
        }}
      >
        {label}
      </Link>
    );
  };

  return (
    <ul className={styles.tree}>
      {tree.map((main) => {
        const selected = selection.mainId === main.id;
        const expanded = open.has(main.id);
        const listId = `category-tree-${main.id}`;
        return (
          <li key={main.id} className={styles.main}>
            <div className={`${styles.row} ${selected ? styles.selected : ''}`}>
              {link(
                afterMainClick(selection, main.id),
                main.description,
                selected && selection.subId === null,
                styles.mainLink ?? '',
              )}
              {main.items.length > 0 ? (
                <button
                  type="button"
                  className={styles.toggle}
                  aria-expanded={expanded}
                  aria-controls={listId}
                  aria-label={t(expanded ? 'hideSubcategories' : 'showSubcategories', {
                    name: main.description,
                  })}
                  onClick={() => toggle(main.id)}
                >
                  <ChevronDown aria-hidden="true" size={18} className={expanded ? styles.up : ''} />
                </button>
              ) : null}
            </div>
            {main.items.length > 0 ? (
              <ul id={listId} className={styles.subs} hidden={!expanded}>
                <li>
                  {link(
                    { mainId: main.id, subId: null },
                    t('allOf', { name: main.description }),
                    false,
                    styles.subLink ?? '',
                  )}
                </li>
                {main.items.map((sub) => (
                  <li key={sub.id}>
                    {link(
                      afterSubClick(main.id, sub.id),
                      sub.description,
                      selected && selection.subId === sub.id,
                      styles.subLink ?? '',
                    )}
                  </li>
                ))}
              </ul>
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}
