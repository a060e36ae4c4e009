import { PRODUCT_INDEX_PAGE_SIZE, productIndexPageSchema, productSchema } from '../../src/contract/catalogue';
import { FIXTURE_PRODUCTS, idOf, insertFixtureCatalogue, type Fixture } from '../support/catalogue-fixture';
import { getData, getError } from '../support/inject';
import { startTestApp, stopTestApp, type TestApp } from '../support/test-app';

/** The fixture gives product number i the barcode 8000000000000 + i. */
const barcodeOf = (name: string) =>
  String(8_000_000_000_000 + FIXTURE_PRODUCTS.findIndex((p) => p.name === name));

describe('GET /cli/ecommerce/products/{barcode} (product page)', () => {
  let t: TestApp;
  let fixture: Fixture;

  beforeAll(async () => {
    t = await startTestApp();
    fixture = await insertFixtureCatalogue(t.db);
  });
  afterAll(() => stopTestApp(t));

  it('answers the product of the barcode with every field of spec §3', async () => {
    const product = await getData(
      t.app,
      `/cli/ecommerce/products/${barcodeOf('Penne Rigate 500g')}`,
      productSchema,
    );
    expect(product).toMatchObject({
      id: idOf(fixture.productIds, 'Penne Rigate 500g'),
      barcode: barcodeOf('Penne Rigate 500g'),
      description: 'Penne Rigate 500g',
      brand: 'Barilla',
      available: true,
      price: 1.65,
      netPrice: 1.29,
      pricePerUm: 3.3,
      umPerUm: 'KG',
      purchaseUm: 'PZ',
      promotions: [{ valueType: 'PERCENTAGE', value: 22, quantity: null, description: '-22%' }],
      attrib3: null,
      categoryId: idOf(fixture.categoryIds, 'pasta'),
    });
  });

  it('answers a weighed product with its stepper rules and price per kg', async () => {
    const product = await getData(t.app, `/cli/ecommerce/products/${barcodeOf('Bananas')}`, productSchema);
    expect(product).toMatchObject({
      purchaseUm: 'KG',
      umStep: 0.1,
      minWeight: 0.2,
      maxAmount: 5,
      price: 1.89,
      netPrice: 1.49,
      attrib3: '€1.89 / kg',
    });
  });

  it('answers an unavailable product too, marked as not available', async () => {
    const product = await getData(
      t.app,
      `/cli/ecommerce/products/${barcodeOf('Golden Apples')}`,
      productSchema,
    );
    expect(product.available).toBe(false);
  });

  it('answers code 4030 for a barcode no product has', async () => {
    const { status, body } = await getError(t.app, '/cli/ecommerce/products/1234567890123');
    expect(status).toBe(200);
    expect(body).toEqual({ responseCode: 4030, errorMessage: 'Product not found' });
  });

  it('rejects a malformed barcode with HTTP 400 and code 4000', async () => {
    for (const bad of ['abc', '12', '123456789012345678901', '12%2034']) {
      const { status, body } = await getError(t.app, `/cli/ecommerce/products/${bad}`);
      expect(status).toBe(400);
      expect(body.responseCode).toBe(4000);
    }
  });

  it('still routes featured and search to their own handlers', async () => {
    const featured = await t.app.inject({ method: 'GET', url: '/cli/ecommerce/products/featured' });
    expect(featured.json()).toMatchObject({ responseCode: 0, data: { number: 0 } });
    const search = await t.app.inject({ method: 'GET', url: '/cli/ecommerce/products/search?q=kinnie' });
    expect(search.json()).toMatchObject({ responseCode: 0, data: { brands: ['Kinnie'] } });
  });
});

describe('GET /cli/ecommerce/products/barcodes (catalogue index for the sitemap)', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp();
    await insertFixtureCatalogue(t.db);
  });
  afterAll(() => stopTestApp(t));

  it('lists every barcode with its last change on one page', async () => {
    const index = await getData(t.app, '/cli/ecommerce/products/barcodes', productIndexPageSchema);
    expect(index).toMatchObject({ number: 0, totalPages: 1, last: true });
    expect(index.data.map((e) => e.barcode)).toEqual(FIXTURE_PRODUCTS.map((p) => barcodeOf(p.name)));
    for (const entry of index.data) expect(Number.isNaN(Date.parse(entry.updatedAt))).toBe(false);
    expect(PRODUCT_INDEX_PAGE_SIZE).toBe(50_000);
  });

  it('answers an empty page past the last one', async () => {
    const index = await getData(t.app, '/cli/ecommerce/products/barcodes?p=1', productIndexPageSchema);
    expect(index).toMatchObject({ data: [], number: 1, totalPages: 1, last: true });
  });

  it('pages by a chosen size, in the same order, the last page holding the rest', async () => {
    const all = FIXTURE_PRODUCTS.map((p) => barcodeOf(p.name));
    const size = Math.ceil(all.length / 2) - 1;
    const pages = Math.ceil(all.length / size);
    const seen: string[] = [];
    for (let p = 0; p < pages; p += 1) {
      const index = await getData(
        t.app,
        `/cli/ecommerce/products/barcodes?p=${p}&s=${size}`,
        productIndexPageSchema,
      );
      expect(index).toMatchObject({ number: p, totalPages: pages, last: p === pages - 1 });
      seen.push(...index.data.map((e) => e.barcode));
    }
    expect(seen).toEqual(all);
  });

  it('rejects a bad page number or size with HTTP 400 and code 4000', async () => {
    for (const query of ['p=-1', 's=0', 's=50001', 's=ten']) {
      const { status, body } = await getError(t.app, `/cli/ecommerce/products/barcodes?${query}`);
      expect(status).toBe(400);
      expect(body.responseCode).toBe(4000);
    }
  });
});
