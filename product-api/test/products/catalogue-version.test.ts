import { z } from 'zod';
import { bumpCatalogueVersion } from '../../src/products/catalogue-version';
import { categories } from '../../src/db/schema';
import { catalogueVersionSchema } from '../../src/contract/catalogue';
import { getData } from '../support/inject';
import { startTestApp, stopTestApp, type TestApp } from '../support/test-app';

describe('GET /catalogue/version', () => {
  let t: TestApp;
  const version = async () => (await getData(t.app, '/catalogue/version', catalogueVersionSchema)).version;

  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => stopTestApp(t));

  it('answers the envelope with no-store, so no cache between the API and a poller keeps it', async () => {
    const response = await t.app.inject({ url: '/catalogue/version' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.json()).toEqual({ responseCode: 0, data: { version: expect.any(String) } });
  });

  it('changes at once after a catalogue write, never held by the catalogue cache', async () => {
    const before = await version();
    expect(await version()).toBe(before);
    await bumpCatalogueVersion(t.db);
    // No wait: the catalogue cache checks the version once a second, this route must not.
    const after = await version();
    expect(after).not.toBe(before);
    await bumpCatalogueVersion(t.db);
    expect(await version()).not.toBe(after);
  });

  it('drops the catalogue answers cached under the old version before it tells of the new one', async () => {
    const names = async () =>
      (await getData(t.app, '/cli/categories?lang=en', z.array(z.object({ description: z.string() })))).map(
        (c) => c.description,
      );
    await t.db.insert(categories).values({ description: 'Before the import', order: 999 });
    await bumpCatalogueVersion(t.db);
    await version();
    expect(await names()).toContain('Before the import');

    // An import commits; within the cache's one-second check a storefront sees the new version
    // here and renders its pages again: it must get the new catalogue, not the cached one.
    await t.db.insert(categories).values({ description: 'After the import', order: 1000 });
    await bumpCatalogueVersion(t.db);
    await version();
    expect(await names()).toContain('After the import');
  });

  it('is documented in the OpenAPI document, so the fuzz suite covers it', () => {
    expect(t.app.swagger().paths?.['/catalogue/version']?.get).toBeDefined();
  });
});
