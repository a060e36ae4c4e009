'use client';

import type { Store, StorePage } from '@shop/product-api/contract/stores';
import { useQuery } from '@tanstack/react-query';
import { Search } from 'lucide-react';
import { useLocale, useTranslations } from 'next-intl';
import { type ChangeEvent, type FormEvent, useEffect, useId, useRef, useState } from 'react';
import buttons from '@/components/ui/button.module.css';
import { Pager } from '@/components/ui/pager';
import { toAppLocale } from '@/i18n/routing';
import { storePageQueryOptions } from '@/lib/stores/stores';
import { type MapTiles, StoreDetails } from './store-details';
import { StoreListItem } from './store-list-item';
import styles from './store-locator.module.css';
import { StoreSort, type StoreSortOrder } from './store-sort';
import { DEFAULT_STORE_VIEW, sameView, searchOfView, viewOfSearch } from './store-view';
import { useGeolocation } from './use-geolocation';
import { useLayout } from './use-layout';

/** Spec §9: store search waits until typing has stopped for a second. */
const SEARCH_DEBOUNCE_MS = 1000;
const PANEL_ID = 'store-panel';

type StoreLocatorProps = {
  /** The page the server rendered for the default view (DEFAULT_STORE_VIEW), or null if the API failed. */
  serverPage: StorePage | null;
  /** Stores a page (the contract's constant, passed in so zod stays out of this bundle). */
  pageSize: number;
  tiles: MapTiles;
};

/**
 * The store locator (spec §2): search box (debounced 1 s), sort by name or distance, paged list
 * and the chosen store's details. From 768 px the details sit in a panel beside the list; on
 * smaller screens each store opens in place (accordion). The view lives in the address bar, so
 * a link to it shows the same list: the page is cached HTML of the default view, so the view the
 * address asks for is read once mounted and fetched through the BFF.
 */
export function StoreLocator({ serverPage, pageSize, tiles }: StoreLocatorProps) {
  const t = useTranslations('stores');
  const lang = toAppLocale(useLocale());
  const layout = useLayout();
  const geolocation = useGeolocation();
  const searchId = useId();
  const listRef = useRef<HTMLDivElement>(null);

  const [text, setText] = useState(DEFAULT_STORE_VIEW.q);
  const [view, setView] = useState(DEFAULT_STORE_VIEW);
  // Until the address has been read, the view is the server's default and must not overwrite it.
  const addressRead = useRef(false);
  const [openId, setOpenId] = useState<number | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  const origin = view.sort === 'distance' ? geolocation.position : null;
  const order: StoreSortOrder = origin ? 'distance' : 'name';
  const isServerView =
    serverPage !== null &&
    origin === null &&
    view.q === DEFAULT_STORE_VIEW.q &&
    view.page === DEFAULT_STORE_VIEW.page;
  const query = useQuery(
    storePageQueryOptions(
      { q: view.q, page: view.page, size: pageSize, origin, lang },
      isServerView ? serverPage : undefined,
    ),
  );
  const page = query.data;
  const stores = page?.data ?? [];

  // The address bar follows the view without a server round trip (Next keeps its router in step).
  useEffect(() => {
    if (!addressRead.current) return;
    const url = `${window.location.pathname}${searchOfView(view)}`;
    if (url !== `${window.location.pathname}${window.location.search}`)
      window.history.replaceState(null, '', url);
  }, [view]);
  // Not useSearchParams: on this cached page it would need a Suspense boundary, and the fallback
  // would replace the server-rendered list. The address is read once, after hydration (reading it
  // while rendering would not match the server's HTML), hence state set in an effect, once.
  useEffect(() => {
    addressRead.current = true;
    const asked = viewOfSearch(window.location.search);
    if (sameView(asked, DEFAULT_STORE_VIEW)) return;
    // eslint-disable-next-line react-hooks/set-state-in-effect -- one sync from the address on mount
    setView(asked);
    setText(asked.q);
  }, []);
  useEffect(() => () => clearTimeout(timer.current), []);

  const search = (value: string) => {
    clearTimeout(timer.current);
    const q = value.trim();
    setView((current) => (current.q === q ? current : { ...current, q, page: 0 }));
  };
  const onType = (event: ChangeEvent<HTMLInputElement>) => {
    const value = event.target.value;
    setText(value);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => search(value), SEARCH_DEBOUNCE_MS);
  };
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    search(text);
  };
  const clearSearch = () => {
    setText('');
    search('');
  };
  const choosePage = (target: number) => {
    setView((current) => ({ ...current, page: target }));
    listRef.current?.scrollIntoView({ block: 'nearest' });
  };
  const chooseOrder = (sort: StoreSortOrder) => setView((current) => ({ ...current, sort, page: 0 }));
  const locate = () => {
    // Asking for the position means asking for the distance sort: it applies once known.
    chooseOrder('distance');
    geolocation.locate();
  };

  const shown: Store | undefined = stores.find((s) => s.id === openId) ?? stores[0];
  return (
    <div className={styles.locator}>
      <div className={styles.controls}>
        <form role="search" className={styles.search} onSubmit={onSubmit}>
          <label htmlFor={searchId} className={styles.searchLabel}>
            {t('searchLabel')}
          </label>
          <div className={styles.searchRow}>
            <input
              id={searchId}
              name="q"
              type="search"
              className={styles.searchInput}
              placeholder={t('searchPlaceholder')}
              autoComplete="off"
              enterKeyHint="search"
              maxLength={100}
              value={text}
              onChange={onType}
            />
            <button type="submit" className={`${buttons.primary} ${styles.searchSubmit}`}>
              <Search aria-hidden="true" size={20} />
              <span className="visually-hidden">{t('searchSubmit')}</span>
            </button>
          </div>
        </form>
        <StoreSort order={order} status={geolocation.status} onOrder={chooseOrder} onLocate={locate} />
      </div>

      <p className="visually-hidden" role="status">
        {query.isFetching
          ? t('loading')
          : page && page.totalPages > 0
            ? t('pageStatus', { page: page.number + 1, pages: page.totalPages })
            : ''}
      </p>

      {!page && query.isError ? (
        <div className={styles.notice} role="alert">
          <p>{t('loadFailed')}</p>
          <button type="button" className={buttons.secondary} onClick={() => void query.refetch()}>
            {t('retry')}
          </button>
        </div>
      ) : !page ? (
        <p className={styles.notice}>{t('loading')}</p>
      ) : stores.length === 0 ? (
        <div className={styles.notice}>
          <p>{view.q ? t('noStoresFor', { q: view.q }) : t('noStores')}</p>
          {view.q || view.page > 0 ? (
            <button type="button" className={buttons.secondary} onClick={clearSearch}>
              {t('clearSearch')}
            </button>
          ) : null}
        </div>
      ) : (
        <div className={styles.columns} ref={listRef}>
          <div className={styles.listColumn}>
            <ul
              className={`${styles.list} ${query.isPlaceholderData ? styles.stale : ''}`}
              aria-label={t('listLabel')}
              aria-busy={query.isFetching}
            >
              {stores.map((store) => (
                <StoreListItem
                  key={store.id}
                  store={store}
                  inline={layout === 'mobile'}
                  expanded={layout === 'mobile' ? openId === store.id : shown?.id === store.id}
                  panelId={PANEL_ID}
                  tiles={tiles}
                  onToggle={() => setOpenId(layout === 'mobile' && openId === store.id ? null : store.id)}
                />
              ))}
            </ul>
            <Pager
              page={page.number}
              totalPages={page.totalPages}
              label={t('pagesLabel')}
              hrefFor={(target) => searchOfView({ ...view, page: target }) || '?'}
              onSelect={choosePage}
            />
          </div>
          {layout !== 'mobile' && shown ? (
            <section
              id={PANEL_ID}
              className={styles.panel}
              aria-label={t('detailsLabel', { name: shown.name })}
            >
              <StoreDetails store={shown} tiles={tiles} showName showMap={layout === 'desktop'} />
            </section>
          ) : null}
        </div>
      )}
    </div>
  );
}
