import { sql } from 'drizzle-orm';
import { productPageSchema } from '../../src/contract/catalogue';
import { bumpCatalogueVersion } from '../../src/products/catalogue-version';
import { idOf, insertFixtureCatalogue, type Fixture } from '../support/catalogue-fixture';
import { getData, getError, namesOf } from '../support/inject';
import { startTestApp, stopTestApp, type TestApp } from '../support/test-app';

/**
 * The diet and free-from filters of GET /cli/ecommerce/products (issue 33), on a category listing
 * (SQL) and on a search (the search index). The fixture's pasta shelf gets food data here.
 */
const FOOD: [name: string, allergens: string, mayContain: string, diets: string][] = [
  ['Spaghetti No.5 500g', '{GLUTEN}', '{EGGS}', '{VEGETARIAN}'],
  ['Penne Rigate 500g', '{GLUTEN}', '{}', '{VEGAN,VEGETARIAN}'],
  ['Pasta Sauce with Basil', '{}', '{PEANUTS}', '{VEGAN,VEGETARIAN,GLUTEN_FREE}'],
  ['Tomato Paste 200g', '{}', '{}', '{VEGAN,VEGETARIAN,GLUTEN_FREE,LACTOSE_FREE}'],
  ['Tomato Ketchup 500ml', '{CELERY}', '{}', '{VEGAN,VEGETARIAN,GLUTEN_FREE}'],
];

describe('GET /cli/ecommerce/products with diets and freeFrom', () => {
  let t: TestApp;
  let fixture: Fixture;
  const names = async (url: string) => namesOf((await getData(t.app, url, productPageSchema)).data).sort();
  const pasta = (filters: string) =>
    names(`/cli/ecommerce/products?category=${idOf(fixture.categoryIds, 'pasta')}&${filters}`);
  const search = (q: string, filters: string) => names(`/cli/ecommerce/products?q=${q}&${filters}`);

  beforeAll(async () => {
    t = await startTestApp();
    fixture = await insertFixtureCatalogue(t.db);
    for (const [name, allergens, mayContain, diets] of FOOD) {
      await t.db.execute(sql`update products set allergens = ${allergens}::text[],
        may_contain = ${mayContain}::text[], diets = ${diets}::text[] where description = ${name}`);
    }
    await bumpCatalogueVersion(t.db);
  });
  afterAll(() => stopTestApp(t));

  it('keeps on a category listing the products suiting every diet named', async () => {
    expect(await pasta('diets=VEGAN')).toEqual(
      ['Pasta Sauce with Basil', 'Penne Rigate 500g', 'Tomato Ketchup 500ml', 'Tomato Paste 200g'].sort(),
    );
    expect(await pasta('diets=VEGAN,GLUTEN_FREE')).toEqual(
      ['Pasta Sauce with Basil', 'Tomato Ketchup 500ml', 'Tomato Paste 200g'].sort(),
    );
    expect(await pasta('diets=GLUTEN_FREE,LACTOSE_FREE')).toEqual(['Tomato Paste 200g']);
  });

  it('free from drops products containing the allergen and those that may contain it', async () => {
    const withoutPeanuts = await pasta('freeFrom=PEANUTS');
    expect(withoutPeanuts).not.toContain('Pasta Sauce with Basil');
    expect(withoutPeanuts).toContain('Spaghetti No.5 500g');
    // Eggs only as 'may contain': still out.
    expect(await pasta('freeFrom=EGGS')).not.toContain('Spaghetti No.5 500g');
    // Two allergens: none of either.
    expect(await pasta('freeFrom=GLUTEN,PEANUTS')).toEqual(['Tomato Ketchup 500ml', 'Tomato Paste 200g']);
  });

  it('combines two diets, free from and the other filters', async () => {
    expect(await pasta('diets=VEGAN,GLUTEN_FREE&freeFrom=PEANUTS,CELERY')).toEqual(['Tomato Paste 200g']);
    expect(await pasta('diets=VEGETARIAN&freeFrom=EGGS&brand=Barilla')).toEqual([
      'Pasta Sauce with Basil',
      'Penne Rigate 500g',
    ]);
  });

  it('filters a search the same way, on the search index', async () => {
    expect(await search('pasta', '')).toEqual(
      expect.arrayContaining(['Pasta Sauce with Basil', 'Penne Rigate 500g', 'Spaghetti No.5 500g']),
    );
    const withoutPeanuts = await search('pasta', 'freeFrom=PEANUTS');
    expect(withoutPeanuts).not.toContain('Pasta Sauce with Basil');
    expect(withoutPeanuts).toContain('Spaghetti No.5 500g');
    // 'pasta' finds the whole Pasta and Sauces shelf (its category's name).
    expect(await search('pasta', 'freeFrom=GLUTEN,PEANUTS')).toEqual([
      'Tomato Ketchup 500ml',
      'Tomato Paste 200g',
    ]);
    expect(await search('tomato', 'diets=VEGAN,GLUTEN_FREE&freeFrom=CELERY')).toEqual(['Tomato Paste 200g']);
    // The index reads the food rules as bits, the others from the row: both at once.
    expect(await search('pasta', 'freeFrom=PEANUTS&brand=Barilla')).toEqual([
      'Penne Rigate 500g',
      'Spaghetti No.5 500g',
    ]);
    expect(await search('pasta', 'diets=VEGAN&onlyBranded=true')).toEqual(
      ['Pasta Sauce with Basil', 'Penne Rigate 500g', 'Tomato Ketchup 500ml', 'Tomato Paste 200g'].sort(),
    );
    expect(await search('spaghetti', 'diets=VEGETARIAN')).toEqual(['Spaghetti No.5 500g']);
    expect(await search('spaghetti', 'diets=VEGAN')).toEqual([]);
  });

  it('answers a narrowed search that finds nothing without relaxing its words', async () => {
    const page = await getData(
      t.app,
      '/cli/ecommerce/products?q=spaghetti%20basil&diets=LACTOSE_FREE',
      productPageSchema,
    );
    expect(page.data).toEqual([]);
    expect(page.relaxedQuery).toBeUndefined();
  });

  it('reads the codes in any order, repeated or spaced, as one filter', async () => {
    expect(await pasta('diets=GLUTEN_FREE,%20VEGAN,VEGAN')).toEqual(await pasta('diets=VEGAN,GLUTEN_FREE'));
    // Empty: no filter.
    expect(await pasta('diets=&freeFrom=')).toEqual(await pasta(''));
  });

  it.each([
    ['diets=KETO', 'querystring.diets'],
    ['diets=vegan', 'querystring.diets'],
    ['freeFrom=PEANUTS,CHOCOLATE', 'querystring.freeFrom'],
    ['freeFrom=PEANUTS,,MILK', 'querystring.freeFrom'],
  ])('refuses an unknown code with the 400 envelope: %s', async (query, path) => {
    const { status, body } = await getError(t.app, `/cli/ecommerce/products?${query}`);
    expect(status).toBe(400);
    expect(body.responseCode).toBe(4000);
    expect(body.fields?.[0]?.path).toContain(path);
  });
});
