import { FAVOURITES_PER_CUSTOMER_MAX } from '../../src/contract/lists';
import { eq } from 'drizzle-orm';
import { favouriteProducts, products } from '../../src/db/schema';
import { errorOf } from '../addresses/address-book';
import { CIABATTA, barcodeOf, codeOf, startCartTestApp, type CartTestApp } from '../carts/cart-test-app';
import { stopTestApp } from '../profiles/test-app';
import { createList, emptyLists, favouritesOf, listOf, slists, slistsGet } from './list-test-app';

/** Favourites (spec §2, §3, §7 /cli/slists/products/favorite/*), identified by barcode. */
let t: CartTestApp;

beforeAll(async () => {
  t = await startCartTestApp();
});
afterAll(() => stopTestApp(t));
beforeEach(() => emptyLists(t.db));

const HOBZ = barcodeOf('Ħobż tal-Malti');
const APPLES = barcodeOf('Golden Apples');

describe('favourites', () => {
  it('adds a favourite once however often it is added, and answers the whole list', async () => {
    await slists(t, '/products/favorite/add', { barcode: CIABATTA });
    const twice = favouritesOf(await slists(t, '/products/favorite/add', { barcode: CIABATTA }));
    expect(twice.map((f) => f.barcode)).toEqual([CIABATTA]);
    const both = favouritesOf(await slists(t, '/products/favorite/add', { barcode: APPLES }));
    expect(both).toEqual([
      expect.objectContaining({ barcode: CIABATTA, description: 'Ciabatta', availability: 'AVAILABLE' }),
      expect.objectContaining({ barcode: APPLES, availability: 'UNAVAILABLE', imageUrl: expect.any(String) }),
    ]);
    expect(favouritesOf(await slistsGet(t, '/products/favorite/all'))).toEqual(both);
  });

  it('answers 4030 for an unknown barcode, on add and on delete', async () => {
    const unknown = { barcode: '1234567890123' };
    expect(codeOf(await slists(t, '/products/favorite/add', unknown))).toEqual({
      status: 200,
      responseCode: 4030,
    });
    expect(codeOf(await slists(t, '/products/favorite/delete', unknown))).toEqual({
      status: 200,
      responseCode: 4030,
    });
    expect(favouritesOf(await slistsGet(t, '/products/favorite/all'))).toEqual([]);
  });

  it('deletes a favourite by barcode; deleting one not held changes nothing', async () => {
    await slists(t, '/products/favorite/add', { barcode: CIABATTA });
    await slists(t, '/products/favorite/add', { barcode: HOBZ });
    const left = favouritesOf(await slists(t, '/products/favorite/delete', { barcode: CIABATTA }));
    expect(left.map((f) => f.barcode)).toEqual([HOBZ]);
    const again = favouritesOf(await slists(t, '/products/favorite/delete', { barcode: CIABATTA }));
    expect(again.map((f) => f.barcode)).toEqual([HOBZ]);
  });

  it('names favourites in Italian with lang=it, and keeps each customer’s apart', async () => {
    await slists(t, '/products/favorite/add', { barcode: HOBZ });
    const italian = favouritesOf(await slistsGet(t, '/products/favorite/all?lang=it'));
    expect(italian.map((f) => f.description)).toEqual(['Pane maltese']);
    expect(favouritesOf(await slistsGet(t, '/products/favorite/all', t.otherHeaders))).toEqual([]);
  });

  it(`keeps at most ${FAVOURITES_PER_CUSTOMER_MAX} favourites, said in the answer; one held already is no error`, async () => {
    await t.db.insert(favouriteProducts).values(
      Array.from({ length: FAVOURITES_PER_CUSTOMER_MAX }, (_, i) => ({
        userId: t.userId,
        barcode: i === 0 ? CIABATTA : String(9_100_000_000_000 + i),
      })),
    );
    const full = errorOf(await slists(t, '/products/favorite/add', { barcode: HOBZ }));
    expect(full).toMatchObject({ status: 200, body: { responseCode: 4000 } });
    expect(full.body.errorMessage).toMatch(/at most 500 favourites/);
    expect(codeOf(await slists(t, '/products/favorite/add', { barcode: CIABATTA }))).toEqual({
      status: 200,
      responseCode: 0,
    });
  });
});

describe('allergens on favourites and list items (issue 33)', () => {
  it("carry the product's allergens, so the storefront can warn of those the customer avoids", async () => {
    await t.db
      .update(products)
      .set({ allergens: ['GLUTEN'], mayContain: ['SESAME'] })
      .where(eq(products.barcode, CIABATTA));
    const [favourite] = favouritesOf(await slists(t, '/products/favorite/add', { barcode: CIABATTA }));
    expect(favourite).toMatchObject({ allergens: ['GLUTEN'], mayContain: ['SESAME'] });

    const list = await createList(t, 'Bakery');
    await slists(t, '/items/create', { id: list.id, barcode: CIABATTA, amount: 1 });
    await slists(t, '/items/create', { id: list.id, type: 'CUSTOM', amount: 1, description: 'candles' });
    const items = listOf(await slistsGet(t, `/${list.id}`)).items;
    expect(items.map(({ type, allergens, mayContain }) => ({ type, allergens, mayContain }))).toEqual([
      { type: 'PRODUCT', allergens: ['GLUTEN'], mayContain: ['SESAME'] },
      { type: 'CUSTOM', allergens: [], mayContain: [] },
    ]);
  });
});
