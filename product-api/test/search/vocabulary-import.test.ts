import { productPageSchema } from '../../src/contract/catalogue';
import { readVocabulary } from '../../src/search/vocabulary.repository';
import { importVocabulary } from '../../src/search/vocabulary-import';
import { insertFixtureCatalogue } from '../support/catalogue-fixture';
import { getData, namesOf } from '../support/inject';
import { startTestApp, stopTestApp, type TestApp } from '../support/test-app';

let t: TestApp;
const found = async (q: string) =>
  namesOf(
    (await getData(t.app, `/cli/ecommerce/products?q=${encodeURIComponent(q)}`, productPageSchema)).data,
  );

beforeAll(async () => {
  t = await startTestApp({ CATALOGUE_CACHE_TTL_SECONDS: '0' });
  await insertFixtureCatalogue(t.db);
});
afterAll(() => stopTestApp(t));

describe('vocabulary import (catalogue:import --vocabulary)', () => {
  it('adds entries the search uses as soon as the new catalogue version is seen', async () => {
    expect(await found('brot')).toEqual([]);
    const result = await importVocabulary(t.db, '# German\nbrot => ciabatta\n');
    expect(result).toEqual({ added: 1, errors: [] });
    // A storefront polling the version learns of the change, and so does the search index.
    await t.app.inject({ method: 'GET', url: '/catalogue/version' });
    expect(await found('brot')).toContain('Ciabatta');
  });

  it('refuses a file with a line that is no entry, adding nothing', async () => {
    const before = (await readVocabulary(t.db)).length;
    const result = await importVocabulary(t.db, 'milch => milk\njust one word\n');
    expect(result).toEqual({ added: 0, errors: [{ line: 2, text: 'just one word' }] });
    expect(await readVocabulary(t.db)).toHaveLength(before);
  });
});
