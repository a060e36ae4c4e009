import type { Database } from '../db/client';
import { cities, deliveryModes, nations, states, stores, zipcodes } from '../db/schema';
import { DELIVERY_MODES } from './delivery-modes-data';
import { LOCALITIES_WITHOUT_HOME_DELIVERY } from './home-delivery-data';
import { insertInBatches } from './insert-batches';
import { ISLANDS, MALTA_LOCALITIES } from './malta-localities';
import { NATIONS } from './nations-data';
import { STORES } from './stores-data';
import { demoPostcodesOf } from './zipcodes';

export type LocationCounts = { cities: number; zipcodes: number; nations: number; stores: number };

/** Islands, localities with their postcodes, nations, delivery modes, the two pick-up stores and the locator-only shops. */
export async function seedLocations(db: Database): Promise<LocationCounts> {
  const islandRows = await db
    .insert(states)
    .values(ISLANDS.map((name) => ({ name })))
    .returning({ id: states.id, name: states.name });
  const stateIdOf = (island: string) => {
    const id = islandRows.find((s) => s.name === island)?.id;
    if (id === undefined) throw new Error(`No state row for the island ${island}`);
    return id;
  };

  const cityRows = await db
    .insert(cities)
    .values(
      MALTA_LOCALITIES.map((l) => ({
        name: l.name,
        stateId: stateIdOf(l.island),
        postcodePrefix: l.postcodePrefix,
        homeDelivery: !LOCALITIES_WITHOUT_HOME_DELIVERY.includes(l.name),
      })),
    )
    .returning({ id: cities.id, name: cities.name, postcodePrefix: cities.postcodePrefix });
  const cityIdOf = (name: string) => {
    const id = cityRows.find((c) => c.name === name)?.id;
    if (id === undefined) throw new Error(`No city row for the locality ${name}`);
    return id;
  };

  const zipRows = cityRows.flatMap((c) =>
    demoPostcodesOf(c.postcodePrefix).map((zip) => ({ zip, cityId: c.id })),
  );
  await insertInBatches(db, zipcodes, zipRows);
  await insertInBatches(db, nations, NATIONS);
  await insertInBatches(db, deliveryModes, DELIVERY_MODES);
  await db
    .insert(stores)
    .values(STORES.map(({ cityName, ...store }) => ({ ...store, cityId: cityIdOf(cityName) })));

  return {
    cities: cityRows.length,
    zipcodes: zipRows.length,
    nations: NATIONS.length,
    stores: STORES.length,
  };
}
