import type { Database } from '../db/client';
import { findLocalitiesWithIsland, type Locality } from './locations.repository';

/** Case and Unicode composition aside ('ħamrun', a decomposed 'Ż'), the list's own spelling. */
export const cityKey = (name: string) => name.normalize('NFC').toLowerCase();

/** The locality of GET /cli/addresses/cities whose name was typed, with its island; undefined when none. */
export async function localityNamed(db: Database, city: string): Promise<Locality | undefined> {
  const key = cityKey(city);
  return (await findLocalitiesWithIsland(db)).find((locality) => cityKey(locality.name) === key);
}

/**
 * A shipping address at that locality, whatever the form said of the rest: the city as the list
 * spells it, its island as state and itself as county (spec §3: counties are localities), in
 * Malta (spec §5: the country is fixed).
 */
export function addressInLocality(
  locality: Locality,
  street: { address: string; streetNumber: string; zip: string },
) {
  return {
    address: street.address,
    streetNumber: street.streetNumber,
    city: locality.name,
    county: locality.name,
    state: locality.island,
    zip: street.zip,
    nation: 'Malta',
  };
}
