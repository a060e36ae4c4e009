'use client';

import type { Store } from '@shop/product-api/contract/stores';
import { ChevronDown } from 'lucide-react';
import { useFormatter, useTranslations } from 'next-intl';
import { type MapTiles, StoreDetails } from './store-details';
import styles from './store-locator.module.css';

type StoreListItemProps = {
  store: Store;
  /** Shown: in the panel beside the list (desktop) or opened in place (phone). */
  expanded: boolean;
  /** Phone layout: the details open under the button (accordion). */
  inline: boolean;
  /** The element the button controls when expanded (the panel on desktop). */
  panelId: string;
  tiles: MapTiles;
  onToggle: () => void;
};

/** One store of the locator's list: name, address, distance in a distance sort. */
export function StoreListItem({ store, expanded, inline, panelId, tiles, onToggle }: StoreListItemProps) {
  const t = useTranslations('stores');
  const format = useFormatter();
  const detailsId = inline ? `store-${store.id}-details` : panelId;
  const distance =
    store.distance === undefined
      ? null
      : store.distance === null
        ? t('noDistance')
        : t('distance', {
            km: format.number(store.distance, { minimumFractionDigits: 1, maximumFractionDigits: 1 }),
          });

  return (
    <li className={`${styles.item} ${expanded ? styles.itemOpen : ''}`}>
      <h2 className={styles.itemHeading}>
        <button
          type="button"
          className={styles.itemButton}
          aria-expanded={expanded}
          aria-controls={expanded ? detailsId : undefined}
          onClick={onToggle}
        >
          <span className={styles.itemText}>
            <span className={styles.itemName}>{store.name}</span>
            <span className={styles.itemAddress}>{store.address.address}</span>
            {distance ? <span className={styles.itemDistance}>{distance}</span> : null}
          </span>
          <ChevronDown aria-hidden="true" size={20} className={styles.chevron} />
        </button>
      </h2>
      {inline && expanded ? (
        <div id={detailsId} className={styles.inlineDetails}>
          <StoreDetails store={store} tiles={tiles} showName={false} showMap />
        </div>
      ) : null}
    </li>
  );
}
