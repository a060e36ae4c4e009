import { z } from 'zod';
import {
  citySchema,
  countySchema,
  nationAnswerSchema,
  nationSchema,
  stateSchema,
  zipcodeSchema,
} from '../../src/contract/locations';
import { cities, nations, states, zipcodes } from '../../src/db/schema';
import { getData, getError } from '../support/inject';
import { startTestApp, stopTestApp, type TestApp } from '../support/test-app';

let t: TestApp;
const ids = new Map<string, number>();
const idOf = (name: string) => ids.get(name) ?? -1;
const names = (items: { name: string }[]) => items.map((i) => i.name);

const LOCALITIES: [name: string, island: 'Malta' | 'Gozo', prefix: string][] = [
  ['Żebbuġ', 'Malta', 'ZBG'],
  ['Birkirkara', 'Malta', 'BKR'],
  ['Victoria', 'Gozo', 'VCT'],
  ['Ħamrun', 'Malta', 'HMR'],
  ['Għajnsielem', 'Gozo', 'GSM'],
  ['Qormi', 'Malta', 'QRM'],
  ['Żabbar', 'Malta', 'ZBR'],
  ['Rabat', 'Malta', 'RBT'],
  ['Xagħra', 'Gozo', 'XRA'],
];

beforeAll(async () => {
  t = await startTestApp();
  for (const island of ['Malta', 'Gozo']) {
    const [row] = await t.db.insert(states).values({ name: island }).returning({ id: states.id });
    ids.set(island, row?.id ?? -1);
  }
  const rows = await t.db
    .insert(cities)
    .values(
      LOCALITIES.map(([name, island, prefix]) => ({ name, stateId: idOf(island), postcodePrefix: prefix })),
    )
    .returning({ id: cities.id, name: cities.name });
  for (const row of rows) ids.set(row.name, row.id);
  await t.db.insert(zipcodes).values([
    { zip: 'BKR 2000', cityId: idOf('Birkirkara') },
    { zip: 'BKR 1011', cityId: idOf('Birkirkara') },
    { zip: 'BKR 1010', cityId: idOf('Birkirkara') },
    { zip: 'HMR 1200', cityId: idOf('Ħamrun') },
    { zip: 'VCT 1000', cityId: idOf('Victoria') },
  ]);
  await t.db.insert(nations).values([
    { name: 'Malta', isoCode: 'MT', phonePrefix: '356' },
    { name: 'United Kingdom', isoCode: 'GB', phonePrefix: '44' },
    { name: 'Italy', isoCode: 'IT', phonePrefix: '39' },
  ]);
});
afterAll(() => stopTestApp(t));

describe('GET /cli/addresses/states', () => {
  it('lists the islands', async () => {
    expect(await getData(t.app, '/cli/addresses/states', z.array(stateSchema))).toEqual([
      { id: idOf('Malta'), name: 'Malta' },
      { id: idOf('Gozo'), name: 'Gozo' },
    ]);
  });
});

describe('GET /cli/addresses/counties', () => {
  const counties = (query: string) =>
    getData(t.app, `/cli/addresses/counties${query}`, z.array(countySchema));

  it('lists the localities of an island in Maltese alphabetical order', async () => {
    const malta = await counties(`?stateId=${idOf('Malta')}`);
    expect(names(malta)).toEqual(['Birkirkara', 'Ħamrun', 'Qormi', 'Rabat', 'Żabbar', 'Żebbuġ']);
    expect(malta[0]).toEqual({ id: idOf('Birkirkara'), name: 'Birkirkara', stateId: idOf('Malta') });
    expect(names(await counties(`?stateId=${idOf('Gozo')}`))).toEqual(['Għajnsielem', 'Victoria', 'Xagħra']);
  });

  it('filters by name ignoring case and accents, names starting with q first', async () => {
    expect(names(await counties(`?stateId=${idOf('Malta')}&q=hamrun`))).toEqual(['Ħamrun']);
    expect(names(await counties(`?stateId=${idOf('Malta')}&q=${encodeURIComponent('ĦAM')}`))).toEqual([
      'Ħamrun',
    ]);
    expect(names(await counties(`?stateId=${idOf('Malta')}&q=ra`))).toEqual(['Rabat', 'Birkirkara']);
    expect(names(await counties(`?stateId=${idOf('Gozo')}&q=ra`))).toEqual(['Xagħra']);
    expect(await counties(`?stateId=${idOf('Gozo')}&q=qormi`)).toEqual([]);
  });

  it('lists every locality without an island', async () => {
    expect(await counties('')).toHaveLength(LOCALITIES.length);
  });

  it('rejects a bad stateId with a 400 envelope', async () => {
    const { status, body } = await getError(t.app, '/cli/addresses/counties?stateId=abc');
    expect(status).toBe(400);
    expect(body).toMatchObject({ responseCode: 4000, fields: [{ path: 'querystring.stateId' }] });
  });
});

describe('GET /cli/addresses/cities', () => {
  it('lists all localities by name', async () => {
    const all = await getData(t.app, '/cli/addresses/cities', z.array(citySchema));
    expect(names(all)).toEqual([
      'Birkirkara',
      'Għajnsielem',
      'Ħamrun',
      'Qormi',
      'Rabat',
      'Victoria',
      'Xagħra',
      'Żabbar',
      'Żebbuġ',
    ]);
    expect(all[0]).toEqual({ id: idOf('Birkirkara'), name: 'Birkirkara' });
  });
});

describe('GET /cli/addresses/zipcodes', () => {
  const zips = async (query: string) =>
    (await getData(t.app, `/cli/addresses/zipcodes${query}`, z.array(zipcodeSchema))).map((c) => c.zip);

  it('lists the postcodes of a locality in order', async () => {
    expect(await zips(`?cityId=${idOf('Birkirkara')}`)).toEqual(['BKR 1010', 'BKR 1011', 'BKR 2000']);
    const [first] = await getData(
      t.app,
      `/cli/addresses/zipcodes?cityId=${idOf('Ħamrun')}`,
      z.array(zipcodeSchema),
    );
    expect(first).toEqual({ id: expect.any(Number), zip: 'HMR 1200', cityId: idOf('Ħamrun') });
  });

  it('filters by prefix, read the way shoppers type it', async () => {
    expect(await zips(`?cityId=${idOf('Birkirkara')}&q=bkr1`)).toEqual(['BKR 1010', 'BKR 1011']);
    expect(await zips(`?cityId=${idOf('Birkirkara')}&q=${encodeURIComponent('BKR 20')}`)).toEqual([
      'BKR 2000',
    ]);
    expect(await zips(`?cityId=${idOf('Birkirkara')}&q=hmr`)).toEqual([]);
    expect(await zips('?q=hmr')).toEqual(['HMR 1200']);
  });

  it('rejects a bad cityId or an over-long q with a 400 envelope', async () => {
    expect((await getError(t.app, '/cli/addresses/zipcodes?cityId=-3')).status).toBe(400);
    expect((await getError(t.app, `/cli/addresses/zipcodes?q=${'B'.repeat(11)}`)).status).toBe(400);
  });
});

describe('GET /cli/addresses/nations', () => {
  it('lists nations by name with their phone prefixes', async () => {
    expect(await getData(t.app, '/cli/addresses/nations', z.array(nationSchema))).toEqual([
      { id: expect.any(Number), name: 'Italy', phonePrefix: '39' },
      { id: expect.any(Number), name: 'Malta', phonePrefix: '356' },
      { id: expect.any(Number), name: 'United Kingdom', phonePrefix: '44' },
    ]);
  });

  it('gives each nation its ISO code, by which the storefront names it in Italian (issue 30 item 8)', async () => {
    const nations = await getData(t.app, '/cli/addresses/nations', z.array(nationAnswerSchema));
    expect(nations.map(({ name, isoCode }) => [name, isoCode])).toEqual([
      ['Italy', 'IT'],
      ['Malta', 'MT'],
      ['United Kingdom', 'GB'],
    ]);
  });
});
