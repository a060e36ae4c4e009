import type { Language } from '../contract/catalogue';
import { LEAFLET_NOT_FOUND_MESSAGE, type Leaflet, type LeafletDetail } from '../contract/content';
import { fail, ok, ResponseCode, type Result } from '../contract/envelope';
import type { Database } from '../db/client';
import { findLeaflet, findLeafletHotspots, findLeaflets } from './leaflets.repository';

/** Every leaflet for the grid (spec §2), in the shop's order. */
export async function leafletList(db: Database, language: Language): Promise<Result<Leaflet[]>> {
  return ok(await findLeaflets(db, language));
}

/**
 * One leaflet with its pages' hotspots; an unknown id is a "not found" failure, never an empty
 * success.
 */
export async function leafletById(
  db: Database,
  id: number,
  language: Language,
): Promise<Result<LeafletDetail>> {
  const leaflet = await findLeaflet(db, id, language);
  if (!leaflet) return fail(ResponseCode.GENERIC_ERROR, LEAFLET_NOT_FOUND_MESSAGE);
  return ok({ ...leaflet, hotspots: await findLeafletHotspots(db, id, language) });
}
