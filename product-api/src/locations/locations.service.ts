import { ok, type Result } from '../contract/envelope';
import type { City, County, Nation, State, Zipcode } from '../contract/locations';
import type { Database } from '../db/client';
import { normaliseSearchText } from '../products/search-document';
import { findLocalities, findNations, findStates, findZipcodes } from './locations.repository';

/**
 * Maltese alphabetical order (ċ before c, ħ after h, ż before z), done here rather than in SQL so
 * PGlite and a PostgreSQL server with any locale give the same list.
 */
const maltese = new Intl.Collator('mt');
const english = new Intl.Collator('en');
const byName = (collator: Intl.Collator) => (a: { name: string }, b: { name: string }) =>
  collator.compare(a.name, b.name);

/** Without a locality the zipcode list is capped: Malta has thousands of postcodes. */
export const ZIPCODES_WITHOUT_CITY_LIMIT = 100;

export async function islands(db: Database): Promise<Result<State[]>> {
  return ok(await findStates(db));
}

/**
 * Localities of an island (the spec's counties), filtered by q without regard to case or accents
 * ('hamrun' finds Ħamrun), names starting with q before names merely containing it.
 */
export async function localitiesOf(
  db: Database,
  filter: { stateId?: number; q?: string },
): Promise<Result<County[]>> {
  const rows = (await findLocalities(db, filter.stateId)).sort(byName(maltese));
  const q = normaliseSearchText(filter.q ?? '');
  if (!q) return ok(rows);
  const named = rows.map((row) => ({ row, name: normaliseSearchText(row.name) }));
  const starting = named.filter((n) => n.name.startsWith(q));
  const containing = named.filter((n) => !n.name.startsWith(q) && n.name.includes(q));
  return ok([...starting, ...containing].map((n) => n.row));
}

export async function allLocalities(db: Database): Promise<Result<City[]>> {
  const rows = await findLocalities(db, undefined);
  return ok(rows.sort(byName(maltese)).map(({ id, name }) => ({ id, name })));
}

/**
 * The way a shopper types the start of a postcode, as stored: upper case, and 'bkr1' read as
 * 'BKR 1' (spec §5: three letters, a space, four digits).
 */
export function postcodePrefixOf(q: string | undefined): string | undefined {
  const prefix = (q ?? '')
    .toUpperCase()
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^([A-Z]{3})(\d)/, '$1 $2');
  return prefix || undefined;
}

export async function postcodesOf(
  db: Database,
  filter: { cityId?: number; q?: string },
): Promise<Result<Zipcode[]>> {
  return ok(
    await findZipcodes(db, {
      cityId: filter.cityId,
      prefix: postcodePrefixOf(filter.q),
      limit: filter.cityId === undefined ? ZIPCODES_WITHOUT_CITY_LIMIT : undefined,
    }),
  );
}

export async function nationList(db: Database): Promise<Result<Nation[]>> {
  return ok((await findNations(db)).sort(byName(english)));
}
