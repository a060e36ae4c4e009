import { productPageSchema, productSchema, suggestionsSchema } from '../../src/contract/catalogue';
import { barcodeOf, insertFixtureCatalogue } from '../support/catalogue-fixture';
import { getData, namesOf } from '../support/inject';
import { startTestApp, stopTestApp, type TestApp } from '../support/test-app';

describe('product names in the shopper’s language (issue 30 item 8)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
    await insertFixtureCatalogue(t.db);
  });
  afterAll(() => stopTestApp(t));

  it('names a product in Italian with ?lang=it or Accept-Language: it, in English otherwise', async () => {
    const url = `/cli/ecommerce/products/${barcodeOf('Potatoes')}`;
    expect((await getData(t.app, `${url}?lang=it`, productSchema)).description).toBe('Patate');
    expect(
      (await getData(t.app, url, productSchema, { 'accept-language': 'it-IT,it;q=0.9' })).description,
    ).toBe('Patate');
    expect((await getData(t.app, url, productSchema)).description).toBe('Potatoes');
    // The answer of one language is never served for the other from the catalogue cache.
    expect((await getData(t.app, `${url}?lang=en`, productSchema)).description).toBe('Potatoes');
  });

  it('falls back to the English name where the catalogue has no Italian one', async () => {
    const page = await getData(t.app, '/cli/ecommerce/products?q=tomatoes&lang=it', productPageSchema);
    expect(namesOf(page.data)).toContain('Tomatoes');
  });

  it('names the products of a category, of the featured list and of a search in Italian', async () => {
    const featured = await getData(t.app, '/cli/ecommerce/products/featured?lang=it', productPageSchema);
    expect(namesOf(featured.data)[0]).toBe('Pane maltese');
    const english = await getData(t.app, '/cli/ecommerce/products/featured?lang=en', productPageSchema);
    expect(namesOf(english.data)[0]).toBe('Ħobż tal-Malti');
    const found = await getData(t.app, '/cli/ecommerce/products?q=banane&lang=it', productPageSchema);
    expect(namesOf(found.data)[0]).toBe('Banane');
  });

  it('finds a product by its Italian name and suggests it by that name on Italian pages', async () => {
    const italian = await getData(
      t.app,
      '/cli/ecommerce/products/search?q=pane%20malt&lang=it',
      suggestionsSchema,
    );
    expect(italian.tips).toContain('Pane maltese');
    const english = await getData(
      t.app,
      '/cli/ecommerce/products/search?q=pane%20malt&lang=en',
      suggestionsSchema,
    );
    expect(english.tips).toContain('Ħobż tal-Malti');
  });
});
