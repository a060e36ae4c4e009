import type { Language } from '../contract/catalogue';
import { LEAFLET_NOT_FOUND_MESSAGE, type Leaflet } from '../contract/content';
import { fail, ok, ResponseCode, type Result } from '../contract/envelope';
import type { Database } from '../db/client';
import { findLeaflet, findLeaflets } from './leaflets.repository';

/** Every leaflet for the grid (spec §2), in the shop's order. */
export async function leafletList(db: Database, language: Language): Promise<Result<Leaflet[]>> {
  return ok(await findLeaflets(db, language));
}

/** One leaflet; an unknown id is a "not found" failure, never an empty success. */
export async function leafletById(db: Database, id: number, language: Language): Promise<Result<Leaflet>> {
  const leaflet = await findLeaflet(db, id, language);
  return leaflet ? ok(leaflet) : fail(ResponseCode.GENERIC_ERROR, LEAFLET_NOT_FOUND_MESSAGE);
}
