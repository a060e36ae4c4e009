'use client';

import { useTranslations } from 'next-intl';
import dynamic from 'next/dynamic';
import styles from './store-details.module.css';

function MapPlaceholder() {
  const t = useTranslations('stores');
  return <p className={styles.mapPlaceholder}>{t('mapLoading')}</p>;
}

/**
 * Leaflet (about 40 kB) and its CSS load only in the browser, the first time a map is shown:
 * the server-rendered page and a phone that never opens a store stay without them.
 */
export const LazyStoreMap = dynamic(() => import('./store-map').then((m) => m.StoreMap), {
  ssr: false,
  loading: () => <MapPlaceholder />,
});
