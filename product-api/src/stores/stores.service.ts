import type { DeliveryMode, Language } from '../contract/catalogue';
import { ResponseCode, fail, ok, type Result } from '../contract/envelope';
import type { State } from '../contract/locations';
import type { Store, StorePage, StoreQuery } from '../contract/stores';
import type { Database } from '../db/client';
import { normaliseSearchText } from '../products/search-document';
import { LOCALITY_CENTRES } from './locality-centres';
import {
  findLocalityByPrefix,
  findStatesWithStores,
  findStorePage,
  findStoresByDeliveryMode,
  type Point,
  type StoreRow,
} from './stores.repository';

/** A store's lines in Italian when asked and it has them; otherwise the English ones (spec: English fallback). */
const linesIn = (english: string[], italian: string[], language: Language) =>
  language === 'it' && italian.length > 0 ? italian : english;

function toStore(
  row: StoreRow & { distance?: number | null },
  withDistance: boolean,
  language: Language,
): Store {
  const store: Store = {
    id: row.id,
    name: row.name,
    address: { address: row.address, latitude: row.latitude, longitude: row.longitude },
    phone: row.phone,
    email: row.email,
    webUrl: row.webUrl,
    logoImageUrl: row.logoImageUrl,
    timetables: linesIn(row.timetables, row.timetablesIt, language),
    openings: linesIn(row.openings, row.openingsIt, language),
    services: row.services,
    departments: row.departments,
  };
  // Spec §3: distance only in a distance sort.
  return withDistance ? { ...store, distance: row.distance ?? null } : store;
}

/**
 * Where a distance sort starts: the shopper's point (lat, lon), or the centre of the locality a
 * postcode names. A postcode whose three letters name no locality has no store associated (6007).
 */
async function originOf(db: Database, query: StoreQuery): Promise<Result<Point | null>> {
  if (query.lat !== undefined && query.lon !== undefined)
    return ok({ latitude: query.lat, longitude: query.lon });
  if (query.zipcode === undefined) return ok(null);
  const prefix = query.zipcode.slice(0, 3);
  const locality = await findLocalityByPrefix(db, prefix);
  const centre = locality ? LOCALITY_CENTRES[locality.postcodePrefix] : undefined;
  if (!centre) {
    return fail(ResponseCode.NO_STORE_FOR_CITY, `No store associated with the postcode ${query.zipcode}`);
  }
  return ok(centre);
}

/** The store locator's list (spec §7 GET /cli/stores/ecommerce), paged from 0. */
export async function storePage(
  db: Database,
  query: StoreQuery,
  language: Language,
): Promise<Result<StorePage>> {
  const origin = await originOf(db, query);
  if (!origin.ok) return origin;
  const words = normaliseSearchText(query.q ?? '')
    .split(' ')
    .filter(Boolean);
  const empty = { data: [], totalPages: 0, number: query.p, last: true };
  // A q of only punctuation matches nothing rather than everything.
  if (query.q && words.length === 0) return ok(empty);

  const { rows, total } = await findStorePage(
    db,
    { words, origin: origin.data },
    { limit: query.s, offset: query.p * query.s },
  );
  const totalPages = Math.ceil(total / query.s);
  return ok({
    data: rows.map((row) => toStore(row, origin.data !== null, language)),
    totalPages,
    number: query.p,
    last: query.p >= totalPages - 1,
  });
}

export async function statesWithStores(db: Database): Promise<Result<State[]>> {
  return ok(await findStatesWithStores(db));
}

export async function storesOffering(
  db: Database,
  mode: DeliveryMode,
  language: Language,
): Promise<Result<Store[]>> {
  return ok((await findStoresByDeliveryMode(db, mode)).map((row) => toStore(row, false, language)));
}
