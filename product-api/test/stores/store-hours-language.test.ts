import { z } from 'zod';
import { storePageSchema, storeSchema } from '../../src/contract/stores';
import { stores } from '../../src/db/schema';
import { getData } from '../support/inject';
import { startTestApp, stopTestApp, type TestApp } from '../support/test-app';

/**
 * Timetables and openings in the shopper's language (issue 14): Italian with ?lang=it or an
 * Italian Accept-Language, English otherwise, and English wherever a store has no Italian lines.
 */
describe('store timetables and openings by language', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp();
    await t.db.insert(stores).values([
      {
        name: 'Birkirkara Supermarket',
        address: 'Triq Fleur-de-Lys 45',
        deliveryModes: ['IN_STORE'],
        timetables: ['Mon–Sat 07:30–21:00', 'Sun 08:00–13:00'],
        timetablesIt: ['Lun–Sab 07:30–21:00', 'Dom 08:00–13:00'],
        openings: ['Closed on 25 December and 1 January'],
        openingsIt: ['Chiuso il 25 dicembre e il 1° gennaio'],
      },
      {
        name: 'Qormi Corner Shop',
        address: 'Triq il-Vitorja 33',
        deliveryModes: ['IN_STORE'],
        timetables: ['Mon–Sat 07:00–20:00'],
        openings: ['Closed on 25 December'],
      },
    ]);
  });
  afterAll(() => stopTestApp(t));

  const hoursOf = async (query: string, headers: Record<string, string> = {}) => {
    const page = await getData(t.app, `/cli/stores/ecommerce?${query}`, storePageSchema, headers);
    return page.data.map(({ name, timetables, openings }) => ({ name, timetables, openings }));
  };
  const birkirkaraIt = {
    name: 'Birkirkara Supermarket',
    timetables: ['Lun–Sab 07:30–21:00', 'Dom 08:00–13:00'],
    openings: ['Chiuso il 25 dicembre e il 1° gennaio'],
  };
  const birkirkaraEn = {
    name: 'Birkirkara Supermarket',
    timetables: ['Mon–Sat 07:30–21:00', 'Sun 08:00–13:00'],
    openings: ['Closed on 25 December and 1 January'],
  };
  const qormi = {
    name: 'Qormi Corner Shop',
    timetables: ['Mon–Sat 07:00–20:00'],
    openings: ['Closed on 25 December'],
  };

  it('answers Italian lines to ?lang=it and to an Italian Accept-Language', async () => {
    expect(await hoursOf('q=birkirkara&lang=it')).toEqual([birkirkaraIt]);
    expect(await hoursOf('q=birkirkara', { 'accept-language': 'it-MT,it;q=0.9,en;q=0.8' })).toEqual([
      birkirkaraIt,
    ]);
  });

  it('answers English lines to an English request, without a language, and to ?lang=en over the header', async () => {
    expect(await hoursOf('q=birkirkara&lang=en')).toEqual([birkirkaraEn]);
    expect(await hoursOf('q=birkirkara')).toEqual([birkirkaraEn]);
    expect(await hoursOf('q=birkirkara&lang=en', { 'accept-language': 'it' })).toEqual([birkirkaraEn]);
  });

  it('falls back to English for a store without Italian lines', async () => {
    expect(await hoursOf('lang=it')).toEqual([birkirkaraIt, qormi]);
  });

  it('speaks the same language in the stores offering a delivery mode', async () => {
    const offering = await getData(
      t.app,
      '/cli/stores/ecommerce/delivery?delivery=IN_STORE&lang=it',
      z.array(storeSchema),
    );
    expect(offering.map((s) => s.timetables)).toEqual([birkirkaraIt.timetables, qormi.timetables]);
  });
});
