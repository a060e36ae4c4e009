import type { LightMyRequestResponse } from 'fastify';
import { z } from 'zod';
import { favouriteSchema, smartlistSchema } from '../../src/contract/lists';
import type { Database } from '../../src/db/client';
import { categories, favouriteProducts, products, shoppingLists } from '../../src/db/schema';
import { dataOf, post } from '../addresses/address-book';
import type { CartTestApp } from '../carts/cart-test-app';

/** The shopping-list calls' helpers, on the cart calls' test app (two customers, the fixture catalogue). */

export const SLISTS = '/cli/slists';

export function slists(t: CartTestApp, path: string, payload: object, headers = t.headers) {
  return post(t.app, `${SLISTS}${path}`, payload, headers);
}

export function slistsGet(t: CartTestApp, path: string, headers = t.headers) {
  return t.app.inject({ method: 'GET', url: `${SLISTS}${path}`, headers });
}

export const listOf = (response: LightMyRequestResponse) => dataOf(response, smartlistSchema);
export const listsOf = (response: LightMyRequestResponse) => dataOf(response, z.array(smartlistSchema));
export const favouritesOf = (response: LightMyRequestResponse) => dataOf(response, z.array(favouriteSchema));

/** A new list of the test customer (or of `headers`' customer); answers it. */
export async function createList(t: CartTestApp, title: string, headers = t.headers) {
  return listOf(await slists(t, '/create', { title }, headers));
}

/** Before each test: nobody has a list or a favourite. */
export async function emptyLists(db: Database): Promise<void> {
  await db.delete(shoppingLists);
  await db.delete(favouriteProducts);
}

/**
 * A product sold by the piece that only the calling test knows, so the test can drop it from the
 * catalogue afterwards (fixture products stay, other tests of the file use them).
 */
export async function insertDroppableProduct(
  db: Database,
  barcode: string,
  description: string,
): Promise<void> {
  const [category] = await db.select({ id: categories.id }).from(categories).limit(1);
  await db.insert(products).values({
    barcode,
    description,
    ref: `REF${barcode}`,
    priceCents: 300,
    netPriceCents: 300,
    pricePerUmCents: 600,
    umPerUm: 'KG',
    um: 'PZ',
    purchaseUm: 'PZ',
    categoryId: category?.id ?? 0,
    searchText: description.toLowerCase(),
  });
}
