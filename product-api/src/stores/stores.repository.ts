import { and, arrayContains, asc, eq, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../db/client';
import { cities, states, stores } from '../db/schema';
import { normaliseSearchText } from '../products/search-document';

export type Point = { latitude: number; longitude: number };
export type StoreFilter = {
  /** Normalised words that must all appear in the name, address or town. */
  words: string[];
  /** Sort by distance from here (nearest first, stores without coordinates last); else by name. */
  origin: Point | null;
};
export type PageWindow = { limit: number; offset: number };

const storeColumns = {
  id: stores.id,
  name: stores.name,
  address: stores.address,
  latitude: stores.latitude,
  longitude: stores.longitude,
  phone: stores.phone,
  email: stores.email,
  webUrl: stores.webUrl,
  logoImageUrl: stores.logoImageUrl,
  timetables: stores.timetables,
  openings: stores.openings,
  timetablesIt: stores.timetablesIt,
  openingsIt: stores.openingsIt,
  services: stores.services,
  departments: stores.departments,
};
export type StoreRow = { [K in keyof typeof storeColumns]: (typeof stores.$inferSelect)[K] };

/**
 * Accented letters of Maltese and Italian names mapped to what normaliseSearchText makes of them,
 * so SQL and the shopper's text agree ('Ħamrun' is found by 'hamrun'). translate() rather than
 * the unaccent extension, which PGlite does not ship; lower() afterwards only meets ASCII, so a
 * server's locale cannot change the result.
 */
const ACCENTED = 'ĦħĠġŻżĊċÀÁÂÄàáâäÈÉÊËèéêëÌÍÎÏìíîïÒÓÔÖòóôöÙÚÛÜùúûü';
const PLAIN = [...ACCENTED].map((letter) => normaliseSearchText(letter)).join('');
const plain = (text: SQL) => sql`lower(translate(${text}, ${ACCENTED}, ${PLAIN}))`;

const searchable = plain(sql`concat_ws(' ', ${stores.name}, ${stores.address}, ${cities.name})`);
// "C" sorts alike on PGlite and on a PostgreSQL server whatever its locale.
const byName = [sql`${plain(sql`${stores.name}`)} collate "C"`, asc(stores.id)];
const totalOver = sql<number>`count(*) over ()`.mapWith(Number);

/** Great-circle (haversine) distance in km from `origin`; null for a store without coordinates. */
function distanceFrom(origin: Point): SQL<number | null> {
  const lat = sql`${origin.latitude}::float8`;
  const lon = sql`${origin.longitude}::float8`;
  const haversine = sql`power(sin(radians(${stores.latitude} - ${lat}) / 2), 2)
    + cos(radians(${lat})) * cos(radians(${stores.latitude}))
    * power(sin(radians(${stores.longitude} - ${lon}) / 2), 2)`;
  // least() keeps rounding errors from asking asin() for a value above 1; it also skips a null,
  // hence the explicit case for a store without coordinates.
  return sql<number | null>`(case when ${stores.latitude} is null or ${stores.longitude} is null then null
    else 12742 * asin(least(1, sqrt(${haversine}))) end)`;
}

function whereOf(filter: StoreFilter): SQL | undefined {
  return and(...filter.words.map((word) => sql`strpos(${searchable}, ${word}) > 0`));
}

/** One page of stores with the total count; distance (km, 1 decimal) only with an origin. */
export async function findStorePage(
  db: Database,
  filter: StoreFilter,
  page: PageWindow,
): Promise<{ rows: (StoreRow & { distance: number | null })[]; total: number }> {
  const where = whereOf(filter);
  const distance = filter.origin ? distanceFrom(filter.origin) : null;
  const rows = await db
    .select({
      ...storeColumns,
      distance: distance
        ? sql<number | null>`round(${distance}::numeric, 1)::float8`.mapWith((v) =>
            v === null ? null : Number(v),
          )
        : sql<null>`null`,
      total: totalOver,
    })
    .from(stores)
    .leftJoin(cities, eq(cities.id, stores.cityId))
    .where(where)
    .orderBy(...(distance ? [sql`${distance} asc nulls last`, ...byName] : byName))
    .limit(page.limit)
    .offset(page.offset);
  // Past the last page there is no row to carry the window count.
  const total = rows[0]?.total ?? (page.offset > 0 ? await countStores(db, where) : 0);
  return { rows, total };
}

async function countStores(db: Database, where: SQL | undefined): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)`.mapWith(Number) })
    .from(stores)
    .leftJoin(cities, eq(cities.id, stores.cityId))
    .where(where);
  return row?.count ?? 0;
}

/** The locality a postcode prefix names (spec §5: three letters, a space, four digits). */
export async function findLocalityByPrefix(db: Database, prefix: string) {
  const [row] = await db
    .select({ id: cities.id, name: cities.name, postcodePrefix: cities.postcodePrefix })
    .from(cities)
    .where(eq(cities.postcodePrefix, prefix));
  return row ?? null;
}

/** Islands (the spec's states) with at least one store, in id order. */
export function findStatesWithStores(db: Database) {
  return db
    .selectDistinct({ id: states.id, name: states.name })
    .from(states)
    .innerJoin(cities, eq(cities.stateId, states.id))
    .innerJoin(stores, eq(stores.cityId, cities.id))
    .orderBy(asc(states.id));
}

/** Stores offering a delivery mode (pick-up modes: IN_STORE, DRIVE), by name. */
export function findStoresByDeliveryMode(db: Database, mode: string): Promise<StoreRow[]> {
  return db
    .select(storeColumns)
    .from(stores)
    .where(arrayContains(stores.deliveryModes, [mode]))
    .orderBy(...byName);
}
