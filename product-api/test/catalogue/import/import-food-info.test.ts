import { asc, eq } from 'drizzle-orm';
import { Readable } from 'node:stream';
import { importCatalogue, type ImportOptions } from '../../../src/catalogue/import/import-catalogue';
import { productDetailSchema } from '../../../src/contract/catalogue';
import { productFoodInfo, products } from '../../../src/db/schema';
import { readCatalogueVersion } from '../../../src/products/catalogue-version';
import { insertFixtureCatalogue } from '../../support/catalogue-fixture';
import { getData } from '../../support/inject';
import { emptyAllTables, startTestApp, stopTestApp, type TestApp } from '../../support/test-app';

const PLAIN = 'barcode,description,category_path,price';
const FOOD =
  'barcode,description,description_it,category_path,price,ingredients,ingredients_it,allergens,may_contain,' +
  'diets,nutrition_per,energy_kj,energy_kcal,fat,saturates,carbohydrate,sugars,protein,salt,net_quantity,' +
  'storage,storage_it,origin,origin_it,abv,operator,warnings,warnings_it,deposit_units';

const PENNE = '5000000000012';
const CISK = '5000000000029';
const BLEACH = '5000000000036';

const penneRow =
  `${PENNE},Penne Rigate 500g,Penne rigate 500g,Pantry > Pasta and Sauces,1.29,` +
  '"Durum *wheat* semolina, water.","Semola di grano duro (*frumento*), acqua.",gluten,soybeans;eggs,vegan,' +
  'g,1521,359,2,0.5,71.2,3.5,12.5,0.013,500 g,"Store in a cool, dry place.",' +
  'Conservare in luogo fresco e asciutto.,Italy,Italia,,' +
  '"Pastificio Rummo S.p.A., Via dei Longobardi 48, 82100 Benevento, Italy",,,0';
const ciskRow =
  `${CISK},Cisk Lager 6 x 330ml cans,,Drinks > Soft Drinks,6.49,` +
  '"Water, *barley* malt, maize, hops.",,gluten,,vegan,' +
  'ml,176,42,0,0,3.1,0.2,0.4,0,6 × 330 ml,Store in a cool place.,,Malta,,4.2,' +
  '"Simonds Farsons Cisk plc, The Brewery, Mdina Road, Mrieħel BKR 3000, Malta",,,6';
const bleachRow =
  `${BLEACH},Thick Bleach 750ml,Candeggina densa 750ml,Drinks,1.19,,,,,,,,,,,,,,,750 ml,,,,,,` +
  '"Shop Supermarkets Ltd, Triq il-Kbira 1, Birkirkara BKR 1000, Malta",' +
  'Causes severe skin burns and eye damage. Keep out of reach of children.,' +
  'Provoca gravi ustioni cutanee e gravi lesioni oculari. Tenere fuori dalla portata dei bambini.,';

const importText = (t: TestApp, lines: string[], options?: ImportOptions) =>
  importCatalogue(t.db, Readable.from([lines.join('\n')]), options);

const productOf = async (t: TestApp, barcode: string) => {
  const [row] = await t.db.select().from(products).where(eq(products.barcode, barcode));
  if (!row) throw new Error(`no product ${barcode}`);
  return row;
};

const labelOf = async (t: TestApp, barcode: string) => {
  const [row] = await t.db
    .select({ label: productFoodInfo })
    .from(productFoodInfo)
    .innerJoin(products, eq(products.id, productFoodInfo.productId))
    .where(eq(products.barcode, barcode));
  return row?.label;
};

/** Everything an import may touch, food information included. */
const catalogueState = async (t: TestApp) => ({
  products: await t.db.select().from(products).orderBy(asc(products.id)),
  labels: await t.db.select().from(productFoodInfo).orderBy(asc(productFoodInfo.productId)),
  version: await readCatalogueVersion(t.db),
});

describe('catalogue import of food information', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp();
  });
  beforeEach(async () => {
    await emptyAllTables(t.db);
    await insertFixtureCatalogue(t.db);
  });
  afterAll(() => stopTestApp(t));

  it('writes the lists on products and the label beside them, which the product page answers', async () => {
    const versionBefore = await readCatalogueVersion(t.db);
    const summary = await importText(t, [FOOD, penneRow, ciskRow, bleachRow]);
    expect(summary).toMatchObject({ outcome: 'imported', added: 3, rejected: [] });
    expect(await readCatalogueVersion(t.db)).not.toEqual(versionBefore);

    expect(await productOf(t, PENNE)).toMatchObject({
      allergens: ['GLUTEN'],
      mayContain: ['EGGS', 'SOYBEANS'],
      diets: ['VEGAN', 'VEGETARIAN'],
      depositUnits: 0,
    });
    expect(await productOf(t, CISK)).toMatchObject({ allergens: ['GLUTEN'], depositUnits: 6 });
    expect(await labelOf(t, CISK)).toMatchObject({ abv: 4.2, nutritionPer: 'ml', energyKj: 176 });

    const penne = await getData(t.app, `/cli/ecommerce/products/${PENNE}`, productDetailSchema);
    expect(penne.foodInfo).toEqual({
      ingredients: 'Durum *wheat* semolina, water.',
      allergens: ['GLUTEN'],
      mayContain: ['EGGS', 'SOYBEANS'],
      diets: ['VEGAN', 'VEGETARIAN'],
      nutrition: {
        per: 'g',
        energyKj: 1521,
        energyKcal: 359,
        fat: 2,
        saturates: 0.5,
        carbohydrate: 71.2,
        sugars: 3.5,
        protein: 12.5,
        salt: 0.013,
      },
      netQuantity: '500 g',
      storage: 'Store in a cool, dry place.',
      instructions: null,
      origin: 'Italy',
      abv: null,
      operator: 'Pastificio Rummo S.p.A., Via dei Longobardi 48, 82100 Benevento, Italy',
      warnings: null,
    });
    const bleachIt = await getData(t.app, `/cli/ecommerce/products/${BLEACH}?lang=it`, productDetailSchema);
    expect(bleachIt.foodInfo).toMatchObject({
      warnings:
        'Provoca gravi ustioni cutanee e gravi lesioni oculari. Tenere fuori dalla portata dei bambini.',
      nutrition: null,
      netQuantity: '750 ml',
    });
  });

  it('leaves food information as it is when the header has no food columns', async () => {
    await importText(t, [FOOD, penneRow, ciskRow]);
    const labelBefore = await labelOf(t, PENNE);
    const summary = await importText(t, [PLAIN, `${PENNE},Penne Rigate 500g,Pantry,1.39`]);
    expect(summary).toMatchObject({ outcome: 'imported', updated: 1 });
    expect(await productOf(t, PENNE)).toMatchObject({
      priceCents: 139,
      allergens: ['GLUTEN'],
      diets: ['VEGAN', 'VEGETARIAN'],
    });
    expect(await labelOf(t, PENNE)).toEqual(labelBefore);
  });

  it('clears food information a file with food columns leaves empty, and keeps the products it does not list', async () => {
    await importText(t, [FOOD, penneRow, ciskRow]);
    const summary = await importText(t, [
      'barcode,description,category_path,price,allergens,deposit_units,storage',
      `${CISK},Cisk Lager 6 x 330ml cans,Drinks,6.49,,,`,
    ]);
    expect(summary).toMatchObject({ outcome: 'imported', updated: 1, rejected: [] });
    expect(await productOf(t, CISK)).toMatchObject({ allergens: [], diets: [], depositUnits: 0 });
    expect(await labelOf(t, CISK)).toBeUndefined();
    const penne = await getData(t.app, `/cli/ecommerce/products/${CISK}`, productDetailSchema);
    expect(penne.foodInfo).toBeNull();
    // Not in the file: untouched.
    expect(await labelOf(t, PENNE)).toMatchObject({ ingredients: 'Durum *wheat* semolina, water.' });
  });

  it('rejects a row with bad food information on its line and imports the others', async () => {
    const summary = await importText(t, [
      FOOD,
      penneRow,
      ciskRow.replace(',gluten,,vegan,', ',gluten;hops,,vegan,'),
      bleachRow.replace(',,,,,,,,,,,,,,,750 ml', ',,,,,,g,100,24,1,2,,,,,750 ml'),
    ]);
    expect(summary).toMatchObject({ outcome: 'imported', added: 1 });
    expect(summary.rejected).toEqual([
      {
        line: 3,
        reason: expect.stringMatching(
          /^allergens: "hops" is not an Annex II allergen code; the codes are GLUTEN/,
        ),
      },
      {
        line: 4,
        reason:
          'carbohydrate: the nutrition is partly filled: carbohydrate, sugars, protein, salt missing (give all of ' +
          'nutrition_per, energy_kj, energy_kcal, fat, saturates, carbohydrate, sugars, protein, salt or none); ' +
          'saturates: 2 g is above fat (1 g); saturates are part of the fat',
      },
    ]);
    expect((await productOf(t, PENNE)).allergens).toEqual(['GLUTEN']);
  });

  it('writes no food information with --strict and a bad row, in a dry run, or when the import fails', async () => {
    await importText(t, [FOOD, penneRow]);
    const before = await catalogueState(t);
    const changed = penneRow.replace(',gluten,soybeans;eggs,vegan,', ',gluten;peanuts,,,');

    const strict = await importText(t, [FOOD, changed, ciskRow.replace(',4.2,', ',104,')], { strict: true });
    expect(strict).toMatchObject({ outcome: 'rejected-strict' });
    expect(strict.rejected).toEqual([
      { line: 3, reason: 'abv: "104" is not an alcohol strength in % from 0 to 100' },
    ]);
    expect(await catalogueState(t)).toEqual(before);

    expect(await importText(t, [FOOD, changed, ciskRow], { dryRun: true })).toMatchObject({
      outcome: 'dry-run',
      updated: 1,
      added: 1,
    });
    expect(await catalogueState(t)).toEqual(before);

    const failing: ImportOptions = {
      chunkSize: 1,
      onProgress: (written) => {
        if (written >= 2) throw new Error('disk full');
      },
    };
    await expect(importText(t, [FOOD, changed, ciskRow, bleachRow], failing)).rejects.toThrow('disk full');
    expect(await catalogueState(t)).toEqual(before);
  });
});
