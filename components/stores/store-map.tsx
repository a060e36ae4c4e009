'use client';

import 'leaflet/dist/leaflet.css';
import { useState } from 'react';
import { CircleMarker, MapContainer, TileLayer } from 'react-leaflet';
import { MAP_ZOOM } from './map-link';
import styles from './store-map.module.css';

export type StoreMapProps = {
  latitude: number;
  longitude: number;
  /** Tile address with {z}/{x}/{y} (config MAP_TILE_URL) and its attribution. */
  tileUrl: string;
  attribution: string;
};

/**
 * The map of spec §2 and §9: one marker at the store, zoom 18. A CircleMarker is drawn by
 * Leaflet itself, so no marker image has to be found under the basePath. Loaded only in the
 * browser and only when a store with coordinates is shown (see store-map-loader.tsx).
 */
export function StoreMap({ latitude, longitude, tileUrl, attribution }: StoreMapProps) {
  const centre: [number, number] = [latitude, longitude];
  // The marker wears the shop's brand colour (a configured token), read once in the browser.
  const [brand] = useState(
    () => getComputedStyle(document.documentElement).getPropertyValue('--color-brand').trim() || '#0b6e4f',
  );
  return (
    <MapContainer center={centre} zoom={MAP_ZOOM} scrollWheelZoom={false} className={styles.map}>
      <TileLayer url={tileUrl} attribution={attribution} />
      <CircleMarker
        center={centre}
        radius={10}
        pathOptions={{ color: '#ffffff', weight: 3, fillColor: brand, fillOpacity: 1 }}
      />
    </MapContainer>
  );
}
