'use client';

import type { Store } from '@shop/product-api/contract/stores';
import { Globe, Mail, MapPin, Phone } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { DEPARTMENT_ICONS, SERVICE_ICONS, isDepartmentCode, isServiceCode, knownCodes } from './store-codes';
import { mapLinkOf, pointOf } from './map-link';
import { StoreFeatures } from './store-features';
import { LazyStoreMap } from './store-map-loader';
import styles from './store-details.module.css';

export type MapTiles = { tileUrl: string; attribution: string };

type StoreDetailsProps = {
  store: Store;
  tiles: MapTiles;
  /** The store's name as a heading (the desktop panel); the accordion's button already shows it. */
  showName: boolean;
  /** False until the layout is known, so the map (Leaflet) never loads for a hidden panel. */
  showMap: boolean;
};

/** Free-text lines under a heading (timetables, special openings); nothing when there are none. */
function TextLines({ heading, lines }: { heading: string; lines: string[] }) {
  if (lines.length === 0) return null;
  return (
    <section className={styles.block}>
      <h3 className={styles.blockHeading}>{heading}</h3>
      <ul className={styles.lines}>
        {lines.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
    </section>
  );
}

const telOf = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;

/**
 * One store's details (spec §2): address linking to a map, phone, e-mail and web address when
 * present, opening hours, special openings, services and departments as icons, and the map at
 * zoom 18 when the store has coordinates.
 */
export function StoreDetails({ store, tiles, showName, showMap }: StoreDetailsProps) {
  const t = useTranslations('stores');
  const common = useTranslations('common');
  const point = pointOf(store);
  const services = knownCodes(store.services, isServiceCode).map((code) => ({
    code,
    label: t(`service.${code}`),
    icon: SERVICE_ICONS[code],
  }));
  const departments = knownCodes(store.departments, isDepartmentCode).map((code) => ({
    code,
    label: t(`department.${code}`),
    icon: DEPARTMENT_ICONS[code],
  }));

  return (
    <div className={styles.details}>
      {showName ? <h2 className={styles.name}>{store.name}</h2> : null}
      <ul className={styles.contacts}>
        <li>
          <MapPin aria-hidden="true" size={20} className={styles.contactIcon} />
          <span className="visually-hidden">{t('address')}: </span>
          <a href={mapLinkOf(store)} target="_blank" rel="noopener noreferrer">
            {store.address.address}
            <span className="visually-hidden"> ({common('opensInNewTab')})</span>
          </a>
        </li>
        {store.phone ? (
          <li>
            <Phone aria-hidden="true" size={20} className={styles.contactIcon} />
            <span className="visually-hidden">{t('phone')}: </span>
            <a href={telOf(store.phone)}>{store.phone}</a>
          </li>
        ) : null}
        {store.email ? (
          <li>
            <Mail aria-hidden="true" size={20} className={styles.contactIcon} />
            <span className="visually-hidden">{t('email')}: </span>
            <a href={`mailto:${store.email}`}>{store.email}</a>
          </li>
        ) : null}
        {store.webUrl ? (
          <li>
            <Globe aria-hidden="true" size={20} className={styles.contactIcon} />
            <a href={store.webUrl} target="_blank" rel="noopener noreferrer">
              {t('website')}
              <span className="visually-hidden"> ({common('opensInNewTab')})</span>
            </a>
          </li>
        ) : null}
      </ul>

      <TextLines heading={t('timetablesHeading')} lines={store.timetables} />
      <TextLines heading={t('openingsHeading')} lines={store.openings} />
      <StoreFeatures heading={t('servicesHeading')} features={services} />
      <StoreFeatures heading={t('departmentsHeading')} features={departments} />

      {point ? (
        <div className={styles.mapBox} role="region" aria-label={t('mapLabel', { name: store.name })}>
          {showMap ? (
            <LazyStoreMap
              key={store.id}
              latitude={point.latitude}
              longitude={point.longitude}
              tileUrl={tiles.tileUrl}
              attribution={tiles.attribution}
            />
          ) : (
            <p className={styles.mapPlaceholder}>{t('mapLoading')}</p>
          )}
        </div>
      ) : null}
    </div>
  );
}
