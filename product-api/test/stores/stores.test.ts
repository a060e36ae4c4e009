import { z } from 'zod';
import { stateSchema } from '../../src/contract/locations';
import { storePageSchema, storeSchema } from '../../src/contract/stores';
import { cities, states, stores } from '../../src/db/schema';
import { getData, getError } from '../support/inject';
import { startTestApp, stopTestApp, type TestApp } from '../support/test-app';

const namesOf = (items: { name: string }[]) => items.map((s) => s.name);

/**
 * Six stores at known points: by name A→Z they are Attard, Birkirkara, Ħamrun, Mellieħa, Victoria,
 * Żurrieq; seen from Valletta (35.8989, 14.5146) the nearest is Ħamrun (2.9 km), then Birkirkara,
 * Attard, Żurrieq, Mellieħa, and Victoria on Gozo last but for Attard, which has no coordinates.
 */
describe('GET /cli/stores/ecommerce', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp();
    const islandRows = await t.db
      .insert(states)
      .values([{ name: 'Malta' }, { name: 'Gozo' }, { name: 'Comino' }])
      .returning();
    const malta = islandRows[0]?.id ?? -1;
    const gozo = islandRows[1]?.id ?? -1;
    const cityRows = await t.db
      .insert(cities)
      .values([
        { name: 'Attard', stateId: malta, postcodePrefix: 'ATD' },
        { name: 'Birkirkara', stateId: malta, postcodePrefix: 'BKR' },
        { name: 'Ħamrun', stateId: malta, postcodePrefix: 'HMR' },
        { name: 'Mellieħa', stateId: malta, postcodePrefix: 'MLH' },
        { name: 'Victoria', stateId: gozo, postcodePrefix: 'VCT' },
        { name: 'Żurrieq', stateId: malta, postcodePrefix: 'ZRQ' },
        { name: 'Valletta', stateId: malta, postcodePrefix: 'VLT' },
        { name: 'Nowhere', stateId: malta, postcodePrefix: 'NWH' },
      ])
      .returning();
    const cityId = (name: string) => cityRows.find((c) => c.name === name)?.id ?? null;
    await t.db.insert(stores).values([
      {
        name: 'Victoria Supermarket',
        address: 'Triq ir-Repubblika 120',
        cityId: cityId('Victoria'),
        latitude: 36.0443,
        longitude: 14.2397,
        deliveryModes: ['IN_STORE', 'AT_HOME', 'SHIPPED'],
      },
      {
        name: 'Żurrieq Market',
        address: 'Triq il-Knisja 3',
        cityId: cityId('Żurrieq'),
        latitude: 35.8311,
        longitude: 14.4742,
      },
      {
        name: 'Ħamrun Express',
        address: 'Triq il-Kbira San Ġużepp 200',
        cityId: cityId('Ħamrun'),
        latitude: 35.8847,
        longitude: 14.4844,
        email: 'hamrun@shop.example',
      },
      {
        name: 'Attard Corner Shop',
        address: 'Triq il-Mosta 5',
        cityId: cityId('Attard'),
        services: ['parc', 'zzzz'],
        departments: ['pane'],
      },
      {
        name: 'Birkirkara Supermarket',
        address: 'Triq Fleur-de-Lys 45',
        cityId: cityId('Birkirkara'),
        latitude: 35.8972,
        longitude: 14.4618,
        deliveryModes: ['IN_STORE', 'DRIVE', 'AT_HOME'],
        timetables: ['Mon–Sat 07:30–21:00'],
      },
      {
        name: 'Mellieħa Supermarket',
        address: 'Triq Ġorġ Borg Olivier 101',
        cityId: cityId('Mellieħa'),
        latitude: 35.957,
        longitude: 14.3625,
      },
    ]);
  });
  afterAll(() => stopTestApp(t));

  const page = (query: string) => getData(t.app, `/cli/stores/ecommerce?${query}`, storePageSchema);

  it('sorts by name, five a page by default, and pages from 0', async () => {
    const first = await page('');
    expect(namesOf(first.data)).toEqual([
      'Attard Corner Shop',
      'Birkirkara Supermarket',
      'Ħamrun Express',
      'Mellieħa Supermarket',
      'Victoria Supermarket',
    ]);
    expect(first).toMatchObject({ totalPages: 2, number: 0, last: false });
    const second = await page('p=1');
    expect(namesOf(second.data)).toEqual(['Żurrieq Market']);
    expect(second).toMatchObject({ totalPages: 2, number: 1, last: true });
  });

  it('honours the page size and answers an empty page past the end', async () => {
    const two = await page('s=2&p=1');
    expect(namesOf(two.data)).toEqual(['Ħamrun Express', 'Mellieħa Supermarket']);
    expect(two).toMatchObject({ totalPages: 3, number: 1, last: false });
    expect(await page('s=2&p=7')).toEqual({ data: [], totalPages: 3, number: 7, last: true });
  });

  it('sends the store fields of spec §3 and no distance when sorting by name', async () => {
    const { data } = await page('q=birkirkara');
    expect(data).toEqual([
      {
        id: expect.any(Number),
        name: 'Birkirkara Supermarket',
        address: { address: 'Triq Fleur-de-Lys 45', latitude: 35.8972, longitude: 14.4618 },
        phone: null,
        email: null,
        webUrl: null,
        logoImageUrl: null,
        timetables: ['Mon–Sat 07:30–21:00'],
        openings: [],
        services: [],
        departments: [],
      },
    ]);
  });

  it('sorts by distance from lat/lon, nearest first, stores without coordinates last', async () => {
    const { data } = await page('lat=35.8989&lon=14.5146&s=10');
    expect(namesOf(data)).toEqual([
      'Ħamrun Express',
      'Birkirkara Supermarket',
      'Żurrieq Market',
      'Mellieħa Supermarket',
      'Victoria Supermarket',
      'Attard Corner Shop',
    ]);
    const distances = data.map((s) => s.distance);
    expect(distances[0]).toBeCloseTo(3.1, 1);
    expect(distances[4]).toBeGreaterThan(25);
    expect(distances[5]).toBeNull();
    for (const d of distances.slice(0, 5)) expect(Number((d ?? 0).toFixed(1))).toBe(d);
  });

  it('pages a distance sort the same way', async () => {
    const second = await page('lat=36.0443&lon=14.2397&s=2&p=1');
    expect(namesOf(second.data)).toEqual(['Birkirkara Supermarket', 'Ħamrun Express']);
    expect(second.data[0]?.distance).toBeGreaterThan(20);
  });

  it('finds stores by name, address or town, ignoring case and accents, every word', async () => {
    expect(namesOf((await page('q=HAMRUN')).data)).toEqual(['Ħamrun Express']);
    expect(namesOf((await page('q=mellieha')).data)).toEqual(['Mellieħa Supermarket']);
    expect(namesOf((await page('q=gorg olivier')).data)).toEqual(['Mellieħa Supermarket']);
    expect(namesOf((await page('q=supermarket triq')).data)).toEqual([
      'Birkirkara Supermarket',
      'Mellieħa Supermarket',
      'Victoria Supermarket',
    ]);
    expect(namesOf((await page('q=victoria&lat=35.9&lon=14.5')).data)).toEqual(['Victoria Supermarket']);
    expect(await page('q=nothing-like-this')).toEqual({ data: [], totalPages: 0, number: 0, last: true });
    expect((await page('q=%25%25')).data).toEqual([]);
  });

  it("sorts by distance from a postcode's locality, that locality's stores first", async () => {
    const fromZurrieq = await page(`zipcode=${encodeURIComponent('zrq 1234')}&s=3`);
    expect(namesOf(fromZurrieq.data)).toEqual(['Żurrieq Market', 'Ħamrun Express', 'Birkirkara Supermarket']);
    expect(fromZurrieq.data[0]?.distance).toBeLessThan(0.5);
    const fromGozo = await page(`zipcode=${encodeURIComponent('VCT 1000')}&s=1`);
    expect(namesOf(fromGozo.data)).toEqual(['Victoria Supermarket']);
  });

  it('answers 6007 for a postcode of no known locality and 400 for a malformed one', async () => {
    const unknown = await getError(t.app, `/cli/stores/ecommerce?zipcode=${encodeURIComponent('QQQ 1234')}`);
    expect(unknown).toEqual({
      status: 200,
      body: { responseCode: 6007, errorMessage: 'No store associated with the postcode QQQ 1234' },
    });
    // A locality without a known centre cannot be measured from either.
    expect((await getError(t.app, '/cli/stores/ecommerce?zipcode=NWH%201000')).body.responseCode).toBe(6007);
    for (const bad of ['BKR1', '12345', 'BKR%2012345', '']) {
      const { status, body } = await getError(t.app, `/cli/stores/ecommerce?zipcode=${bad}`);
      expect({ bad, status, code: body.responseCode }).toEqual({ bad, status: 400, code: 4000 });
      expect(body.fields?.[0]?.path).toContain('zipcode');
    }
  });

  it.each([
    ['lat=91&lon=14'],
    ['lat=35&lon=-181'],
    ['lat=35.9'],
    ['lon=14.5'],
    ['lat=north&lon=14.5'],
    ['lat=35.9&lon=14.5&zipcode=BKR%201100'],
    ['s=0'],
    ['s=51'],
    ['p=-1'],
  ])('refuses %s with 400 and code 4000', async (query) => {
    const { status, body } = await getError(t.app, `/cli/stores/ecommerce?${query}`);
    expect(status).toBe(400);
    expect(body.responseCode).toBe(4000);
  });

  it('lists the islands that have stores', async () => {
    const islands = await getData(t.app, '/cli/stores/states', z.array(stateSchema));
    expect(islands.map((i) => i.name)).toEqual(['Malta', 'Gozo']);
  });

  it('lists the stores offering a delivery mode, by name', async () => {
    const offering = async (mode: string) =>
      namesOf(await getData(t.app, `/cli/stores/ecommerce/delivery?delivery=${mode}`, z.array(storeSchema)));
    expect(await offering('IN_STORE')).toEqual(['Birkirkara Supermarket', 'Victoria Supermarket']);
    expect(await offering('DRIVE')).toEqual(['Birkirkara Supermarket']);
    // Home delivery and parcels: the stores that deliver to their island.
    expect(await offering('AT_HOME')).toEqual(['Birkirkara Supermarket', 'Victoria Supermarket']);
    expect(await offering('SHIPPED')).toEqual(['Victoria Supermarket']);
  });

  it.each(['delivery=PIGEON', 'delivery=', ''])(
    'refuses the delivery query %j with 400 and code 4000',
    async (query) => {
      const { status, body } = await getError(t.app, `/cli/stores/ecommerce/delivery?${query}`);
      expect({ status, code: body.responseCode }).toEqual({ status: 400, code: 4000 });
    },
  );
});
