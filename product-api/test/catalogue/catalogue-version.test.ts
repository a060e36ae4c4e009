import { bumpCatalogueVersion } from '../../src/catalogue/catalogue-version';
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

  it('is documented in the OpenAPI document, so the fuzz suite covers it', () => {
    expect(t.app.swagger().paths?.['/catalogue/version']?.get).toBeDefined();
  });
});
