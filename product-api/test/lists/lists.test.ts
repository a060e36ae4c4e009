import { eq } from 'drizzle-orm';
import { ITEMS_PER_LIST_MAX, LISTS_PER_CUSTOMER_MAX } from '../../src/contract/lists';
import { products, shoppingListItems, shoppingLists } from '../../src/db/schema';
import { addStaffMember } from '../../src/staff/staff.service';
import { errorOf, expectFieldError } from '../addresses/address-book';
import {
  CIABATTA,
  POTATOES,
  barcodeOf,
  codeOf,
  startCartTestApp,
  type CartTestApp,
} from '../carts/cart-test-app';
import { stopTestApp } from '../profiles/test-app';
import { STAFF_PASSWORD, staffLoginRequest } from '../staff/staff-fixture';
import {
  createList,
  emptyLists,
  insertDroppableProduct,
  listOf,
  listsOf,
  slists,
  slistsGet,
} from './list-test-app';

/**
 * The shopping-list calls of spec §7 under /cli/slists (README: Shopping lists and favourites),
 * through inject on the suite's engine.
 */
let t: CartTestApp;

beforeAll(async () => {
  t = await startCartTestApp();
});
afterAll(() => stopTestApp(t));
beforeEach(() => emptyLists(t.db));

const HOBZ = barcodeOf('Ħobż tal-Malti');
const notFound = { status: 404, responseCode: 4000 };

describe('lists', () => {
  it('creates, renames and copies a list, each answering the list that becomes current', async () => {
    const created = await createList(t, '  Weekly shop  ');
    expect(created).toMatchObject({ title: 'Weekly shop', automated: false, items: [] });
    await slists(t, '/items/create', { id: created.id, barcode: CIABATTA, amount: 2 });
    await slists(t, '/items/create', {
      id: created.id,
      type: 'CUSTOM',
      amount: 1,
      description: 'Birthday candles',
    });

    const renamed = listOf(await slists(t, '/rename', { id: created.id, title: 'Saturday' }));
    expect(renamed).toMatchObject({ id: created.id, title: 'Saturday' });

    const copy = listOf(await slists(t, '/copy', { id: created.id, title: 'Copy of Saturday' }));
    expect(copy.id).not.toBe(created.id);
    expect(copy.title).toBe('Copy of Saturday');
    expect(copy.items.map((i) => [i.type, i.barcode, i.description, i.amount])).toEqual([
      ['PRODUCT', CIABATTA, 'Ciabatta', 2],
      ['CUSTOM', null, 'Birthday candles', 1],
    ]);
    // The copy's items are its own: changing them leaves the original alone.
    const [first] = copy.items;
    await slists(t, '/items/delete', { id: copy.id, itemId: first?.id ?? 0 });
    expect(listOf(await slistsGet(t, `/${created.id}`)).items).toHaveLength(2);
  });

  it('lists every list oldest first, the automated list made from an unfinished cart included', async () => {
    const mine = await createList(t, 'Mine');
    const [automated] = await t.db
      .insert(shoppingLists)
      .values({ userId: t.userId, title: 'Cart of 25/11/2026', automated: true })
      .returning();
    const [potatoes] = await t.db.select().from(products).where(eq(products.barcode, POTATOES));
    await t.db.insert(shoppingListItems).values({
      listId: automated?.id ?? 0,
      productId: potatoes?.id ?? null,
      barcode: POTATOES,
      description: 'Potatoes',
      amount: 1.5,
    });
    const all = listsOf(await slistsGet(t, ''));
    expect(all.map((l) => [l.title, l.automated])).toEqual([
      ['Mine', false],
      ['Cart of 25/11/2026', true],
    ]);
    expect(all[0]?.id).toBe(mine.id);
    expect(all[1]?.items.map((i) => [i.barcode, i.amount, i.availability])).toEqual([
      [POTATOES, 1.5, 'AVAILABLE'],
    ]);
  });

  it('deletes a list and answers those left; the last one cannot be deleted (2035)', async () => {
    const first = await createList(t, 'First');
    const second = await createList(t, 'Second');
    const left = listsOf(await slists(t, '/delete', { id: second.id }));
    expect(left.map((l) => l.id)).toEqual([first.id]);
    const refused = errorOf(await slists(t, '/delete', { id: first.id }));
    expect(refused).toMatchObject({ status: 200, body: { responseCode: 2035 } });
    expect(listsOf(await slistsGet(t, ''))).toHaveLength(1);
  });

  it('keeps one list when two deletes meet, and one item of the sum when ten adds of a product meet', async () => {
    const first = await createList(t, 'First');
    const second = await createList(t, 'Second');
    const deletes = await Promise.all([
      slists(t, '/delete', { id: first.id }),
      slists(t, '/delete', { id: second.id }),
    ]);
    expect(deletes.map((d) => codeOf(d).responseCode).sort()).toEqual([0, 2035]);
    const [left] = listsOf(await slistsGet(t, ''));
    const adds = await Promise.all(
      Array.from({ length: 10 }, () =>
        slists(t, '/items/create', { id: left?.id ?? 0, barcode: CIABATTA, amount: 1 }),
      ),
    );
    expect(adds.every((a) => codeOf(a).responseCode === 0)).toBe(true);
    const after = listOf(await slistsGet(t, `/${left?.id ?? 0}`));
    expect(after.items.map((i) => [i.barcode, i.amount])).toEqual([[CIABATTA, 10]]);
  });

  it('refuses an empty or too long title as a form error, before anything is written', async () => {
    expectFieldError(await slists(t, '/create', { title: '   ' }), 'title', 'required');
    expect(codeOf(await slists(t, '/create', { title: 'x'.repeat(51) }))).toEqual({
      status: 400,
      responseCode: 4000,
    });
    expect(listsOf(await slistsGet(t, ''))).toEqual([]);
  });
});

describe('items', () => {
  it('adds a product already on the list to its amount, as one item', async () => {
    const list = await createList(t, 'Bread');
    await slists(t, '/items/create', { id: list.id, barcode: CIABATTA, amount: 2 });
    const merged = listOf(await slists(t, '/items/create', { id: list.id, barcode: CIABATTA, amount: 3 }));
    expect(merged.items.map((i) => [i.barcode, i.amount])).toEqual([[CIABATTA, 5]]);
    expect(merged.items[0]).toMatchObject({
      ref: expect.any(String),
      imageUrl: expect.stringMatching(/\.svg$/),
      type: 'PRODUCT',
      purchaseUm: 'PZ',
    });
  });

  it('keeps an amount at 1 or more for pieces, and on the step grid from the minimum for weighed goods', async () => {
    const list = await createList(t, 'Amounts');
    const withBread = listOf(
      await slists(t, '/items/create', { id: list.id, barcode: CIABATTA, amount: 0.4 }),
    );
    const bread = withBread.items[0];
    expect(bread?.amount).toBe(1);
    const lowered = listOf(
      await slists(t, '/items/update', { id: list.id, itemId: bread?.id ?? 0, amount: 0.2 }),
    );
    expect(lowered.items[0]?.amount).toBe(1);
    expect(
      codeOf(await slists(t, '/items/update', { id: list.id, itemId: bread?.id ?? 0, amount: 0 })),
    ).toEqual({
      status: 400,
      responseCode: 4000,
    });

    // Potatoes: kg, step 0.1 from a minimum of 0.2.
    const withPotatoes = listOf(
      await slists(t, '/items/create', { id: list.id, barcode: POTATOES, amount: 0.05 }),
    );
    const potatoes = withPotatoes.items.find((i) => i.barcode === POTATOES);
    expect(potatoes).toMatchObject({ amount: 0.2, purchaseUm: 'KG', umStep: 0.1, minWeight: 0.2 });
    const weighed = listOf(
      await slists(t, '/items/update', { id: list.id, itemId: potatoes?.id ?? 0, amount: 1.33 }),
    );
    expect(weighed.items.find((i) => i.barcode === POTATOES)?.amount).toBe(1.3);

    const custom = listOf(
      await slists(t, '/items/create', {
        id: list.id,
        type: 'CUSTOM',
        amount: 2.6,
        description: ' Candles ',
      }),
    );
    expect(custom.items.at(-1)).toMatchObject({
      type: 'CUSTOM',
      description: 'Candles',
      amount: 3,
      availability: null,
    });
  });

  it('answers 4030 for an unknown barcode and refuses a custom item without words', async () => {
    const list = await createList(t, 'Unknown');
    const unknown = await slists(t, '/items/create', { id: list.id, barcode: '1234567890123', amount: 1 });
    expect(codeOf(unknown)).toEqual({ status: 200, responseCode: 4030 });
    expectFieldError(
      await slists(t, '/items/create', { id: list.id, type: 'CUSTOM', amount: 1, description: ' ' }),
      'description',
      'required',
    );
    const tooLong = { id: list.id, type: 'CUSTOM', amount: 1, description: 'x'.repeat(101) };
    expect(codeOf(await slists(t, '/items/create', tooLong))).toEqual({ status: 400, responseCode: 4000 });
    const tooMany = { id: list.id, barcode: CIABATTA, amount: 1000 };
    expect(codeOf(await slists(t, '/items/create', tooMany))).toEqual({ status: 400, responseCode: 4000 });
  });

  it('names products in Italian with lang=it or Accept-Language, English where there is no Italian name', async () => {
    const list = await createList(t, 'Italiano');
    await slists(t, '/items/create', { id: list.id, barcode: HOBZ, amount: 1 });
    await slists(t, '/items/create', { id: list.id, barcode: CIABATTA, amount: 1 });
    const byQuery = listOf(await slistsGet(t, `/${list.id}?lang=it`));
    expect(byQuery.items.map((i) => i.description)).toEqual(['Pane maltese', 'Ciabatta']);
    const byHeader = listOf(
      await slistsGet(t, `/${list.id}`, { ...t.headers, 'accept-language': 'it-IT,it;q=0.9' }),
    );
    expect(byHeader.items.map((i) => i.description)).toEqual(['Pane maltese', 'Ciabatta']);
    const english = listOf(await slistsGet(t, `/${list.id}`));
    expect(english.items.map((i) => i.description)).toEqual(['Ħobż tal-Malti', 'Ciabatta']);
  });

  it('keeps a product the catalogue drops on the list, with its name, as no longer sold', async () => {
    const figs = { barcode: '9900000000001', description: 'Seasonal Figs' };
    await insertDroppableProduct(t.db, figs.barcode, figs.description);
    const list = await createList(t, 'Seasonal');
    await slists(t, '/items/create', { id: list.id, barcode: figs.barcode, amount: 2 });
    await t.db.delete(products).where(eq(products.barcode, figs.barcode));
    const after = listOf(await slistsGet(t, `/${list.id}`));
    expect(after.items).toEqual([
      expect.objectContaining({
        barcode: figs.barcode,
        description: 'Seasonal Figs',
        amount: 2,
        availability: 'NOT_SOLD',
      }),
    ]);
  });
});

describe('ownership and access', () => {
  it('answers another customer’s list and item as missing, never their data', async () => {
    const theirs = await createList(t, 'Theirs', t.otherHeaders);
    const withItem = listOf(
      await slists(t, '/items/create', { id: theirs.id, barcode: CIABATTA, amount: 1 }, t.otherHeaders),
    );
    const theirItem = withItem.items[0]?.id ?? 0;
    const mine = await createList(t, 'Mine');

    expect(codeOf(await slistsGet(t, `/${theirs.id}`))).toEqual(notFound);
    expect(codeOf(await slistsGet(t, '/999999'))).toEqual(notFound);
    expect(codeOf(await slists(t, '/rename', { id: theirs.id, title: 'Taken' }))).toEqual(notFound);
    expect(codeOf(await slists(t, '/copy', { id: theirs.id, title: 'Copy' }))).toEqual(notFound);
    expect(codeOf(await slists(t, '/delete', { id: theirs.id }))).toEqual(notFound);
    expect(codeOf(await slists(t, '/items/create', { id: theirs.id, barcode: CIABATTA, amount: 1 }))).toEqual(
      notFound,
    );
    expect(codeOf(await slists(t, '/to-cart', { id: theirs.id }))).toEqual(notFound);
    // Their item named through my own list is as missing as an item that never existed.
    expect(codeOf(await slists(t, '/items/update', { id: mine.id, itemId: theirItem, amount: 2 }))).toEqual(
      notFound,
    );
    expect(codeOf(await slists(t, '/items/delete', { id: mine.id, itemId: theirItem }))).toEqual(notFound);
    expect(codeOf(await slists(t, '/items/delete', { id: mine.id, itemId: 999999 }))).toEqual(notFound);

    expect(listsOf(await slistsGet(t, '')).map((l) => l.title)).toEqual(['Mine']);
    const untouched = listOf(await slistsGet(t, `/${theirs.id}`, t.otherHeaders));
    expect(untouched).toMatchObject({ title: 'Theirs', items: [{ amount: 1 }] });
  });

  it('refuses a staff token (403) and a call without a token (401)', async () => {
    const added = await addStaffMember(
      t.db,
      {
        email: 'picker.lists@shop.example.mt',
        name: 'picker',
        role: 'picker',
        storeIds: [t.birkirkaraStoreId],
      },
      STAFF_PASSWORD,
    );
    expect(added.ok).toBe(true);
    const login = await t.app.inject(staffLoginRequest('picker.lists@shop.example.mt'));
    const staff = { authorization: `Bearer ${String(login.json().data.jwt)}` };
    expect((await slistsGet(t, '', staff)).statusCode).toBe(403);
    expect((await slists(t, '/create', { title: 'Staff list' }, staff)).statusCode).toBe(403);
    expect((await slistsGet(t, '/products/favorite/all', staff)).statusCode).toBe(403);
    expect((await slistsGet(t, '', {})).statusCode).toBe(401);
  });
});

describe('limits', () => {
  it(`keeps at most ${LISTS_PER_CUSTOMER_MAX} lists a customer and ${ITEMS_PER_LIST_MAX} items a list, said in the answer`, async () => {
    const rows = await t.db
      .insert(shoppingLists)
      .values(
        Array.from({ length: LISTS_PER_CUSTOMER_MAX }, (_, i) => ({ userId: t.userId, title: `List ${i}` })),
      )
      .returning({ id: shoppingLists.id });
    const refused = errorOf(await slists(t, '/create', { title: 'One more' }));
    expect(refused).toMatchObject({ status: 200, body: { responseCode: 4000 } });
    expect(refused.body.errorMessage).toMatch(/at most 50 shopping lists/);
    const listId = rows[0]?.id ?? 0;
    expect(errorOf(await slists(t, '/copy', { id: listId, title: 'Copy' })).body.responseCode).toBe(4000);

    await t.db.insert(shoppingListItems).values(
      Array.from({ length: ITEMS_PER_LIST_MAX }, (_, i) => ({
        listId,
        type: 'CUSTOM',
        description: `Item ${i}`,
        amount: 1,
      })),
    );
    const full = errorOf(
      await slists(t, '/items/create', { id: listId, type: 'CUSTOM', amount: 1, description: 'More' }),
    );
    expect(full).toMatchObject({ status: 200, body: { responseCode: 4000 } });
    expect(full.body.errorMessage).toMatch(/at most 200 items/);
  });
});
