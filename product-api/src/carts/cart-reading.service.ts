import type { Cart } from '../contract/cart';
import type { Language } from '../contract/catalogue';
import type { Database } from '../db/client';
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
  return rows.map((cart) =>
    cartViewOf(
      {
        cart,
        setting: settings.find((s) => s.storeId === cart.storeId && s.deliveryMode === cart.deliveryMode),
        lines: lines.filter((l) => l.cartId === cart.id),
        hold: holds.find((h) => h.cartId === cart.id),
      },
      language,
    ),
  );
}

/** One cart; `lines` when the caller already holds them (a change not saved yet, a preview). */
export async function cartViewOfRow(
  db: Database,
  cart: CartRow,
  now: Date,
  language: Language,
  lines?: CartLineRow[],
): Promise<Cart> {
  const [setting] = await findCartSettings(db, [cart]);
  const [hold] = await findLiveHolds(db, [cart.id], now);
  const rows = lines ?? (await findCartLines(db, [cart.id]));
  return cartViewOf({ cart, setting, lines: rows, hold }, language);
}
