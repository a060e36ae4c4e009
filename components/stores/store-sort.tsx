'use client';

import { LocateFixed } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useId } from 'react';
import buttons from '@/components/ui/button.module.css';
import styles from './store-locator.module.css';
import type { GeolocationStatus } from './use-geolocation';

export type StoreSortOrder = 'name' | 'distance';

type StoreSortProps = {
  /** The order shown: distance only once the position is known. */
  order: StoreSortOrder;
  status: GeolocationStatus;
  onOrder: (order: StoreSortOrder) => void;
  onLocate: () => void;
};

const MESSAGE_KEYS = {
  checking: 'locationChecking',
  prompt: 'locationPrompt',
  locating: 'locating',
  located: null,
  denied: 'locationDenied',
  failed: 'locationFailed',
  unavailable: 'locationUnavailable',
} as const;

/**
 * Sort by name or by distance (spec §2). Distance stays disabled, with the reason beside it,
 * until the browser has given the position; 'Use my location' asks for it.
 */
export function StoreSort({ order, status, onOrder, onLocate }: StoreSortProps) {
  const t = useTranslations('stores');
  const hintId = useId();
  const messageKey = MESSAGE_KEYS[status];
  // Shown from the first render (while the permission is still being checked) so that the list
  // below does not move when the answer comes (layout shift); asking early is harmless.
  const canAsk = status === 'checking' || status === 'prompt' || status === 'failed';

  return (
    <fieldset className={styles.sort}>
      <legend className={styles.sortLegend}>{t('sortLegend')}</legend>
      <div className={styles.sortOptions}>
        <label className={styles.sortOption}>
          <input
            type="radio"
            name="store-sort"
            value="name"
            checked={order === 'name'}
            onChange={() => onOrder('name')}
          />
          {t('sortName')}
        </label>
        <label className={`${styles.sortOption} ${status === 'located' ? '' : styles.sortDisabled}`}>
          <input
            type="radio"
            name="store-sort"
            value="distance"
            checked={order === 'distance'}
            disabled={status !== 'located'}
            aria-describedby={messageKey ? hintId : undefined}
            onChange={() => onOrder('distance')}
          />
          {t('sortDistance')}
        </label>
        {canAsk ? (
          <button type="button" className={`${buttons.secondary} ${styles.locate}`} onClick={onLocate}>
            <LocateFixed aria-hidden="true" size={18} />
            {t('useLocation')}
          </button>
        ) : null}
      </div>
      <p id={hintId} className={styles.sortHint} role="status">
        {messageKey ? t(messageKey) : ''}
      </p>
    </fieldset>
  );
}
