import type { Cart } from '../contract/cart';
import type { Language } from '../contract/catalogue';
import { usableCouponsOf } from '../coupons/coupon-orders.service';
import type { Database } from '../db/client';
import type { PricedCoupon } from '../pricing/cart-pricing-types';
import type { CartRow } from './cart-lookup.repository';
import { findCartLines, findCartSettings, findLiveHolds, type CartLineRow } from './carts.repository';
import { cartViewOf } from './cart-view';

/**
 * Carts as the wire answers them, loaded in three queries whatever their number (settings, lines,
 * holds): GET /carts/open lists every open cart without a query per cart.
 */
export async function cartViewsOf(
  db: Database,
  rows: CartRow[],
  now: Date,
  language: Language,
): Promise<Cart[]> {
  const ids = rows.map((r) => r.id);
  const settings = await findCartSettings(db, rows);
  const lines = await findCartLines(db, ids);
  const holds = await findLiveHolds(db, ids, now);
  const coupons = await couponsOfOwners(db, rows, now, language);
  return rows.map((cart) =>
    cartViewOf(
      {
        cart,
        setting: settings.find((s) => s.storeId === cart.storeId && s.deliveryMode === cart.deliveryMode),
        lines: lines.filter((l) => l.cartId === cart.id),
        hold: holds.find((h) => h.cartId === cart.id),
        coupons: coupons.get(cart.userId) ?? [],
      },
      language,
    ),
  );
}

/** The usable coupons of the carts' owners (one customer's carts in practice), one query each. */
async function couponsOfOwners(
  db: Database,
  rows: CartRow[],
  now: Date,
  language: Language,
): Promise<Map<number, PricedCoupon[]>> {
  const owners = [...new Set(rows.map((row) => row.userId))];
  const found = new Map<number, PricedCoupon[]>();
  for (const owner of owners) found.set(owner, await usableCouponsOf(db, owner, now, language));
  return found;
}

/**
 * One cart; `lines` when the caller already holds them (a change not saved yet, a preview), and
 * `coupons` when it already holds the owner's (the order placement, which locks them).
 */
export async function cartViewOfRow(
  db: Database,
  cart: CartRow,
  now: Date,
  language: Language,
  lines?: CartLineRow[],
  coupons?: readonly PricedCoupon[],
): Promise<Cart> {
  const [setting] = await findCartSettings(db, [cart]);
  const [hold] = await findLiveHolds(db, [cart.id], now);
  const rows = lines ?? (await findCartLines(db, [cart.id]));
  const usable = coupons ?? (await usableCouponsOf(db, cart.userId, now, language));
  return cartViewOf({ cart, setting, lines: rows, hold, coupons: usable }, language);
}
