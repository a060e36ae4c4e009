'use client';

import type { Category, ProductPage } from '@shop/product-api/contract/catalogue';
import { ListTree, X } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useOptimistic, useState, useTransition } from 'react';
import buttons from '@/components/ui/button.module.css';
import browse from './browse.module.css';
import { Link, useRouter } from '@/i18n/navigation';
import type { ProductFilters } from '@/lib/catalogue/product-filters';
import styles from './category-browser.module.css';
import {
  type CategorySelection,
  type CategoryView,
  NOTHING_SELECTED,
  categoryHref,
} from './category-selection';
import { CategoryTree } from './category-tree';
import { FoodFilterControls } from './food-filter-controls';
import { ProductListInfinite } from './product-list-infinite';

type CategoryBrowserProps = {
  tree: readonly Category[];
  view: CategoryView;
  /** Readable name of view.tag, for the chip that removes it. */
  tagLabel: string | null;
  filters: ProductFilters;
  firstPage: ProductPage;
};

/**
 * The interactive part of the category screen: side tree, 'only promotions' and the endless grid.
 * The address is the state (shareable, indexable, restored by the back button from a product
 * page): every change navigates to the new address, the server renders its page 0, and the grid
 * shows skeletons meanwhile (spec §4: any change reloads from page 0).
 */
export function CategoryBrowser({ tree, view, tagLabel, filters, firstPage }: CategoryBrowserProps) {
  const t = useTranslations('categoryPage');
  const list = useTranslations('productList');
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  const [optimistic, setOptimistic] = useOptimistic(view);
  const [treeOpen, setTreeOpen] = useState(false);

  const go = (next: CategoryView) => {
    setTreeOpen(false);
    startTransition(() => {
      setOptimistic(next);
      router.push(categoryHref(next), { scroll: false });
    });
  };
  const selectCategory = (_href: unknown, selection: CategorySelection) => go({ ...optimistic, selection });

  // The way out of an empty list: filters (only promotions, a tag, diets, free from) that leave a
  // category empty are cleared in that category; only an empty list without them leads to every
  // product.
  const foodFiltered = Boolean(view.food?.diets?.length || view.food?.freeFrom?.length);
  const filteredCategory =
    view.selection.mainId !== null && (view.onlyPromotions || view.tag !== null || foodFiltered);
  const empty = (
    <div className={styles.empty}>
      <p className={styles.emptyTitle}>{t('noItems')}</p>
      <p>{filteredCategory ? t('noItemsFilteredHint') : t('noItemsHint')}</p>
      <Link
        className={buttons.secondary}
        href={categoryHref({
          selection: filteredCategory ? view.selection : NOTHING_SELECTED,
          tag: null,
          onlyPromotions: false,
        })}
      >
        {filteredCategory ? t('showAllInCategory') : t('showAll')}
      </Link>
    </div>
  );

  return (
    <div className={`${styles.layout} ${tree.length > 0 ? styles.withTree : ''}`}>
      {tree.length > 0 ? (
        <div className={styles.aside}>
          <button
            type="button"
            className={`${buttons.secondary} ${styles.treeToggle}`}
            aria-expanded={treeOpen}
            aria-controls="category-tree-panel"
            onClick={() => setTreeOpen((open) => !open)}
          >
            <ListTree aria-hidden="true" size={18} />
            {t('treeHeading')}
          </button>
          <nav
            id="category-tree-panel"
            className={`${styles.treePanel} ${treeOpen ? styles.treeOpen : ''}`}
            aria-labelledby="category-tree-heading"
          >
            <h2 id="category-tree-heading" className={styles.treeHeading}>
              {t('treeHeading')}
            </h2>
            <CategoryTree tree={tree} view={optimistic} onNavigate={selectCategory} />
          </nav>
        </div>
      ) : null}

      <section className={styles.results} aria-labelledby="category-products-heading">
        <h2 id="category-products-heading" className="visually-hidden">
          {list('products')}
        </h2>
        <div className={styles.toolbar}>
          <label className={browse.check}>
            <input
              type="checkbox"
              checked={optimistic.onlyPromotions}
              onChange={(event) => go({ ...optimistic, onlyPromotions: event.target.checked })}
            />
            {t('onlyPromotions')}
          </label>
          <FoodFilterControls
            value={optimistic.food ?? {}}
            onChange={(food) => go({ ...optimistic, food })}
          />
          {optimistic.tag && tagLabel ? (
            <button type="button" className={styles.chip} onClick={() => go({ ...optimistic, tag: null })}>
              <span className="visually-hidden">{t('removeTag', { tag: tagLabel })}</span>
              <span aria-hidden="true">{tagLabel}</span>
              <X aria-hidden="true" size={16} />
            </button>
          ) : null}
        </div>
        <ProductListInfinite
          key={JSON.stringify(filters)}
          filters={filters}
          firstPage={firstPage}
          empty={empty}
          pending={pending}
        />
      </section>
    </div>
  );
}
