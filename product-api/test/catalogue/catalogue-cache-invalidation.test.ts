import { eq } from 'drizzle-orm';
import { bumpCatalogueVersion } from '../../src/products/catalogue-version';
import { productPageSchema } from '../../src/contract/catalogue';
import { products } from '../../src/db/schema';
import { insertFixtureCatalogue } from '../support/catalogue-fixture';
import { getData, namesOf } from '../support/inject';
import { startTestApp, stopTestApp, type TestApp } from '../support/test-app';

describe('cached catalogue reads', () => {
  let t: TestApp;
  const search = (q: string) => getData(t.app, `/cli/ecommerce/products?q=${q}`, productPageSchema);

  beforeAll(async () => {
    t = await startTestApp();
    await insertFixtureCatalogue(t.db);
  });
  afterAll(() => stopTestApp(t));

  it('serve the same answer until the catalogue changes, then the new one within a second', async () => {
    expect(namesOf((await search('ciabatta')).data)).toContain('Ciabatta');
    await t.db
      .update(products)
      .set({ description: 'Ciabatta Integrale' })
      .where(eq(products.description, 'Ciabatta'));
    // Written without a version bump: the cached answer still stands (what the cache is for).
    expect(namesOf((await search('ciabatta')).data)).toContain('Ciabatta');

    await bumpCatalogueVersion(t.db);
    await new Promise((resolve) => setTimeout(resolve, 1100));
    expect(namesOf((await search('ciabatta')).data)).toContain('Ciabatta Integrale');
  });

  it('share one entry between spellings differing in case and accents only', async () => {
    const first = await search('Caff%C3%A8');
    const second = await search('CAFFE');
    expect(second).toEqual(first);
  });
});
