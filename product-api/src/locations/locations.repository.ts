import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../db/client';
import { cities, nations, states, zipcodes } from '../db/schema';

export function findStates(db: Database) {
  return db.select({ id: states.id, name: states.name }).from(states).orderBy(asc(states.id));
}

/** Localities, of one island when stateId is given; the service sorts them by Maltese collation. */
export function findLocalities(db: Database, stateId: number | undefined) {
  return db
    .select({ id: cities.id, name: cities.name, stateId: cities.stateId })
    .from(cities)
    .where(stateId === undefined ? undefined : eq(cities.stateId, stateId));
}

/** A locality with the island it lies on (the spec's city and state). */
export type Locality = { name: string; island: string };

/** Every locality with its island; city-lookup.ts matches a typed name (the same on every collation). */
export function findLocalitiesWithIsland(db: Database): Promise<Locality[]> {
  return db
    .select({ name: cities.name, island: states.name })
    .from(cities)
    .innerJoin(states, eq(states.id, cities.stateId))
    .orderBy(asc(cities.id));
}

export function findZipcodes(
  db: Database,
  filter: { cityId: number | undefined; prefix: string | undefined; limit: number | undefined },
) {
  const conditions: SQL[] = [];
  if (filter.cityId !== undefined) conditions.push(eq(zipcodes.cityId, filter.cityId));
  // starts_with needs no LIKE escaping of the shopper's text.
  if (filter.prefix) conditions.push(sql`starts_with(${zipcodes.zip}, ${filter.prefix})`);
  const query = db
    .select({ id: zipcodes.id, zip: zipcodes.zip, cityId: zipcodes.cityId })
    .from(zipcodes)
    .where(and(...conditions))
    .orderBy(sql`${zipcodes.zip} collate "C"`, asc(zipcodes.id));
  return filter.limit === undefined ? query : query.limit(filter.limit);
}

/** Nations in id order; the service sorts them by name the same way on every database. */
export function findNations(db: Database) {
  return db
    .select({
      id: nations.id,
      name: nations.name,
      phonePrefix: nations.phonePrefix,
      isoCode: nations.isoCode,
    })
    .from(nations)
    .orderBy(asc(nations.id));
}
