import type { Language } from '../contract/catalogue';
import { fail, ok, ResponseCode, type Result } from '../contract/envelope';
import { FAVOURITES_PER_CUSTOMER_MAX, type Favourite } from '../contract/lists';
import type { Database } from '../db/client';
import { favouriteOf } from './list-rules';
import {
  countFavourites,
  deleteFavourite,
  findFavourites,
  findItemProduct,
  inListTransaction,
  insertFavourite,
  lockCustomerLists,
} from './lists.repository';

/**
 * Favourites (spec §2, §3, §7 /cli/slists/products/favorite/*), identified by barcode. Add and
 * delete answer the whole list, which the storefront keeps (spec §4 loads it at start-up).
 */

export async function favouritesOf(db: Database, userId: number, language: Language): Promise<Favourite[]> {
  return (await findFavourites(db, userId)).map((row) => favouriteOf(row, language));
}

/** Adding a favourite twice keeps one; an unknown barcode is 4030. */
export function addFavourite(
  db: Database,
  userId: number,
  barcode: string,
  language: Language,
): Promise<Result<Favourite[]>> {
  return inListTransaction(db, async (tx): Promise<Result<Favourite[]>> => {
    if (!(await findItemProduct(tx, barcode))) return fail(ResponseCode.PRODUCT_NOT_FOUND);
    await lockCustomerLists(tx, userId);
    const favourites = await favouritesOf(tx, userId, language);
    if (favourites.some((favourite) => favourite.barcode === barcode)) return ok(favourites);
    if ((await countFavourites(tx, userId)) >= FAVOURITES_PER_CUSTOMER_MAX) {
      return fail(
        ResponseCode.GENERIC_ERROR,
        `You can keep at most ${FAVOURITES_PER_CUSTOMER_MAX} favourites: remove one to add another`,
      );
    }
    await insertFavourite(tx, userId, barcode);
    return ok(await favouritesOf(tx, userId, language));
  });
}

/**
 * Removes the favourite; one the customer does not have changes nothing (a retried delete). A
 * barcode the catalogue no longer sells can still be removed, so only a barcode neither the
 * catalogue nor the customer's favourites know is 4030.
 */
export async function removeFavourite(
  db: Database,
  userId: number,
  barcode: string,
  language: Language,
): Promise<Result<Favourite[]>> {
  const before = await favouritesOf(db, userId, language);
  const held = before.some((favourite) => favourite.barcode === barcode);
  if (!held && !(await findItemProduct(db, barcode))) return fail(ResponseCode.PRODUCT_NOT_FOUND);
  if (!held) return ok(before);
  await deleteFavourite(db, userId, barcode);
  return ok(await favouritesOf(db, userId, language));
}
