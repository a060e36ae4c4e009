import type { Language } from '../contract/catalogue';
import { fail, ok, ResponseCode, type Result } from '../contract/envelope';
import {
  ITEMS_PER_LIST_MAX,
  LISTS_PER_CUSTOMER_MAX,
  type ListItemCheckRequest,
  type ListItemCreateRequest,
  type ListItemUpdateRequest,
  type ListTitleRequest,
  type Smartlist,
} from '../contract/lists';
import type { Database } from '../db/client';
import { itemAmountOf, smartlistOf } from './list-rules';
import {
  copyItems,
  countItems,
  countLists,
  deleteItem,
  deleteList,
  findItem,
  findItemByBarcode,
  findItemProduct,
  findListItems,
  findLists,
  findOwnedList,
  inListTransaction,
  insertItems,
  insertList,
  lockCustomerLists,
  lockList,
  renameList,
  setItemAmount,
  setItemChecked,
  touchList,
  type ListRow,
} from './lists.repository';

/**
 * The shopping-list calls of spec §7 under /cli/slists (README: Shopping lists and favourites).
 * Every change runs under a lock (the customer's for the lists, the list's for its items), so the
 * caps, the merge of a product added twice and 'never the last list' hold when two calls meet.
 * Create, rename and copy answer the list that becomes current (spec §4); item calls the list.
 */

export const LIST_NOT_FOUND_MESSAGE = 'Shopping list not found';
export const ITEM_NOT_FOUND_MESSAGE = 'Shopping list item not found';

/** Another customer's list reads as missing (architecture, The API contract: never leak that it exists). */
export const listNotFound = <T>(): Result<T> => fail(ResponseCode.GENERIC_ERROR, LIST_NOT_FOUND_MESSAGE);
const itemNotFound = <T>(): Result<T> => fail(ResponseCode.GENERIC_ERROR, ITEM_NOT_FOUND_MESSAGE);
export const tooManyLists = <T>(): Result<T> =>
  fail(
    ResponseCode.GENERIC_ERROR,
    `You can keep at most ${LISTS_PER_CUSTOMER_MAX} shopping lists: delete one to make another`,
  );
const tooManyItems = <T>(): Result<T> =>
  fail(ResponseCode.GENERIC_ERROR, `A shopping list holds at most ${ITEMS_PER_LIST_MAX} items`);

async function viewOf(db: Database, list: ListRow, language: Language): Promise<Smartlist> {
  return smartlistOf(list, await findListItems(db, [list.id]), language);
}

/** GET /cli/slists: every list of the customer, automated ones too, oldest first. */
export async function allLists(db: Database, userId: number, language: Language): Promise<Smartlist[]> {
  const lists = await findLists(db, userId);
  const items = await findListItems(
    db,
    lists.map((list) => list.id),
  );
  return lists.map((list) => smartlistOf(list, items, language));
}

export async function oneList(
  db: Database,
  userId: number,
  listId: number,
  language: Language,
): Promise<Result<Smartlist>> {
  const list = await findOwnedList(db, userId, listId);
  return list ? ok(await viewOf(db, list, language)) : listNotFound();
}

export function createList(
  db: Database,
  userId: number,
  title: string,
  now: Date,
  language: Language,
): Promise<Result<Smartlist>> {
  return inListTransaction(db, async (tx): Promise<Result<Smartlist>> => {
    await lockCustomerLists(tx, userId);
    if ((await countLists(tx, userId)) >= LISTS_PER_CUSTOMER_MAX) return tooManyLists();
    return ok(await viewOf(tx, await insertList(tx, userId, title, now), language));
  });
}

/**
 * Runs `change` on the customer's list under the list's lock and answers the list as the change
 * left it (`change` answers the list row, renamed or as it was). Another customer's list is missing.
 */
function changeOwnedList(
  db: Database,
  userId: number,
  listId: number,
  { now, language }: { now: Date; language: Language },
  change: (tx: Database, list: ListRow) => Promise<Result<ListRow>>,
): Promise<Result<Smartlist>> {
  return inListTransaction(db, async (tx): Promise<Result<Smartlist>> => {
    const locked = await lockList(tx, userId, listId);
    if (!locked) return listNotFound();
    const changed = await change(tx, locked);
    if (!changed.ok) return changed;
    await touchList(tx, locked.id, now);
    return ok(await viewOf(tx, changed.data, language));
  });
}

export function renameOwnedList(
  db: Database,
  userId: number,
  request: ListTitleRequest,
  now: Date,
  language: Language,
): Promise<Result<Smartlist>> {
  return changeOwnedList(db, userId, request.id, { now, language }, async (tx, list) => {
    await renameList(tx, list.id, request.title, now);
    return ok({ ...list, title: request.title });
  });
}

/** POST /copy: a new list with the title given (the client proposes 'Copy of {title}') and the items. */
export function copyList(
  db: Database,
  userId: number,
  request: ListTitleRequest,
  now: Date,
  language: Language,
): Promise<Result<Smartlist>> {
  return inListTransaction(db, async (tx): Promise<Result<Smartlist>> => {
    await lockCustomerLists(tx, userId);
    const source = await findOwnedList(tx, userId, request.id);
    if (!source) return listNotFound();
    if ((await countLists(tx, userId)) >= LISTS_PER_CUSTOMER_MAX) return tooManyLists();
    const copy = await insertList(tx, userId, request.title, now);
    await copyItems(tx, source.id, copy.id);
    return ok(await viewOf(tx, copy, language));
  });
}

/** POST /delete: answers the lists left (spec §4: the first becomes current); never the last one (2035). */
export function deleteOwnedList(
  db: Database,
  userId: number,
  listId: number,
  language: Language,
): Promise<Result<Smartlist[]>> {
  return inListTransaction(db, async (tx): Promise<Result<Smartlist[]>> => {
    await lockCustomerLists(tx, userId);
    const list = await findOwnedList(tx, userId, listId);
    if (!list) return listNotFound();
    if ((await countLists(tx, userId)) <= 1) return fail(ResponseCode.LAST_SMARTLIST);
    await deleteList(tx, list.id);
    return ok(await allLists(tx, userId, language));
  });
}

/**
 * POST /items/create: a product (by barcode; an unknown one is 4030) or a CUSTOM item. A product
 * the list holds already gets the amount added to its item, as a shopper adding it again means.
 */
export function addItem(
  db: Database,
  userId: number,
  request: ListItemCreateRequest,
  now: Date,
  language: Language,
): Promise<Result<Smartlist>> {
  return changeOwnedList(db, userId, request.id, { now, language }, async (tx, list) => {
    if (request.type === 'CUSTOM') {
      if ((await countItems(tx, list.id)) >= ITEMS_PER_LIST_MAX) return tooManyItems();
      const amount = itemAmountOf(null, request.amount);
      const custom = { productId: null, barcode: null, type: 'CUSTOM' as const };
      await insertItems(tx, [{ listId: list.id, ...custom, description: request.description, amount }], now);
      return ok(list);
    }
    const product = await findItemProduct(tx, request.barcode);
    if (!product) return fail(ResponseCode.PRODUCT_NOT_FOUND);
    const held = await findItemByBarcode(tx, list.id, product.barcode);
    if (held) {
      await setItemAmount(tx, held.id, itemAmountOf(product, held.amount + request.amount));
      return ok(list);
    }
    if ((await countItems(tx, list.id)) >= ITEMS_PER_LIST_MAX) return tooManyItems();
    const item = {
      listId: list.id,
      productId: product.id,
      barcode: product.barcode,
      type: 'PRODUCT' as const,
      description: product.description,
      amount: itemAmountOf(product, request.amount),
    };
    await insertItems(tx, [item], now);
    return ok(list);
  });
}

/** POST /items/update: the item's amount, put on its stepper grid (never below 1 piece). */
export function updateItem(
  db: Database,
  userId: number,
  request: ListItemUpdateRequest,
  now: Date,
  language: Language,
): Promise<Result<Smartlist>> {
  return changeOwnedList(db, userId, request.id, { now, language }, async (tx, list) => {
    const item = await findItem(tx, list.id, request.itemId);
    if (!item) return itemNotFound();
    const product = item.type === 'CUSTOM' ? null : item.product;
    await setItemAmount(tx, item.id, itemAmountOf(product, request.amount));
    return ok(list);
  });
}

export function removeItem(
  db: Database,
  userId: number,
  request: { id: number; itemId: number },
  now: Date,
  language: Language,
): Promise<Result<Smartlist>> {
  return changeOwnedList(db, userId, request.id, { now, language }, async (tx, list) => {
    const removed = await deleteItem(tx, list.id, request.itemId);
    return removed ? ok(list) : itemNotFound();
  });
}

/**
 * POST /items/check: the item ticked off or back on. A value, not a toggle, so the same tick sent
 * twice (queued offline, replayed when the signal returns) leaves the item as the shopper left it.
 */
export function checkItem(
  db: Database,
  userId: number,
  request: ListItemCheckRequest,
  now: Date,
  language: Language,
): Promise<Result<Smartlist>> {
  return changeOwnedList(db, userId, request.id, { now, language }, async (tx, list) => {
    const found = await setItemChecked(tx, list.id, request.itemId, request.checked);
    return found ? ok(list) : itemNotFound();
  });
}
