import { asc, eq } from 'drizzle-orm';
import { Readable } from 'node:stream';
import { readCatalogueVersion } from '../../../src/products/catalogue-version';
import { importCatalogue, type ImportOptions } from '../../../src/catalogue/import/import-catalogue';
import { CatalogueFileError } from '../../../src/catalogue/import/read-catalogue-file';
import { searchTextOf } from '../../../src/products/search-document';
import { productPageSchema, productSchema, suggestionsSchema } from '../../../src/contract/catalogue';
import { categories, products } from '../../../src/db/schema';
import { insertFixtureCatalogue } from '../../support/catalogue-fixture';
import { getData, namesOf } from '../../support/inject';
import { emptyAllTables, startTestApp, stopTestApp, type TestApp } from '../../support/test-app';

const HEADER =
  'barcode,description,brand,category_path,price,old_price,unit,step,min_weight,max_amount,image_url,available,tags';
/** 8000000000002 is the fixture's Ciabatta (REF1002); the others are new. */
const CIABATTA = '8000000000002';

const importText = (t: TestApp, lines: string[], options?: ImportOptions) =>
  importCatalogue(t.db, Readable.from([lines.join('\n')]), options);

const productByBarcode = async (t: TestApp, barcode: string) => {
  const [row] = await t.db.select().from(products).where(eq(products.barcode, barcode));
  return row;
};

/** Everything an import may touch, to prove a failed one touched nothing. */
const catalogueState = async (t: TestApp) => ({
  products: await t.db.select().from(products).orderBy(asc(products.id)),
  categories: await t.db.select().from(categories).orderBy(asc(categories.id)),
  version: await readCatalogueVersion(t.db),
});

describe('catalogue import', () => {
  let t: TestApp;

  // One database for the file (starting one takes seconds); every test starts from the fixture.
  beforeAll(async () => {
    t = await startTestApp();
  });
  beforeEach(async () => {
    await emptyAllTables(t.db);
    await insertFixtureCatalogue(t.db);
  });
  afterAll(() => stopTestApp(t));

  it('adds new products and updates existing ones by barcode, matching categories by name in any case', async () => {
    await t.db.update(products).set({ featuredRank: 7 }).where(eq(products.barcode, CIABATTA));
    const summary = await importText(t, [
      HEADER,
      `${CIABATTA},Ciabatta Integrale,Forno Antico,bakery > BREAD,2.00,2.50,PZ,,,10,,yes,`,
      '5000000000012,"Kinnie Zero, 1.5L",Kinnie,Drinks > Soft Drinks,1.60,,,,,,https://cdn.example.com/kz.jpg,1,maltese;zero',
      '2100001000004,Cherry Tomatoes,,Fruit and Vegetables > Fresh Vegetables,4.50,,KG,0.25,0.5,3,/media/p/t.svg,no,',
    ]);

    expect(summary).toMatchObject({ outcome: 'imported', rowsRead: 3, added: 2, updated: 1, rejected: [] });
    expect(summary.categoriesCreated).toEqual([]);
    expect(await productByBarcode(t, CIABATTA)).toMatchObject({
      ref: 'REF1002',
      featuredRank: 7,
      description: 'Ciabatta Integrale',
      priceCents: 250,
      netPriceCents: 200,
      promotionType: 'PERCENTAGE',
      promotionValue: 20,
      promotionDescription: '-20%',
      maxAmount: 10,
      imageUrl: null,
    });
    expect(await productByBarcode(t, '5000000000012')).toMatchObject({
      ref: '5000000000012',
      description: 'Kinnie Zero, 1.5L',
      priceCents: 160,
      netPriceCents: 160,
      pricePerUmCents: 107,
      umPerUm: 'LT',
      promotionType: null,
      imageUrl: 'https://cdn.example.com/kz.jpg',
      tags: ['maltese', 'zero'],
      featuredRank: null,
    });
    expect(await productByBarcode(t, '2100001000004')).toMatchObject({
      um: 'KG',
      purchaseUm: 'KG',
      umStep: 0.25,
      minWeight: 0.5,
      maxAmount: 3,
      available: false,
      imageUrl: '/app/media/p/t.svg',
    });
  });

  it('imports a multi-buy offer, which the API sends with its words and item count at the list price', async () => {
    const summary = await importText(t, [
      'barcode,description,category_path,price,multi_buy_quantity,multi_buy_price,tags',
      '5000000000012,Iceberg Lettuce,Fruit and Vegetables > Fresh Vegetables,0.99,2,1.50,',
      '5000000000029,Romaine Lettuce,Fruit and Vegetables > Fresh Vegetables,0.89,2,1.78,',
      '5000000000036,Still Water 6 x 1.5L,Drinks > Soft Drinks,2.40,,,water-pack',
    ]);
    expect(summary).toMatchObject({ outcome: 'imported', added: 2, updated: 0 });
    expect(summary.rejected).toEqual([
      {
        line: 3,
        reason: 'multi_buy_price: saves nothing: 2 items cost 1.78 at price, the offer must be less',
      },
    ]);
    expect(await productByBarcode(t, '5000000000012')).toMatchObject({
      priceCents: 99,
      netPriceCents: 99,
      promotionType: 'MULTI_BUY',
      promotionValue: 1.5,
      promotionQuantity: 2,
      promotionDescription: '2 for €1.50',
    });
    // A water pack without max_amount gets the per-order limit of packs.
    expect(await productByBarcode(t, '5000000000036')).toMatchObject({ isBundle: true, maxAmount: 10 });
    const product = await getData(t.app, '/cli/ecommerce/products/5000000000012', productSchema);
    expect(product).toMatchObject({
      price: 0.99,
      netPrice: 0.99,
      promotions: [{ valueType: 'MULTI_BUY', value: 1.5, quantity: 2, description: '2 for €1.50' }],
    });

    // Imported again with an old price instead, the offer's columns are cleared.
    await importText(t, [HEADER, '5000000000012,Iceberg Lettuce,,Fruit and Vegetables,0.79,0.99,,,,,,,']);
    expect(await productByBarcode(t, '5000000000012')).toMatchObject({
      promotionType: 'PERCENTAGE',
      promotionValue: 20,
      promotionQuantity: null,
      promotionDescription: '-20%',
    });
  });

  it('writes the same search text as the seed and shows imported products in search and suggestions', async () => {
    const search = (q: string) => getData(t.app, `/cli/ecommerce/products?q=${q}`, productPageSchema);
    // Cached until the import: only look-alikes by spelling.
    expect(namesOf((await search('kinnie zero')).data)).not.toContain('Kinnie Zero 1.5L');
    await importText(t, [
      HEADER,
      '5000000000012,Kinnie Zero 1.5L,Kinnie,Drinks > Soft Drinks,1.60,,,,,,,,maltese',
    ]);
    const [check] = await t.db
      .select({ searchText: products.searchText })
      .from(products)
      .where(eq(products.barcode, '5000000000012'));
    expect(check?.searchText).toBe(
      searchTextOf({
        description: 'Kinnie Zero 1.5L',
        brand: 'Kinnie',
        categoryNames: ['Soft Drinks', 'Drinks', 'Bibite', 'Bevande'],
        tags: ['maltese'],
      }),
    );

    // The import bumps the catalogue version: the cached answer goes within a second.
    await new Promise((resolve) => setTimeout(resolve, 1100));
    expect(namesOf((await search('kinnie zero')).data)[0]).toBe('Kinnie Zero 1.5L');
    const suggestions = await getData(
      t.app,
      '/cli/ecommerce/products/search?q=kinnie%20ze',
      suggestionsSchema,
    );
    expect(suggestions.tips).toContain('Kinnie Zero 1.5L');
  });

  it('creates missing categories at the end of the menu and of their main category', async () => {
    const summary = await importText(t, [
      HEADER,
      '5000000000012,Dog Biscuits 400g,,Pets > Dog,2.10,,,,,,,,',
      '5000000000029,Cat Food 85g,,pets > Cat,0.80,,,,,,,,',
      '5000000000036,Croissant,,Bakery > Viennoiserie,0.90,,,,,,,,',
    ]);
    expect(summary.categoriesCreated).toEqual(['Pets', 'Pets > Dog', 'pets > Cat', 'Bakery > Viennoiserie']);
    const all = await t.db.select().from(categories);
    const named = (name: string) => all.find((c) => c.description === name);
    expect(named('Pets')).toMatchObject({ parentId: null, order: 7, descriptionIt: null, imageUrl: null });
    expect(named('Dog')).toMatchObject({ parentId: named('Pets')?.id, order: 1 });
    expect(named('Cat')).toMatchObject({ parentId: named('Pets')?.id, order: 2 });
    expect(named('Viennoiserie')).toMatchObject({ parentId: named('Bakery')?.id, order: 3 });
    expect((await productByBarcode(t, '5000000000029'))?.categoryId).toBe(named('Cat')?.id);
  });

  it('runs two imports side by side one after the other: one new category, each product counted once', async () => {
    const file = [
      HEADER,
      '5000000000012,Dog Biscuits 400g,,Pets > Dog,2.10,,,,,,,,',
      '5000000000029,Cat Food 85g,,Pets > Cat,0.80,,,,,,,,',
    ];
    // The first import holds its transaction open a moment after writing, so the second starts
    // while the first's new categories are not committed yet.
    const hold = () => new Promise<void>((resolve) => setTimeout(resolve, 300));
    const firstImport = importText(t, file, { onProgress: hold });
    await new Promise((resolve) => setTimeout(resolve, 100));
    const [first, second] = await Promise.all([firstImport, importText(t, file)]);

    expect([first.added + second.added, first.updated + second.updated]).toEqual([2, 2]);
    expect([...first.categoriesCreated, ...second.categoriesCreated]).toEqual([
      'Pets',
      'Pets > Dog',
      'Pets > Cat',
    ]);
    const all = await t.db.select().from(categories);
    expect(all.filter((c) => c.description === 'Pets')).toHaveLength(1);
    expect(all.filter((c) => c.description === 'Dog')).toHaveLength(1);
  });

  it('rejects invalid rows with their line and reason and imports the others', async () => {
    const summary = await importText(t, [
      HEADER,
      '5000000000012,Kinnie Zero 1.5L,Kinnie,Drinks > Soft Drinks,1.60,,,,,,,,',
      '5000000000029,Bad Price,,Drinks > Soft Drinks,"1,60",,,,,,,,',
      '',
      '5000000000012,Kinnie Again,,Drinks > Soft Drinks,1.70,,,,,,,,',
      '5000000000036,"Two',
      'lines",,Drinks,1.00,,,,,,,,',
      '5000000000043,Short row,,Drinks',
      '5000000000050,Water 6 x 1.5L,,Drinks,2.40,,PZ,,,10,,true,water-pack',
    ]);
    expect(summary).toMatchObject({ outcome: 'imported', rowsRead: 6, added: 2, updated: 0 });
    expect(summary.rejected).toEqual([
      {
        line: 3,
        reason: `price: "1,60" is not an amount in euro (digits and '.' for decimals, e.g. 2.49)`,
      },
      { line: 5, reason: 'barcode: 5000000000012 is already on line 2; a file lists a product once' },
      { line: 6, reason: 'description: holds a line break or another control character' },
      { line: 8, reason: 'has 4 values, the header has 13 columns' },
    ]);
    expect((await productByBarcode(t, '5000000000012'))?.description).toBe('Kinnie Zero 1.5L');
    expect((await productByBarcode(t, '5000000000050'))?.isBundle).toBe(true);
    expect(await productByBarcode(t, '5000000000029')).toBeUndefined();
  });

  it('writes nothing with --strict when a row is rejected, nor in a dry run', async () => {
    const before = await catalogueState(t);
    const lines = [
      HEADER,
      '5000000000012,Kinnie Zero 1.5L,Kinnie,Drinks > Soft Drinks,1.60,,,,,,,,',
      '5000000000029,Cat Food,,Pets > Cat,abc,,,,,,,,',
    ];
    const strict = await importText(t, lines, { strict: true });
    expect(strict).toMatchObject({ outcome: 'rejected-strict', added: 0, updated: 0 });
    expect(strict.rejected).toEqual([{ line: 3, reason: expect.stringContaining('price: "abc"') as string }]);
    expect(await catalogueState(t)).toEqual(before);

    const dry = await importText(
      t,
      [HEADER, `${CIABATTA},Ciabatta,,Pets > Dog,1.80,,,,,,,,`, lines[1] ?? ''],
      {
        dryRun: true,
      },
    );
    expect(dry).toMatchObject({
      outcome: 'dry-run',
      added: 1,
      updated: 1,
      categoriesCreated: ['Pets', 'Pets > Dog'],
    });
    expect(await catalogueState(t)).toEqual(before);
  });

  it('rolls everything back when the import fails half-way through the file', async () => {
    const before = await catalogueState(t);
    const rows = Array.from({ length: 9 }, (_, i) => {
      const barcode = `7000${i}`;
      return `${barcode},Imported ${i},,New Aisle > Shelf ${i % 2},1.00,,,,,,,,`;
    });
    // Rows of the first chunks are written, categories created, then the write fails.
    const progress: number[] = [];
    const failAfterSix: ImportOptions = {
      chunkSize: 3,
      onProgress: (written) => {
        progress.push(written);
        if (written >= 6) throw new Error('disk full');
      },
    };
    await expect(
      importText(t, [HEADER, `${CIABATTA},Changed,,Pets,9.99,,,,,,,,`, ...rows], failAfterSix),
    ).rejects.toThrow('disk full');
    expect(progress).toEqual([3, 6]);
    expect(await catalogueState(t)).toEqual(before);
  });

  it('refuses a file it cannot read as a whole: no header, an unknown column, broken quoting', async () => {
    const before = await catalogueState(t);
    await expect(importText(t, [])).rejects.toThrow(
      new CatalogueFileError('the file is empty: it needs a header row and products'),
    );
    await expect(importText(t, ['barcode,description,price', '5000000000012,Kinnie,1.00'])).rejects.toThrow(
      'line 1 (the header): missing required column category_path',
    );
    await expect(importText(t, [`${HEADER},colour`])).rejects.toThrow("unknown column 'colour'");
    await expect(importText(t, [HEADER, '5000000000012,"Kinnie" Zero,,Drinks,1.00,,,,,,,,'])).rejects.toThrow(
      /line 2: the file is not valid CSV/,
    );
    expect(await catalogueState(t)).toEqual(before);
  });
});
