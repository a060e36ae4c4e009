import { listToCartResponseSchema } from '../../src/contract/lists';
import { dataOf, expectFieldError } from '../addresses/address-book';
import {
  CIABATTA,
  POTATOES,
  codeOf,
  emptyCarts,
  openPickUpCart,
  startCartTestApp,
  type CartTestApp,
} from '../carts/cart-test-app';
import { stopTestApp } from '../profiles/test-app';
import { createList, emptyLists, listOf, slists, slistsGet } from './list-test-app';

/**
 * Ticking items off a list (POST /cli/slists/items/check, README: Shopping lists offline): the
 * value is set, never toggled, so a tick queued offline and replayed lands once.
 */
let t: CartTestApp;

beforeAll(async () => {
  t = await startCartTestApp();
});
afterAll(() => stopTestApp(t));
beforeEach(async () => {
  await emptyLists(t.db);
  await emptyCarts(t.db);
});

const notFound = { status: 404, responseCode: 4000 };

/** A list holding ciabatta and potatoes; answers it. */
async function listWithTwoItems(headers = t.headers) {
  const list = await createList(t, 'Aisle', headers);
  await slists(t, '/items/create', { id: list.id, barcode: CIABATTA, amount: 2 }, headers);
  return listOf(await slists(t, '/items/create', { id: list.id, barcode: POTATOES, amount: 1 }, headers));
}

const ticksOf = (list: { items: { barcode: string | null; checked: boolean }[] }) =>
  list.items.map((item) => [item.barcode, item.checked]);

describe('ticking items', () => {
  it('starts every item unticked, ticks one off and back on, answering the list', async () => {
    const list = await listWithTwoItems();
    expect(ticksOf(list)).toEqual([
      [CIABATTA, false],
      [POTATOES, false],
    ]);
    const ciabatta = list.items[0]?.id ?? 0;

    const ticked = listOf(await slists(t, '/items/check', { id: list.id, itemId: ciabatta, checked: true }));
    expect(ticksOf(ticked)).toEqual([
      [CIABATTA, true],
      [POTATOES, false],
    ]);
    expect(ticksOf(listOf(await slistsGet(t, `/${list.id}`)))).toEqual(ticksOf(ticked));

    const unticked = listOf(
      await slists(t, '/items/check', { id: list.id, itemId: ciabatta, checked: false }),
    );
    expect(ticksOf(unticked)).toEqual([
      [CIABATTA, false],
      [POTATOES, false],
    ]);
  });

  it('sets the value, so the same tick replayed twice leaves the item ticked', async () => {
    const list = await listWithTwoItems();
    const potatoes = list.items[1]?.id ?? 0;
    const tick = { id: list.id, itemId: potatoes, checked: true };
    await slists(t, '/items/check', tick);
    const again = listOf(await slists(t, '/items/check', tick));
    expect(ticksOf(again)).toEqual([
      [CIABATTA, false],
      [POTATOES, true],
    ]);
  });

  it('lands the same final value when ten identical replays meet', async () => {
    const list = await listWithTwoItems();
    const ciabatta = list.items[0]?.id ?? 0;
    const tick = { id: list.id, itemId: ciabatta, checked: true };
    const answers = await Promise.all(Array.from({ length: 10 }, () => slists(t, '/items/check', tick)));
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(10).fill(200));
    expect(ticksOf(listOf(await slistsGet(t, `/${list.id}`)))).toEqual([
      [CIABATTA, true],
      [POTATOES, false],
    ]);
  });

  it('starts a copy of the list unticked and leaves the original as it was', async () => {
    const list = await listWithTwoItems();
    await slists(t, '/items/check', { id: list.id, itemId: list.items[0]?.id ?? 0, checked: true });
    const copy = listOf(await slists(t, '/copy', { id: list.id, title: 'Copy of Aisle' }));
    expect(ticksOf(copy)).toEqual([
      [CIABATTA, false],
      [POTATOES, false],
    ]);
    expect(ticksOf(listOf(await slistsGet(t, `/${list.id}`)))).toEqual([
      [CIABATTA, true],
      [POTATOES, false],
    ]);
  });

  it('adds ticked items to the cart like the others: ticks are the aisle’s, not the order’s', async () => {
    const list = await listWithTwoItems();
    await slists(t, '/items/check', { id: list.id, itemId: list.items[0]?.id ?? 0, checked: true });
    await openPickUpCart(t);
    const { cart, notAdded } = dataOf(await slists(t, '/to-cart', { id: list.id }), listToCartResponseSchema);
    expect(notAdded).toEqual([]);
    expect(cart.items.map((line) => line.barcode).sort()).toEqual([CIABATTA, POTATOES].sort());
  });

  it('answers another customer’s list or item, and a missing item, as not found, ticking nothing', async () => {
    const theirs = await listWithTwoItems(t.otherHeaders);
    const theirItem = theirs.items[0]?.id ?? 0;
    const mine = await listWithTwoItems();

    expect(
      codeOf(await slists(t, '/items/check', { id: theirs.id, itemId: theirItem, checked: true })),
    ).toEqual(notFound);
    // Their item named through my own list is as missing as an item that never existed.
    expect(
      codeOf(await slists(t, '/items/check', { id: mine.id, itemId: theirItem, checked: true })),
    ).toEqual(notFound);
    expect(codeOf(await slists(t, '/items/check', { id: mine.id, itemId: 999999, checked: true }))).toEqual(
      notFound,
    );
    expect(ticksOf(listOf(await slistsGet(t, `/${theirs.id}`, t.otherHeaders)))).toEqual([
      [CIABATTA, false],
      [POTATOES, false],
    ]);
    expect((await slists(t, '/items/check', { id: mine.id, itemId: 1, checked: true }, {})).statusCode).toBe(
      401,
    );
  });

  it('refuses a tick that is not a boolean as a form error', async () => {
    const list = await listWithTwoItems();
    const itemId = list.items[0]?.id ?? 0;
    expectFieldError(
      await slists(t, '/items/check', { id: list.id, itemId, checked: 'yes' }),
      'checked',
      'Invalid input: expected boolean, received string',
    );
    expect(ticksOf(listOf(await slistsGet(t, `/${list.id}`)))).toEqual([
      [CIABATTA, false],
      [POTATOES, false],
    ]);
  });
});
