import type { Store } from '@shop/product-api/contract/stores';

/** Spec §9: the map zoom. */
export const MAP_ZOOM = 18;

/**
 * Where the store's address links to: OpenStreetMap at the store's point when it has
 * coordinates, otherwise OpenStreetMap's search for the address (spec §2: address linking to a map).
 */
export function mapLinkOf(store: Pick<Store, 'address'>): string {
  const { address, latitude, longitude } = store.address;
  if (latitude !== null && longitude !== null) {
    return `https://www.openstreetmap.org/?mlat=${latitude}&mlon=${longitude}#map=${MAP_ZOOM}/${latitude}/${longitude}`;
  }
  return `https://www.openstreetmap.org/search?query=${encodeURIComponent(`${address}, Malta`)}`;
}

/** The store's point, when it has one. */
export function pointOf(store: Pick<Store, 'address'>): { latitude: number; longitude: number } | null {
  const { latitude, longitude } = store.address;
  return latitude !== null && longitude !== null ? { latitude, longitude } : null;
}
