import type { z } from 'zod';
import type { cartMoveRequestSchema, cartMoveResponseSchema } from '../contract/cart';
import { ok, type Result } from '../contract/envelope';
import type { Database } from '../db/client';
import { isAddressMode } from '../pricing/cart-pricing';
import { releaseHoldsOfCart } from '../slots/slot-holds.repository';
import { findOwnedCart } from './cart-lookup.repository';
import { placeOf } from './cart-place.service';
import { cartViewOfRow } from './cart-reading.service';
import { usableCart } from './cart-refusals';
import { deliveryModeOf } from './cart-view';
import {
  abortCartRow,
  copyCartLines,
  findCartLines,
  inCartTransaction,
  openCartRow,
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
 */
export async function moveCart(
  db: Database,
  userId: number,
  request: CartMoveRequest,
  now: Date,
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
    if (stays) return ok({ cart: await cartViewOfRow(tx, old, now), unavailableItems: [] });

    const lines = await findCartLines(tx, [old.id]);
    const moving = lines.filter((line) => line.product.available);
    const cart = await openCartRow(
      tx,
      { userId, ...target, terminalType: old.terminalType, terminalId: old.terminalId },
      now,
    );
    await copyCartLines(
      tx,
      cart.id,
      moving.map((line) => ({
        productId: line.product.id,
        amount: line.amount,
        seenNetPriceCents: line.seenNetPriceCents,
      })),
      now,
    );
    await abortCartRow(tx, old.id, now);
    await releaseHoldsOfCart(tx, old.id, now);
    return ok({
      cart: await cartViewOfRow(tx, cart, now),
      unavailableItems: lines
        .filter((line) => !line.product.available)
        .map((line) => ({ barcode: line.product.barcode, description: line.product.description })),
    });
  });
}
