import type { Language } from '../contract/catalogue';
import { nameIn } from '../products/product-mapper';
import type { z } from 'zod';
import type { cartMoveRequestSchema, cartMoveResponseSchema } from '../contract/cart';
import { SHOP_RULES } from '../contract/shop-rules';
import { fail, ok, ResponseCode, type Result } from '../contract/envelope';
import type { Database } from '../db/client';
import { checkLineChange } from '../pricing/cart-line-rules';
import { isAddressMode } from '../contract/cart-rules';
import { waterPackCountOf } from '../pricing/cart-pricing';
import { releaseHoldsOfCart } from '../slots/slot-holds.repository';
import { findOwnedCart } from './cart-lookup.repository';
import { placeOf } from './cart-place.service';
import { cartViewOfRow } from './cart-reading.service';
import { usableCart } from './cart-refusals';
import { deliveryModeOf, lineInputOf } from './cart-view';
import {
  abortCartRow,
  copyCartLines,
  findCartLines,
  inCartTransaction,
  openCartRow,
  type CartLineRow,
} from './carts.repository';

export type CartMoveRequest = z.infer<typeof cartMoveRequestSchema>;
export type CartMoveResponse = z.infer<typeof cartMoveResponseSchema>;

/**
 * POST /cart/move (spec §2 /cart/update): the cart's lines go into the customer's cart for another
 * store, mode or address, which becomes the current cart; the old cart is deleted (ABORTED) and
 * its slot hold released, all in one transaction. What is left out is answered: every product is
 * sold in every store today, so that is what is no longer available. Unchanged fields keep the
 * cart's own (the same store for pick-up, the same address for delivery); a move to where the
 * cart already is answers it unchanged. A product the target cart already holds keeps its line.
 * The lines the target cart gets pass the rules of an add to cart (checkLineChange): a move that
 * would take it over 10 water packs is refused with 4038 and changes nothing, since a shopper
 * keeps both carts whole and chooses what to drop, where capping would drop packs unasked.
 */
export async function moveCart(
  db: Database,
  userId: number,
  request: CartMoveRequest,
  now: Date,
  language: Language,
): Promise<Result<CartMoveResponse>> {
  try {
    return await movedInOneTransaction(db, userId, request, now, language);
  } catch (error) {
    if (error instanceof MoveRefused) return error.refusal;
    throw error;
  }
}

/**
 * Thrown inside the move's transaction to roll it back: by then the target cart may have been
 * opened or selected, and a refused move leaves the customer's carts as they were.
 */
class MoveRefused extends Error {
  constructor(readonly refusal: Result<never>) {
    super('cart move refused');
  }
}

function movedInOneTransaction(
  db: Database,
  userId: number,
  request: CartMoveRequest,
  now: Date,
  language: Language,
): Promise<Result<CartMoveResponse>> {
  return inCartTransaction(db, async (tx): Promise<Result<CartMoveResponse>> => {
    const usable = usableCart(await findOwnedCart(tx, userId, request.cartId, { lock: true }));
    if (!usable.ok) return usable;
    const old = usable.data;
    const deliveryMode = request.deliveryMode ?? deliveryModeOf(old.deliveryMode);
    const place = await placeOf(tx, userId, {
      deliveryMode,
      storeId: request.storeId ?? old.storeId,
      addressId:
        request.addressId ?? (isAddressMode(deliveryMode) ? (old.addressId ?? undefined) : undefined),
    });
    if (!place.ok) return place;
    const target = place.data;
    const stays =
      target.storeId === old.storeId &&
      target.deliveryMode === old.deliveryMode &&
      target.addressId === old.addressId;
    if (stays) return ok({ cart: await cartViewOfRow(tx, old, now, language), unavailableItems: [] });

    const lines = await findCartLines(tx, [old.id]);
    // Opening (or selecting) the target cart writes its row, so it stays locked until commit and an
    // add to it meanwhile waits and reads again: the lines judged below are the lines written to.
    const cart = await openCartRow(
      tx,
      { userId, ...target, terminalType: old.terminalType, terminalId: old.terminalId },
      now,
    );
    const held = await findCartLines(tx, [cart.id]);
    const moving = lines.filter(
      (line) => line.product.available && !held.some((h) => h.product.id === line.product.id),
    );
    const change = checkLineChange(held.map(lineInputOf), [...held, ...moving].map(lineInputOf));
    if (!change.ok) throw new MoveRefused(refusalOf(change, [...held, ...moving]));
    await copyCartLines(
      tx,
      cart.id,
      moving.map((line) => ({
        productId: line.product.id,
        amount: line.amount,
        seenNetPriceCents: line.seenNetPriceCents,
        replace: line.replace,
        note: line.note,
      })),
      now,
    );
    await abortCartRow(tx, old.id, now);
    await releaseHoldsOfCart(tx, old.id, now);
    return ok({
      cart: await cartViewOfRow(tx, cart, now, language),
      unavailableItems: lines
        .filter((line) => !line.product.available)
        .map((line) => ({ barcode: line.product.barcode, description: nameIn(line.product, language) })),
    });
  });
}

/** A refused move: the packs say how many the carts would hold together, so the shopper knows. */
function refusalOf(refusal: Extract<Result<never>, { ok: false }>, merged: CartLineRow[]): Result<never> {
  if (refusal.code !== ResponseCode.MAX_BUNDLES_EXCEEDED) return refusal;
  const packs = waterPackCountOf(merged.map(lineInputOf));
  return fail(
    ResponseCode.MAX_BUNDLES_EXCEEDED,
    `Together the carts would hold ${packs} water packs, at most ${SHOP_RULES.maxWaterPacksPerOrder} per order: remove some first`,
  );
}
