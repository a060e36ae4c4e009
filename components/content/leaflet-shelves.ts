import { type Leaflet, leafletTimingOn } from '@shop/product-api/contract/content';
import { shopDayOf } from '@/components/checkout/slot-day';

export type LeafletShelves = { current: Leaflet[]; upcoming: Leaflet[] };

/**
 * The leaflets page's two lists at `now`, on Malta's calendar whatever the server's zone: the
 * current leaflets, and those that start later ('Coming soon'). Expired ones are left out; their
 * addresses still open them.
 */
export function leafletShelves(leaflets: readonly Leaflet[], now: Date): LeafletShelves {
  const today = shopDayOf(now.toISOString());
  const shelves: LeafletShelves = { current: [], upcoming: [] };
  for (const leaflet of leaflets) {
    const timing = leafletTimingOn(leaflet, today);
    if (timing !== 'expired') shelves[timing].push(leaflet);
  }
  return shelves;
}
