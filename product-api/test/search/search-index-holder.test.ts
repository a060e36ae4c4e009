import { eq } from 'drizzle-orm';
import { bumpCatalogueVersion, readCatalogueVersion } from '../../src/products/catalogue-version';
import { CatalogueVersionWatch } from '../../src/products/catalogue-version-watch';
import { products } from '../../src/db/schema';
import { SearchIndexHolder } from '../../src/search/search-index-holder';
import { insertFixtureCatalogue } from '../support/catalogue-fixture';
import { startTestApp, stopTestApp, type TestApp } from '../support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
  await insertFixtureCatalogue(t.db);
});
afterAll(() => stopTestApp(t));

const until = async (met: () => boolean) => {
  for (let waited = 0; !met() && waited < 5000; waited += 20) await new Promise((r) => setTimeout(r, 20));
};

describe('search index holder', () => {
  it('builds once for concurrent searches, and again as soon as it hears the catalogue changed', async () => {
    // A long check interval: only what the watch is told makes the holder build again.
    const watch = new CatalogueVersionWatch(() => readCatalogueVersion(t.db), 60_000);
    const built: string[][] = [];
    const holder = new SearchIndexHolder(t.db, watch, {
      built: (index) => built.push(index.rows.map((row) => row.description)),
    });
    const [first, second] = await Promise.all([holder.current(), holder.current()]);
    expect(second).toBe(first);
    expect(built).toHaveLength(1);

    await t.db
      .update(products)
      .set({ description: 'Ciabatta Integrale' })
      .where(eq(products.description, 'Ciabatta'));
    await bumpCatalogueVersion(t.db);
    watch.follow(await readCatalogueVersion(t.db)); // what GET /catalogue/version does

    // No search asked for it: the build started when the watch heard of the change.
    await until(() => built.length === 2);
    expect(built[1]).toContain('Ciabatta Integrale');
    expect((await holder.current()).rows.map((row) => row.description)).toContain('Ciabatta Integrale');
    expect(built).toHaveLength(2);
  });
});
