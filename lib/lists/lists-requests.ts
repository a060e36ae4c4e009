import {
  type Favourite,
  type ListItemCreateRequest,
  type ListToCartResponse,
  type Smartlist,
  favouriteSchema,
  listToCartResponseSchema,
  smartlistSchema,
} from '@shop/product-api/contract/lists';
import { z } from 'zod';
import { BffError } from '@/lib/queries/bff-error';
import { bffFetch } from '@/lib/queries/bff-fetch';

/**
 * The shopping-list and favourite calls of spec §7 (under /cli/slists) through the BFF
 * (lib/bff/allow-list.ts), each answer parsed with the contract's schema. Loaded on demand (it
 * brings zod), from query and mutation functions only (lib/lists/lists.ts).
 */

async function listsCall<T extends z.ZodType>(path: string, schema: T, body?: unknown): Promise<z.infer<T>> {
  const init = body === undefined ? {} : { method: 'POST', body: JSON.stringify(body) };
  const data = await bffFetch(path, schema, init);
  if (data === undefined) throw new BffError(500, `${path} answered without data`);
  return data;
}

const listsSchema = z.array(smartlistSchema);
const favouritesSchema = z.array(favouriteSchema);

export const fetchLists = (): Promise<Smartlist[]> => listsCall('/slists', listsSchema);

/** Create, rename and copy answer the list that becomes current (spec §4). */
export const createList = (title: string): Promise<Smartlist> =>
  listsCall('/slists/create', smartlistSchema, { title });
export const renameList = (id: number, title: string): Promise<Smartlist> =>
  listsCall('/slists/rename', smartlistSchema, { id, title });
export const copyList = (id: number, title: string): Promise<Smartlist> =>
  listsCall('/slists/copy', smartlistSchema, { id, title });
/** The lists left; the last list is refused with 2035 (a BffError with the server's message). */
export const deleteList = (id: number): Promise<Smartlist[]> =>
  listsCall('/slists/delete', listsSchema, { id });

/** A product by barcode or a CUSTOM item; every item call answers the list. */
export const addListItem = (item: ListItemCreateRequest): Promise<Smartlist> =>
  listsCall('/slists/items/create', smartlistSchema, item);
export const updateListItem = (id: number, itemId: number, amount: number): Promise<Smartlist> =>
  listsCall('/slists/items/update', smartlistSchema, { id, itemId, amount });
/** Ticks an item off or back on: a value, so a replayed tick lands once (README: Shopping lists offline). */
export const checkListItem = (id: number, itemId: number, checked: boolean): Promise<Smartlist> =>
  listsCall('/slists/items/check', smartlistSchema, { id, itemId, checked });
export const deleteListItem = (id: number, itemId: number): Promise<Smartlist> =>
  listsCall('/slists/items/delete', smartlistSchema, { id, itemId });

/** The list into the current cart: the cart and what was left out; 4004 without a cart. */
export const addListToCart = (id: number): Promise<ListToCartResponse> =>
  listsCall('/slists/to-cart', listToCartResponseSchema, { id });

/** An order's products as a new list, which becomes current. */
export const copyOrderToList = (orderId: number): Promise<Smartlist> =>
  listsCall(`/ecommerce/copy/to/smartlist/${orderId}`, smartlistSchema, {});

export const fetchFavourites = (): Promise<Favourite[]> =>
  listsCall('/slists/products/favorite/all', favouritesSchema);
/** Adding twice keeps one; each answers the whole list. */
export const addFavourite = (barcode: string): Promise<Favourite[]> =>
  listsCall('/slists/products/favorite/add', favouritesSchema, { barcode });
export const removeFavourite = (barcode: string): Promise<Favourite[]> =>
  listsCall('/slists/products/favorite/delete', favouritesSchema, { barcode });
